import type { EmailFinder } from './finder.ts';
import { addressCandidates, nameParts } from './name-parts.ts';

/** The part of node:dns/promises the finder uses; tests pass a stub object. */
export type MxResolver = { resolveMx(hostname: string): Promise<Array<{ exchange: string; priority: number }>> };

/** DNS answers that mean "this domain takes no mail" rather than "DNS did not answer". */
const NO_RECORD_CODES = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN', 'ENONAME']);

/**
 * Without a lookup service: the most common address formats for the person's name at the company's
 * domain, offered only when the domain receives mail (it has an MX record). Never verified.
 */
export function createBuiltinFinder({ resolver }: { resolver: MxResolver }): EmailFinder {
  return {
    provider: 'builtin',
    async find({ fullName, domain }) {
      const none = { email: null, verified: false, provider: 'builtin' as const, alternatives: [] };
      const parts = nameParts(fullName);
      if (!parts) return { ...none, transient: false };
      let records: Array<{ exchange: string }>;
      try {
        records = await resolver.resolveMx(domain);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        return { ...none, transient: !(typeof code === 'string' && NO_RECORD_CODES.has(code)) };
      }
      // RFC 7505 "null MX" (a single record with an empty exchange) says the domain accepts no mail.
      const receivesMail = records.some((r) => r.exchange !== '' && r.exchange !== '.');
      if (!receivesMail) return { ...none, transient: false };
      const [email, ...alternatives] = addressCandidates(parts, domain);
      return { email: email ?? null, verified: false, provider: 'builtin', alternatives, transient: false };
    },
  };
}
