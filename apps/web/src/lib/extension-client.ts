import { EXTENSION_ID } from '@inroad/contracts/extension';
import { CompanySuggestion, PersonSuggestion } from '@inroad/contracts/source';
import { z } from 'zod';

/**
 * The messages the web app sends the browser extension (spec engage.md §7). Typed here until the shared
 * message union lands in the contracts; the names are the spec's.
 */
export type ExtensionMessage =
  | { type: 'check-extension' }
  | { type: 'refreshFeeds' }
  | { type: 'checkRefreshFeedStatus' }
  | { type: 'typeAheadLinkedinUserEntities'; query: string }
  | { type: 'typeAheadLinkedinCompanyEntities'; query: string };

/** The part of Chrome's runtime API the bridge uses; present on every page once any extension exposes it. */
interface ChromeRuntime {
  sendMessage(extensionId: string, message: unknown, callback: (response: unknown) => void): void;
  lastError?: { message?: string };
}

/** Long enough for a LinkedIn round trip made by the extension, short enough that a dead worker is noticed. */
export const EXTENSION_TIMEOUT_MS = 30_000;

function chromeRuntime(): ChromeRuntime | undefined {
  const chrome = (globalThis as { chrome?: { runtime?: Partial<ChromeRuntime> } }).chrome;
  return typeof chrome?.runtime?.sendMessage === 'function' ? (chrome.runtime as ChromeRuntime) : undefined;
}

function warnAbsent(message: ExtensionMessage, reason: string): null {
  console.warn(`Inroad extension unavailable for ${message.type}: ${reason}`);
  return null;
}

/**
 * Sends one message to the extension. Resolves to its answer, or to null when the extension is absent:
 * no Chrome runtime on the page, a messaging error (not installed, disabled, origin not allowed), no answer
 * within the time-out, or an empty answer. Never rejects, so callers only have to handle null.
 */
export function sendToExtension(
  message: ExtensionMessage,
  options: { timeoutMs?: number } = {},
): Promise<unknown | null> {
  const runtime = chromeRuntime();
  if (!runtime) return Promise.resolve(warnAbsent(message, 'no chrome.runtime on this page'));
  const timeoutMs = options.timeoutMs ?? EXTENSION_TIMEOUT_MS;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: unknown | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(value);
    };
    const timer = setTimeout(() => settle(warnAbsent(message, `no answer within ${timeoutMs} ms`)), timeoutMs);
    try {
      runtime.sendMessage(EXTENSION_ID, message, (response) => {
        // Reading lastError marks it handled; unread, Chrome logs it as an uncaught error.
        const error = runtime.lastError;
        if (error) settle(warnAbsent(message, error.message ?? 'messaging error'));
        else if (response === undefined || response === null) settle(warnAbsent(message, 'empty answer'));
        else settle(response);
      });
    } catch (error) {
      settle(warnAbsent(message, error instanceof Error ? error.message : String(error)));
    }
  });
}

const CHECK_TIMEOUT_MS = 5_000;
const CheckAnswer = z.object({ success: z.boolean() });

/** Whether the extension answers the presence check with success. */
export async function checkExtension(): Promise<boolean> {
  const answer = await sendToExtension({ type: 'check-extension' }, { timeoutMs: CHECK_TIMEOUT_MS });
  const parsed = CheckAnswer.safeParse(answer);
  return parsed.success && parsed.data.success;
}

/** Asks the extension to refresh the user's feeds; false when it is absent or refuses. */
export async function requestFeedRefresh(): Promise<boolean> {
  const answer = await sendToExtension({ type: 'refreshFeeds' });
  return answer !== null && CheckAnswer.safeParse(answer).data?.success !== false;
}

/** A type-ahead answer: a list of suggestions, or an object carrying one. */
async function typeAhead<T extends z.ZodType>(
  message: Extract<ExtensionMessage, { query: string }>,
  item: T,
): Promise<z.infer<T>[] | null> {
  const answer = await sendToExtension(message);
  if (answer === null) return null;
  const raw = Array.isArray(answer)
    ? answer
    : z.object({ suggestions: z.array(z.unknown()) }).safeParse(answer).data?.suggestions;
  if (!raw) return warnAbsent(message, 'unexpected type-ahead answer');
  // One malformed entry should not hide the others.
  return raw.flatMap((entry) => {
    const parsed = item.safeParse(entry);
    return parsed.success ? [parsed.data as z.infer<T>] : [];
  });
}

/** People matching `query` on LinkedIn, or null when the extension is absent. */
export async function typeAheadPeople(query: string): Promise<PersonSuggestion[] | null> {
  return typeAhead({ type: 'typeAheadLinkedinUserEntities', query }, PersonSuggestion);
}

/** Companies matching `query` on LinkedIn, or null when the extension is absent. */
export async function typeAheadCompanies(query: string): Promise<CompanySuggestion[] | null> {
  return typeAhead({ type: 'typeAheadLinkedinCompanyEntities', query }, CompanySuggestion);
}
