import type { AppConfig } from '@inroad/contracts/app-config';

/**
 * Whether the Create area (content plans, ideas, queue) is open here. The server applies DESIGN's
 * `CREATE_AREA` setting (on/off/local) and `LOCAL_HOSTS` and says so in the app config; until that has
 * loaded (or if it cannot), the default `local` rule is applied in the browser.
 */
export function isCreateAreaAllowed(
  config?: Pick<AppConfig, 'createArea'>,
  hostname: string = window.location.hostname,
): boolean {
  return config ? config.createArea : isLocalDevelopmentHost(hostname);
}

export function isLocalDevelopmentHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '::1') return true;
  return /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.test(host) && host.split('.').every((part) => Number(part) <= 255);
}
