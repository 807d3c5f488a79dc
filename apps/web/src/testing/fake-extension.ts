import { vi } from 'vitest';

type Message = { type: string } & Record<string, unknown>;

// The messages the page sent the fake extension in the running test; emptied after each test (setup.ts).
const received: Message[] = [];

/**
 * The messages sent to the extension in this test, in order, beside the presence check ('check-extension') that
 * screens make on their own.
 */
export function messagesToExtension(): Message[] {
  return received.filter((message) => message.type !== 'check-extension');
}

export function forgetExtensionMessages(): void {
  received.splice(0);
}

/**
 * Puts the extension on the page for the running test (unstubbed after it): a `chrome.runtime` as Chrome gives a page
 * the extension lets talk to it. The real extension client sends its messages through it and reads the answers with
 * the shared contract; `answer` gives each message's answer, null for none (the client then takes the extension as
 * absent). Without it, there is no chrome.runtime and the extension is absent.
 */
export function fakeExtension(answer: (message: Message) => unknown = () => null) {
  const runtime = {
    lastError: undefined,
    sendMessage(_extensionId: string, message: Message, callback: (response: unknown) => void) {
      received.push(message);
      void Promise.resolve(answer(message)).then((response) => callback(response ?? undefined));
    },
  };
  vi.stubGlobal('chrome', { runtime });
}

/** The extension answering by message type; a type missing from `answers` gets no answer. */
export function fakeExtensionAnswering(answers: Record<string, unknown>) {
  fakeExtension((message) => answers[message.type] ?? null);
}
