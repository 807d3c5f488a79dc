import { EXTENSION_ID } from '@inroad/contracts/extension';
import {
  type ExtensionAnswer,
  type ExtensionMessageInput,
  type ExtensionMessageType,
  parseExtensionAnswer,
} from '@inroad/contracts/messages';
import type { CompanySuggestion, PersonSuggestion } from '@inroad/contracts/source';

/** The part of Chrome's runtime API the bridge uses; present on a page an extension lets talk to it. */
interface ChromeRuntime {
  sendMessage(extensionId: string, message: unknown, callback: (response: unknown) => void): void;
  lastError?: { message?: string };
}

/** Long enough for a LinkedIn round trip made by the extension, short enough that a dead worker is noticed. */
export const EXTENSION_TIMEOUT_MS = 30_000;
const CHECK_TIMEOUT_MS = 5_000;

function chromeRuntime(): ChromeRuntime | undefined {
  const chrome = (globalThis as { chrome?: { runtime?: Partial<ChromeRuntime> } }).chrome;
  return typeof chrome?.runtime?.sendMessage === 'function' ? (chrome.runtime as ChromeRuntime) : undefined;
}

function warnAbsent(type: string, reason: string): null {
  console.warn(`Inroad extension unavailable for ${type}: ${reason}`);
  return null;
}

/**
 * Sends one message to the extension (spec engage.md §7). Resolves to its raw answer, or to null when the
 * extension is absent: no Chrome runtime on the page, a messaging error (not installed, disabled, origin not
 * allowed), no answer within the time-out, or an empty answer. Never rejects, so callers only handle null.
 */
export function sendToExtension(
  message: ExtensionMessageInput,
  options: { timeoutMs?: number } = {},
): Promise<unknown | null> {
  const runtime = chromeRuntime();
  if (!runtime) return Promise.resolve(warnAbsent(message.type, 'no chrome.runtime on this page'));
  const timeoutMs = options.timeoutMs ?? EXTENSION_TIMEOUT_MS;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: unknown | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(value);
    };
    const timer = setTimeout(() => settle(warnAbsent(message.type, `no answer within ${timeoutMs} ms`)), timeoutMs);
    try {
      runtime.sendMessage(EXTENSION_ID, message, (response) => {
        // Reading lastError marks it handled; unread, Chrome logs it as an uncaught error.
        const error = runtime.lastError;
        if (error) settle(warnAbsent(message.type, error.message ?? 'messaging error'));
        else if (response === undefined || response === null) settle(warnAbsent(message.type, 'empty answer'));
        else settle(response);
      });
    } catch (error) {
      settle(warnAbsent(message.type, error instanceof Error ? error.message : String(error)));
    }
  });
}

/**
 * Sends a message and reads the answer with the shared contract: the typed success, a failure answer (the
 * extension refused or the network failed), or null when the extension is absent.
 */
export async function askExtension<T extends ExtensionMessageType>(
  message: Extract<ExtensionMessageInput, { type: T }>,
  options: { timeoutMs?: number } = {},
): Promise<ExtensionAnswer<T> | null> {
  const answer = await sendToExtension(message, options);
  const type: T = message.type;
  return answer === null ? null : parseExtensionAnswer(type, answer);
}

/**
 * Whether the extension answers the presence check with success. Only the success flag counts, so an older
 * build that answers with fewer fields is still found.
 */
export async function checkExtension(): Promise<boolean> {
  const answer = await sendToExtension({ type: 'check-extension' }, { timeoutMs: CHECK_TIMEOUT_MS });
  return typeof answer === 'object' && answer !== null && (answer as { success?: unknown }).success === true;
}

/** Asks the extension to refresh the user's feeds; false when it is absent or refuses. */
export async function requestFeedRefresh(): Promise<boolean> {
  const answer = await askExtension({ type: 'refreshFeeds' });
  return answer?.success === true;
}

/** People matching `query` on LinkedIn; null when the extension is absent or cannot search now. */
export async function typeAheadPeople(query: string): Promise<PersonSuggestion[] | null> {
  const answer = await askExtension({ type: 'typeAheadLinkedinUserEntities', query });
  if (answer && !answer.success) warnAbsent('typeAheadLinkedinUserEntities', answer.error);
  return answer?.success ? answer.suggestions : null;
}

/** Companies matching `query` on LinkedIn; null when the extension is absent or cannot search now. */
export async function typeAheadCompanies(query: string): Promise<CompanySuggestion[] | null> {
  const answer = await askExtension({ type: 'typeAheadLinkedinCompanyEntities', query });
  if (answer && !answer.success) warnAbsent('typeAheadLinkedinCompanyEntities', answer.error);
  return answer?.success ? answer.suggestions : null;
}
