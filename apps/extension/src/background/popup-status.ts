import type { SessionStore } from '../inroad/session.ts';
import type { CookieJar } from '../platform/chrome.ts';
import type { PopupStatus } from '../popup/popup-status.ts';
import type { InstructionRunner } from './instruction-runner.ts';

export interface PopupStatusDeps {
  sessions: SessionStore;
  cookies: CookieJar;
  /** readLastRun, when given, also finds a run that ended before the service worker restarted. */
  runner: Pick<InstructionRunner, 'running' | 'fetching' | 'lastRun'> & Partial<Pick<InstructionRunner, 'readLastRun'>>;
  linkedinBase: string;
  redditBase: string;
  /** Where Inroad is when the extension holds no session yet (the build's app URL). */
  defaultAppUrl: string;
}

/** The signed-in cookies: li_at is LinkedIn's session, reddit_session Reddit's (present only when signed in). */
export async function readPopupStatus(deps: PopupStatusDeps): Promise<PopupStatus> {
  const [session, linkedin, reddit, last] = await Promise.all([
    deps.sessions.get(),
    deps.cookies.get(deps.linkedinBase, 'li_at'),
    deps.cookies.get(deps.redditBase, 'reddit_session'),
    deps.runner.readLastRun ? deps.runner.readLastRun() : deps.runner.lastRun,
  ]);
  return {
    inroad: {
      signedIn: session !== null,
      appUrl: session ? new URL(session.apiBase).origin : deps.defaultAppUrl,
    },
    linkedinSession: Boolean(linkedin),
    redditSession: Boolean(reddit),
    queue: {
      running: deps.runner.running,
      fetching: deps.runner.fetching,
      lastRun: last
        ? {
            end: last.end,
            done: last.done,
            failed: last.failed,
            reason: last.failure?.message ?? last.error ?? null,
            finishedAt: last.finishedAt,
          }
        : null,
    },
  };
}
