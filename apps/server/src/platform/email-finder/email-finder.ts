import { Resolver } from 'node:dns/promises';
import type { Logger } from 'pino';
import { createBuiltinFinder, type MxResolver } from './builtin-finder.ts';
import type { EmailFinder } from './finder.ts';
import { createHunterFinder } from './hunter-finder.ts';

export type { EmailFinder } from './finder.ts';

export type EmailFinderOptions = {
  hunter: { apiKey?: string; baseUrl: string };
  logger: Logger;
  resolver?: MxResolver;
  timeoutMs?: number;
};

/** Hunter when a key is configured (falling back to the built-in finder when Hunter fails), else the built-in finder. */
export function createEmailFinder(options: EmailFinderOptions): EmailFinder {
  const builtin = createBuiltinFinder({ resolver: options.resolver ?? defaultResolver() });
  if (!options.hunter.apiKey) return builtin;
  const hunter = createHunterFinder({
    apiKey: options.hunter.apiKey,
    baseUrl: options.hunter.baseUrl,
    timeoutMs: options.timeoutMs ?? 10_000,
  });
  return {
    provider: 'hunter',
    async find(person) {
      try {
        return await hunter.find(person);
      } catch (error) {
        options.logger.warn({ err: error, domain: person.domain }, 'Hunter lookup failed; using the built-in finder');
        const guess = await builtin.find(person);
        return { ...guess, transient: true };
      }
    },
  };
}

function defaultResolver(): MxResolver {
  // Bounded: a slow DNS server must not hold the request for the system default of ~20 s.
  return new Resolver({ timeout: 3_000, tries: 2 });
}
