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

/** Past about 2,000 characters mail services and clients refuse a compose link. */
export const COMPOSE_URL_MAX = 2_000;

export function fitsComposeUrl(client: MailClient, email: ComposedEmail): boolean {
  return composeUrl(client, email).length <= COMPOSE_URL_MAX;
}

/** The e-mail with the longest start of its body whose compose link still fits. */
export function cutBodyToFit(client: MailClient, email: ComposedEmail): ComposedEmail {
  // Whole characters: half a surrogate pair is not text, and encodeURIComponent refuses it.
  const characters = Array.from(email.body);
  const withBody = (length: number) => ({ ...email, body: characters.slice(0, length).join('') });
  let low = 0;
  let high = characters.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fitsComposeUrl(client, withBody(middle))) low = middle;
    else high = middle - 1;
  }
  return withBody(low);
}

/** How the body reached the compose window: in the link, on the clipboard (the link without it), or cut to fit. */
export type ComposedBody = 'in-link' | 'copied' | 'cut';

export const LONG_BODY_MESSAGES = {
  copied: 'The email body is too long for a compose link; it was copied to the clipboard: paste it into the email.',
  cut: 'The email body is too long for a compose link and could not be copied to the clipboard; it was cut to fit.',
} as const;

async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    // Refused, or no clipboard at all (a page not served over https).
    console.warn('Could not copy the email body', error);
    return false;
  }
}

/**
 * Opens the compose window. A body too long for the link is copied to the clipboard and the window opens with the
 * recipient and subject; where the clipboard refuses it, the body is cut to fit.
 */
export async function openComposeWindow(client: MailClient, email: ComposedEmail): Promise<ComposedBody> {
  const openWith = (composed: ComposedEmail) =>
    window.open(composeUrl(client, composed), '_blank', composeWindowFeatures(window));
  if (fitsComposeUrl(client, email)) {
    openWith(email);
    return 'in-link';
  }
  // The clipboard answers at once, while the click still allows the window to open.
  const copied = await copyToClipboard(email.body);
  openWith(copied ? { ...email, body: '' } : cutBodyToFit(client, email));
  return copied ? 'copied' : 'cut';
}
