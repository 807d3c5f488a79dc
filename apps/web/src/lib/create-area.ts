/**
 * Whether the Create area (content plans, ideas, queue) is open here. DESIGN's `CREATE_AREA` setting
 * (on/off/local, default local) lives on the server; until the server hands it to the app, the default
 * `local` rule is applied in the browser: only a local development host qualifies.
 */
export function isCreateAreaAllowed(hostname: string = window.location.hostname): boolean {
  return isLocalDevelopmentHost(hostname);
}

export function isLocalDevelopmentHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '::1') return true;
  return /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.test(host) && host.split('.').every((part) => Number(part) <= 255);
}
