import { EXTENSION_ID } from '@inroad/contracts/extension';
import { createHttpInstructionApi } from '../inroad/instruction-api.ts';
import { createInroadApi } from '../inroad/server-api.ts';
import { createSessionStore } from '../inroad/session.ts';
import { createAccountReporter } from '../linkedin/account.ts';
import { createLinkedinClient } from '../linkedin/client.ts';
import { LINKEDIN_ENDPOINTS } from '../linkedin/endpoints.ts';
import type { FetchLike } from '../net/raw-response.ts';
import { chromeCookieJar, chromeLocalStore, chromeSessionStore } from '../platform/chrome.ts';
import { POPUP_STATUS_MESSAGE } from '../popup/popup-status.ts';
import { createRedditClient } from '../reddit/client.ts';
import { readOutcome } from './actions.ts';
import { executeInstruction } from './execute-instruction.ts';
import { createHandlers } from './handlers.ts';
import { createInstructionRunner } from './instruction-runner.ts';
import { createMessageRouter } from './message-router.ts';
import { readPopupStatus } from './popup-status.ts';
import { createReportJournal } from './report-journal.ts';

// The service worker: wires the clients, the Inroad API and the instruction runner to Chrome's events. Work runs
// when the web app asks (refreshFeeds, refreshEngagements), on a timer, and at browser start.

const CLAIM_ALARM = 'inroad-claim-instructions';
const CLAIM_EVERY_MINUTES = 1;

const webFetch: FetchLike = (input, init) => fetch(input, init);
const sessions = createSessionStore(chromeLocalStore());
const inroad = createInroadApi({ fetch: webFetch, sessions });
const network = {
  linkedin: createLinkedinClient({
    fetch: webFetch,
    cookies: chromeCookieJar(),
    endpoints: { ...LINKEDIN_ENDPOINTS, baseUrl: __INROAD_LINKEDIN_BASE__ },
  }),
  reddit: createRedditClient({ fetch: webFetch, baseUrl: __INROAD_REDDIT_BASE__, cookies: chromeCookieJar() }),
  inroad,
};
const signedInUser = async () => (await sessions.get())?.userId ?? null;
const accountReporter = createAccountReporter({
  linkedin: network.linkedin,
  inroad,
  store: chromeLocalStore(),
  currentUser: signedInUser,
});
const runner = createInstructionRunner({
  api: createHttpInstructionApi(inroad),
  beforeRun: () => accountReporter.refresh(),
  execute: (instruction) => executeInstruction(instruction, network),
  journal: createReportJournal(chromeLocalStore(), Date.now, signedInUser),
  readOutcome: (answer) => readOutcome(network, answer.platform, answer.body),
  statusStore: chromeSessionStore(),
});

const route = createMessageRouter({
  allowedOrigins: __INROAD_APP_ORIGINS__,
  handlers: createHandlers({
    ...network,
    sessions,
    runner,
    extensionId: EXTENSION_ID,
    version: chrome.runtime.getManifest().version,
  }),
});

chrome.runtime.onMessageExternal.addListener((message: unknown, sender, sendResponse) => {
  route(message, sender).then(sendResponse);
  // The answer comes asynchronously: keep the channel open.
  return true;
});

// The toolbar popup asks for the status; only pages of this extension can send internal messages.
chrome.runtime.onMessage.addListener((message: unknown, sender, sendResponse) => {
  if (sender.id !== chrome.runtime.id || (message as { type?: unknown } | null)?.type !== POPUP_STATUS_MESSAGE) {
    return false;
  }
  readPopupStatus({
    sessions,
    cookies: chromeCookieJar(),
    runner,
    linkedinBase: __INROAD_LINKEDIN_BASE__,
    redditBase: __INROAD_REDDIT_BASE__,
    defaultAppUrl: __INROAD_APP_URL__,
  }).then(sendResponse);
  return true;
});

async function claimIfSignedIn(): Promise<void> {
  if (await sessions.get()) runner.start();
}

chrome.alarms.onAlarm.addListener((alarm) => {
  if (alarm.name === CLAIM_ALARM) void claimIfSignedIn();
});
chrome.runtime.onInstalled.addListener(() => {
  void chrome.alarms.create(CLAIM_ALARM, { periodInMinutes: CLAIM_EVERY_MINUTES });
});
chrome.runtime.onStartup.addListener(() => {
  void chrome.alarms.create(CLAIM_ALARM, { periodInMinutes: CLAIM_EVERY_MINUTES });
  void claimIfSignedIn();
});
