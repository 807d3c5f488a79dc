import { z } from 'zod';
import type { EmailFinder } from './finder.ts';
import { nameParts } from './name-parts.ts';

// The part of Hunter's email-finder answer Inroad reads (https://hunter.io/api-documentation/v2#email-finder).
const HunterAnswer = z.object({
  data: z
    .object({
      email: z.string().nullable().optional(),
      verification: z.object({ status: z.string().nullable().optional() }).nullable().optional(),
    })
    .nullable()
    .optional(),
});

export class HunterError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number | null,
  ) {
    super(message);
    this.name = 'HunterError';
  }
}

/** Hunter's email finder. Throws HunterError when Hunter cannot answer (bad key, quota, outage). */
export function createHunterFinder(options: { apiKey: string; baseUrl: string; timeoutMs: number }): EmailFinder {
  return {
    provider: 'hunter',
    async find({ fullName, domain }) {
      const parts = nameParts(fullName);
      const none = { email: null, verified: false, provider: 'hunter' as const, alternatives: [], transient: false };
      if (!parts) return none;
      const url = new URL('/v2/email-finder', options.baseUrl);
      url.searchParams.set('domain', domain);
      // Hunter matches the name as written (accents included), not the address-ready ASCII parts.
      if (parts.family) {
        url.searchParams.set('first_name', parts.given);
        url.searchParams.set('last_name', parts.family);
      } else {
        url.searchParams.set('full_name', parts.given);
      }
      url.searchParams.set('api_key', options.apiKey);
      let response: Response;
      try {
        response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
      } catch (error) {
        throw new HunterError(`Hunter did not answer: ${(error as Error).message}`, null);
      }
      // Hunter answers 404 when it has no address for the person.
      if (response.status === 404) return none;
      if (!response.ok) throw new HunterError(`Hunter answered ${response.status}`, response.status);
      const parsed = HunterAnswer.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new HunterError('Hunter answered with an unexpected body', response.status);
      const email = parsed.data.data?.email?.trim().toLowerCase() || null;
      if (!email) return none;
      return {
        email,
        verified: parsed.data.data?.verification?.status === 'valid',
        provider: 'hunter',
        alternatives: [],
        transient: false,
      };
    },
  };
}
