import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';

export type MailMessage = { to: string; subject: string; text: string; html: string };

/** Where outgoing mail goes: SMTP when configured, else the log (so a first run needs no mail server). */
export interface Mailer {
  readonly kind: 'smtp' | 'log';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** Sends through SMTP; nodemailer is loaded with the first mail, not at every start of a server that may send none. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  let transport: Promise<Transporter> | undefined;
  const loaded = () => {
    transport ??= import('nodemailer').then((nodemailer) => nodemailer.default.createTransport(smtpUrl));
    return transport;
  };
  return {
    kind: 'smtp',
    async send(message) {
      await (await loaded()).sendMail({ from, ...message });
    },
    async close() {
      if (transport) (await transport).close();
    },
  };
}

/** Prints the plain-text body to the log. Used only without SMTP: that log is the mailbox. */
export function createLogMailer(logger: Logger): Mailer {
  return {
    kind: 'log',
    async send(message) {
      logger.info(
        `Mail to ${message.to} (no SMTP_URL set, printed instead of sent): ${message.subject}\n${message.text}`,
      );
    },
    async close() {},
  };
}

export function createMailer(options: { smtpUrl?: string; from: string; logger: Logger }): Mailer {
  return options.smtpUrl ? createSmtpMailer(options.smtpUrl, options.from) : createLogMailer(options.logger);
}
