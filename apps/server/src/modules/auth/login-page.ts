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

/**
 * The web app's look in a few rules (Mantine's body, text, input and primary colours at the theme's shade 8, its
 * medium radius), in the scheme the system asks for: a sign-in link opened at night is not a white page. The
 * Content-Security-Policy allows inline styles; the pages run no inline script.
 */
const STYLE = `:root{color-scheme:light dark;--body:#fff;--text:#000;--border:#ced4da;--input:#fff;\
--primary:#1971c2;--link:#1971c2}
@media (prefers-color-scheme:dark){:root{--body:#242424;--text:#c9c9c9;--border:#424242;\
--input:#2e2e2e;--link:#4dabf7}}
body{margin:0;background:var(--body);color:var(--text);line-height:1.55;\
font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}
main{max-width:28rem;margin:4rem auto;padding:0 1rem}
h1{font-size:1.5rem;margin:0 0 1rem}
label{display:block;font-size:.875rem;font-weight:500}
input{display:block;width:100%;box-sizing:border-box;margin:.25rem 0 1rem;padding:.5rem .75rem;font:inherit;\
color:inherit;background:var(--input);border:1px solid var(--border);border-radius:.5rem}
button{padding:.5rem 1.125rem;font:inherit;font-weight:600;color:#fff;background:var(--primary);border:0;\
border-radius:.5rem;cursor:pointer}
button:disabled{opacity:.6;cursor:default}
a{color:var(--link)}
:focus-visible{outline:2px solid var(--link);outline-offset:2px}`;

function page(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><h1>Inroad</h1>
${body}
</main>${script}</body></html>`;
}

/** The page the link opens: a form that posts the token, submitted by the script, or by hand without it. */
export function signInPage(token: string): string {
  return page(
    'Sign in to Inroad',
    `<p>Signing you in…</p>
<form method="post" action="/api/login/verify" data-auto-submit>
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">Sign in to Inroad</button>
</form>`,
    `<script src="${SIGN_IN_SCRIPT_PATH}"></script>`,
  );
}

/**
 * The page of a link opened in a browser that did not ask for it (another device, or someone else's link): it names
 * the account and signs in only when clicked.
 */
export function confirmSignInPage(token: string, email: string): string {
  return page(
    'Sign in to Inroad',
    `<p>Sign in to Inroad as <strong>${escapeHtml(email)}</strong>?</p>
<p>This link was asked for in another browser. Continue only if you asked for it: whoever signs in here works as
this account, and the Inroad extension in this browser too.</p>
<form method="post" action="/api/login/verify">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">Sign in as ${escapeHtml(email)}</button>
</form>`,
  );
}

function newLinkForm(): string {
  return `<form method="post" action="/api/login/new_link">
<label for="email">Email</label>
<input id="email" name="email" type="email" required autocomplete="email">
<button type="submit">Send a new link</button>
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
