import type { MailMessage } from '../../platform/mail/mailer.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function composeLoginMail(options: {
  to: string;
  link: string;
  expiresAt: Date;
  ttlMinutes: number;
}): MailMessage {
  const { to, link, expiresAt, ttlMinutes } = options;
  const expiry = `${expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const text = [
    'Sign in to Inroad',
    '',
    'Open this link to sign in:',
    link,
    '',
    `The link works once and expires in ${ttlMinutes} minutes (at ${expiry}).`,
    'If you did not ask for it, ignore this e-mail: nobody can sign in without the link.',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<h2>Sign in to Inroad</h2>
<p><a href="${escapeHtml(link)}">Sign in to Inroad</a></p>
<p>Or paste this address into your browser:<br><code>${escapeHtml(link)}</code></p>
<p>The link works once and expires in ${ttlMinutes} minutes (at ${escapeHtml(expiry)}).</p>
<p>If you did not ask for it, ignore this e-mail: nobody can sign in without the link.</p>
</body></html>`;
  return { to, subject: 'Your Inroad sign-in link', text, html };
}
