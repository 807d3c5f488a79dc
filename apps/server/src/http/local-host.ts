import { isIP } from 'node:net';

/** Whether a host name (no port) is this machine: localhost, a loopback address, or one of the configured extras. */
export function isLocalHost(hostname: string, extraHosts: string[]): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host === '::1' || extraHosts.includes(host)) return true;
  return isIP(host) === 4 && host.startsWith('127.');
}
