import type { Instruction, InstructionResult } from '@inroad/contracts/instruction-payloads';
import { describe, expect, it } from 'vitest';
import { createInstructionRunner } from '../background/instruction-runner.ts';
import { readPopupStatus } from '../background/popup-status.ts';
import { createSessionStore } from '../inroad/session.ts';
import { memoryStore } from '../platform/chrome.ts';
import { type PopupStatus, popupLines } from './popup-status.ts';

const linkedinBase = 'https://www.linkedin.com';
const redditBase = 'https://www.reddit.com';

function cookieJar(cookies: Record<string, string>) {
  return { get: async (url: string, name: string) => cookies[`${new URL(url).hostname}:${name}`] ?? null };
}

describe('toolbar popup status', () => {
  it('reads the Inroad session, the network sessions and a queue paused after a limit', async () => {
    const sessions = createSessionStore(memoryStore());
    await sessions.set({ token: 'session-token', apiBase: 'https://inroad.example/api' });
    const like: Instruction = {
      id: 'i-1',
      type: 'like',
      payload: { platform: 'linkedin', postUrn: 'urn:li:activity:1' },
    };
    const limited: InstructionResult = {
      ok: false,
      failure: { kind: 'rate_limit', message: 'LinkedIn answered 429 (too many requests)', code: '429' },
    };
    const runner = createInstructionRunner({
      api: { claim: async () => like, report: async () => {} },
      execute: async () => limited,
      sleep: async () => {},
    });
    await runner.run();
    const status = await readPopupStatus({
      sessions,
      cookies: cookieJar({ 'www.linkedin.com:li_at': 'x' }),
      runner,
      linkedinBase,
      redditBase,
      defaultAppUrl: 'http://localhost:3000',
    });
    expect(status).toMatchObject({
      inroad: { signedIn: true, appUrl: 'https://inroad.example' },
      linkedinSession: true,
      redditSession: false,
      queue: {
        running: false,
        lastRun: { end: 'paused', failed: 1, reason: 'LinkedIn answered 429 (too many requests)' },
      },
    });
    const lines = popupLines(status, (status.queue.lastRun?.finishedAt ?? 0) + 5 * 60_000);
    expect(lines.map((l) => [l.label, l.tone])).toEqual([
      ['Inroad', 'ok'],
      ['LinkedIn', 'ok'],
      ['Reddit', 'warn'],
      ['Queue', 'warn'],
    ]);
    expect(lines[2]?.text).toBe('No session: sign in to Reddit in this browser');
    expect(lines[3]?.text).toBe(
      'Paused after a limit 5 min ago: LinkedIn answered 429 (too many requests). Inroad waits before trying again.',
    );
  });

  it('tells how to sign in to Inroad and links to the build’s Inroad before there is a session', async () => {
    const status = await readPopupStatus({
      sessions: createSessionStore(memoryStore()),
      cookies: cookieJar({ 'www.reddit.com:reddit_session': 'y' }),
      runner: { running: false, fetching: false, lastRun: null },
      linkedinBase,
      redditBase,
      defaultAppUrl: 'http://localhost:3000',
    });
    expect(status.inroad).toEqual({ signedIn: false, appUrl: 'http://localhost:3000' });
    const [inroad, , reddit, queue] = popupLines(status);
    expect(inroad?.text).toBe(
      'Not signed in: open Inroad in this browser and sign in; the extension picks the session up.',
    );
    expect(reddit).toMatchObject({ text: 'Session found', tone: 'ok' });
    expect(queue?.text).toBe('Idle: nothing has run since the browser started');
  });

  it('says what a running queue is doing', () => {
    const base: PopupStatus = {
      inroad: { signedIn: true, appUrl: 'http://localhost:3000' },
      linkedinSession: true,
      redditSession: true,
      queue: { running: true, fetching: true, lastRun: null },
    };
    expect(popupLines(base)[3]?.text).toBe('Reading your feeds…');
    expect(popupLines({ ...base, queue: { ...base.queue, fetching: false } })[3]?.text).toBe(
      'Carrying out your actions…',
    );
  });
});
