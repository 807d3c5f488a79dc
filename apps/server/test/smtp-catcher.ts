import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = { to: string[]; subject: string; text: string; html: string };

/** A real SMTP server on loopback that keeps every message it receives, parsed. */
export type SmtpCatcher = {
  url: string;
  messages: CaughtMail[];
  /** How many of the next messages are refused at RCPT TO with 451 (a mail server in trouble). */
  refuseNext: number;
  /** Resolves with the first message to `address` that arrives (or already arrived) after `since` messages. */
  waitFor(address: string, options?: { since?: number; timeoutMs?: number }): Promise<CaughtMail>;
  close(): Promise<void>;
};

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const messages: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (catcher.refuseNext <= 0) return callback();
      catcher.refuseNext--;
      callback(Object.assign(new Error('Mailbox unavailable, try again later'), { responseCode: 451 }));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((email) => {
            messages.push({
              to: (email.to ?? []).map((a) => a.address ?? '').filter(Boolean),
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? '',
            });
            for (const wake of waiters) wake();
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const catcher: SmtpCatcher = {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseNext: 0,
    waitFor(address, { since = 0, timeoutMs = 10_000 } = {}) {
      const find = () => messages.slice(since).find((m) => m.to.includes(address.toLowerCase()));
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = find();
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No mail to ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return catcher;
}

export function loginLinkIn(mail: CaughtMail): string {
  const match = mail.text.match(/https?:\/\/\S+\/api\/login\/verify\?token=[A-Za-z0-9_-]+/);
  if (!match) throw new Error(`No login link in mail: ${mail.text}`);
  return match[0];
}
