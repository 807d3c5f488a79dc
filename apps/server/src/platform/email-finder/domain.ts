import { isIP } from 'node:net';

/**
 * The mail domain of a company website as people paste it ("https://www.Acme.com/about", "acme.com"):
 * the host without "www.", lower-cased. Null for anything that is not a public host name.
 */
export function companyDomain(website: string | null | undefined): string | null {
  const raw = website?.trim();
  if (!raw) return null;
  let host: string;
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`).hostname.toLowerCase();
  } catch {
    return null;
  }
  host = host.replace(/^www\d*\./, '').replace(/\.$/, '');
  if (isIP(host) || !host.includes('.') || host.endsWith('.localhost') || host === 'localhost') return null;
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) return null;
  return host;
}
