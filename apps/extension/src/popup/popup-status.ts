import type { RunEnd } from '../background/instruction-runner.ts';

// What the toolbar popup shows: whether the extension holds an Inroad session, whether the browser is signed in to
// LinkedIn and Reddit, and what the instruction queue is doing. The service worker gathers it; the popup renders
// these lines.

export const POPUP_STATUS_MESSAGE = 'inroad-popup-status';

export interface PopupStatus {
  inroad: { signedIn: boolean; appUrl: string };
  linkedinSession: boolean;
  redditSession: boolean;
  queue: {
    running: boolean;
    fetching: boolean;
    lastRun: { end: RunEnd; done: number; failed: number; reason: string | null; finishedAt: number } | null;
  };
}

export type Tone = 'ok' | 'warn' | 'idle';
export interface PopupLine {
  label: string;
  text: string;
  tone: Tone;
}

function ago(then: number, now: number): string {
  const minutes = Math.max(0, Math.round((now - then) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  return `${Math.round(minutes / 60)} h ago`;
}

function queueLine(queue: PopupStatus['queue'], now: number): PopupLine {
  const label = 'Queue';
  if (queue.running) {
    return { label, text: queue.fetching ? 'Reading your feeds…' : 'Carrying out your actions…', tone: 'ok' };
  }
  const last = queue.lastRun;
  if (!last) return { label, text: 'Idle: nothing has run since the browser started', tone: 'idle' };
  const when = ago(last.finishedAt, now);
  const tally = `${last.done} done${last.failed > 0 ? `, ${last.failed} failed` : ''}`;
  if (last.end === 'paused') {
    return {
      label,
      text: `Paused after a limit ${when}: ${last.reason ?? 'the network refused an action'}. Inroad waits before trying again.`,
      tone: 'warn',
    };
  }
  if (last.end === 'unreachable') {
    return { label, text: `Could not reach Inroad ${when}${last.reason ? ` (${last.reason})` : ''}`, tone: 'warn' };
  }
  return { label, text: `Idle; last run ${when} (${tally})`, tone: 'idle' };
}

export function popupLines(status: PopupStatus, now = Date.now()): PopupLine[] {
  return [
    status.inroad.signedIn
      ? { label: 'Inroad', text: 'Signed in', tone: 'ok' }
      : {
          label: 'Inroad',
          text: 'Not signed in: open Inroad in this browser and sign in; the extension picks the session up.',
          tone: 'warn',
        },
    status.linkedinSession
      ? { label: 'LinkedIn', text: 'Session found', tone: 'ok' }
      : { label: 'LinkedIn', text: 'No session: sign in to LinkedIn in this browser', tone: 'warn' },
    status.redditSession
      ? { label: 'Reddit', text: 'Session found', tone: 'ok' }
      : { label: 'Reddit', text: 'No session: sign in to Reddit in this browser', tone: 'warn' },
    queueLine(status.queue, now),
  ];
}
