// The small server-rendered pages of the sign-in link. They work without the web app's bundle (an old tab after an
// upgrade, a browser that blocks it) and run no inline script, so the Content-Security-Policy stays strict.

/** Served by the server itself; the page's only script. */
export const SIGN_IN_SCRIPT_PATH = '/api/login/sign-in.js';

/**
 * Submits the sign-in form once the page has loaded. Only a page that runs scripts signs in by itself; a fetch of
 * the link (a mail scanner checking it) reads the page and uses nothing up.
 */
export const SIGN_IN_SCRIPT = `'use strict';
var form = document.querySelector('form[data-auto-submit]');
if (form) {
  var button = form.querySelector('button');
  if (button) button.disabled = true;
  form.submit();
}
`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<main><h1 style="font-size:1.5rem">Inroad</h1>
${body}
</main>${script}</body></html>`;
}

const FIELD_STYLE = 'display:block;width:100%;box-sizing:border-box;padding:.5rem;margin:.25rem 0 1rem;font:inherit';
const BUTTON_STYLE = 'padding:.5rem 1rem;font:inherit;cursor:pointer';

/** The page the link opens: a form that posts the token, submitted by the script, or by hand without it. */
export function signInPage(token: string): string {
  return page(
    'Sign in to Inroad',
    `<p>Signing you in…</p>
<form method="post" action="/api/login/verify" data-auto-submit>
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit" style="${BUTTON_STYLE}">Sign in to Inroad</button>
</form>`,
    `<script src="${SIGN_IN_SCRIPT_PATH}"></script>`,
  );
}

function newLinkForm(): string {
  return `<form method="post" action="/api/login/new_link">
<label for="email">Email</label>
<input id="email" name="email" type="email" required autocomplete="email" style="${FIELD_STYLE}">
<button type="submit" style="${BUTTON_STYLE}">Send a new link</button>
</form>`;
}

/** A link that cannot sign in (used, expired, unknown, malformed), or a new-link request that failed. */
export function newLinkPage(message: string): string {
  return page('Inroad – sign-in link', `<p role="alert">${escapeHtml(message)}</p>\n${newLinkForm()}`);
}

/** After the 'Send a new link' form: the same answer for every address (no account enumeration). */
export function linkSentPage(): string {
  return page(
    'Inroad – check your email',
    '<p role="status">Check your email for the login link!</p>\n<p><a href="/login">Back to the login page</a></p>',
  );
}
