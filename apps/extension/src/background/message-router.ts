import {
  type ExtensionAnswer,
  type ExtensionFailureAnswer,
  ExtensionMessage,
  type ExtensionMessageType,
} from '@inroad/contracts/messages';
import { InroadApiError } from '../inroad/server-api.ts';
import { LocalNetworkFailure } from '../net/raw-response.ts';

// The entry for messages from web pages: only Inroad's own origins are heard, only messages of the contract's
// union are acted on, and every answer is either the message's success answer or a failure answer.

export type MessageContext = { origin: string };

export type MessageHandlers = {
  [T in ExtensionMessageType]: (
    message: Extract<ExtensionMessage, { type: T }>,
    context: MessageContext,
  ) => Promise<ExtensionAnswer<T>>;
};

export type MessageSender = { origin?: string; url?: string };

/**
 * Whether an origin matches one of the manifest's externally_connectable patterns ('http://localhost/*',
 * 'https://*.example.com/*'). As in Chrome, a pattern without a port matches every port.
 */
export function originAllowed(origin: string, patterns: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return patterns.some((pattern) => {
    const match = /^(\*|https?):\/\/([^/]+)\//.exec(pattern.trim());
    if (!match) return false;
    const [, scheme, hostPattern = ''] = match;
    if (scheme !== '*' && `${scheme}:` !== url.protocol) return false;
    const [host = '', port] = hostPattern.split(':');
    if (port !== undefined && port !== '*' && port !== url.port) return false;
    if (host.startsWith('*.')) return url.hostname === host.slice(2) || url.hostname.endsWith(host.slice(1));
    return host === '*' || host === url.hostname;
  });
}

export function senderOrigin(sender: MessageSender): string | undefined {
  if (sender.origin && sender.origin !== 'null') return sender.origin;
  if (!sender.url) return undefined;
  try {
    return new URL(sender.url).origin;
  } catch {
    return undefined;
  }
}

export function failure(
  error: string,
  networkFailure: ExtensionFailureAnswer['failure'] = null,
): ExtensionFailureAnswer {
  return { success: false, error, failure: networkFailure };
}

/** A failure answer for anything a handler threw. */
export function failureOfError(error: unknown): ExtensionFailureAnswer {
  if (error instanceof LocalNetworkFailure) return failure(error.failure.message, error.failure);
  if (error instanceof InroadApiError) return failure(error.message);
  return failure(`The extension could not do that: ${error instanceof Error ? error.message : String(error)}`);
}

export function createMessageRouter(options: { allowedOrigins: readonly string[]; handlers: MessageHandlers }) {
  return async function route(message: unknown, sender: MessageSender): Promise<unknown> {
    const origin = senderOrigin(sender);
    if (!origin || !originAllowed(origin, options.allowedOrigins)) {
      return failure('This page may not talk to the Inroad extension');
    }
    const parsed = ExtensionMessage.safeParse(message);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      return failure(`Not a message the extension knows (${where}${issue?.message ?? 'invalid'})`);
    }
    // Each handler takes exactly its own message type; the union is narrowed by the table lookup.
    const handler = options.handlers[parsed.data.type] as (m: ExtensionMessage, c: MessageContext) => Promise<unknown>;
    try {
      return await handler(parsed.data, { origin });
    } catch (error) {
      return failureOfError(error);
    }
  };
}
