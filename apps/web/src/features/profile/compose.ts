import { COMPOSE_WINDOW } from '@inroad/contracts/constants';
import { type EmailTemplate, fillTemplate } from '@inroad/contracts/email-template';

export type MailClient = 'gmail' | 'outlook';

export const MAIL_CLIENT_LABELS: Record<MailClient, string> = { gmail: 'Gmail', outlook: 'Outlook' };

export interface ComposedEmail {
  to: string;
  subject: string;
  body: string;
}

const HONORIFICS = new Set(['dr', 'mr', 'mrs', 'ms', 'mx', 'prof']);

/** The first name a greeting uses: the first word of the name, past a title such as 'Dr.'. */
export function firstNameOf(fullName: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words.find((word) => !HONORIFICS.has(word.replace(/\.$/, '').toLowerCase()));
  return first ?? words[0] ?? '';
}

/** The e-mail a template makes for one recipient ({{firstName}} filled); no template: a blank e-mail. */
export function composeEmail(
  template: Pick<EmailTemplate, 'subject' | 'body'> | null,
  recipient: { email: string; fullName: string | null },
): ComposedEmail {
  const values = { firstName: firstNameOf(recipient.fullName) };
  return {
    to: recipient.email,
    subject: template ? fillTemplate(template.subject, values) : '',
    body: template ? fillTemplate(template.body, values) : '',
  };
}

// Spaces as %20, not '+': the webmail services read the query literally, and a '+' would show in the text.
function query(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
}

/** The web compose page of the mail service, prefilled with recipient, subject and body. */
export function composeUrl(client: MailClient, email: ComposedEmail): string {
  if (client === 'gmail') {
    return `https://mail.google.com/mail/?${query({ view: 'cm', fs: '1', to: email.to, su: email.subject, body: email.body })}`;
  }
  return `https://outlook.office.com/mail/deeplink/compose?${query({ to: email.to, subject: email.subject, body: email.body })}`;
}

/** Window features for the compose window: 800x600, centred on the app's window, without toolbars. */
export function composeWindowFeatures(screen: {
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
}): string {
  const { width, height } = COMPOSE_WINDOW;
  const left = Math.max(0, Math.round(screen.screenX + (screen.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(screen.screenY + (screen.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top},toolbar=no,menubar=no,location=no,status=no,noopener,noreferrer`;
}

export function openComposeWindow(client: MailClient, email: ComposedEmail): void {
  window.open(composeUrl(client, email), '_blank', composeWindowFeatures(window));
}
