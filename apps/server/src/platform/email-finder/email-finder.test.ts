import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeHunterServer, hunterFound, startFakeHunter } from '../../../test/fake-hunter-server.ts';
import type { MxResolver } from './builtin-finder.ts';
import { companyDomain } from './domain.ts';
import { createEmailFinder } from './email-finder.ts';
import { addressCandidates, nameParts } from './name-parts.ts';

const logger = pino({ level: 'silent' });

/** DNS as the tests want it: domains with mail, domains without, and a DNS server that fails. */
function stubResolver(zones: Record<string, string[] | 'nodata' | 'timeout'>): MxResolver & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    async resolveMx(hostname) {
      asked.push(hostname);
      const zone = zones[hostname];
      if (zone === 'timeout') throw Object.assign(new Error('queryMx ETIMEOUT'), { code: 'ETIMEOUT' });
      if (zone === undefined) throw Object.assign(new Error('queryMx ENOTFOUND'), { code: 'ENOTFOUND' });
      if (zone === 'nodata') throw Object.assign(new Error('queryMx ENODATA'), { code: 'ENODATA' });
      return zone.map((exchange, priority) => ({ exchange, priority }));
    },
  };
}

describe('name parts', () => {
  it('drops honorifics, initials, credentials and emoji, and folds accents', () => {
    expect(nameParts('Dr. Zoë Q. Ångström-Lind, PhD 🚀')).toEqual({
      first: 'zoe',
      last: 'angstromlind',
      given: 'Zoë',
      family: 'Ångström-Lind',
    });
    expect(nameParts('Łukasz (he/him) Weiß')).toMatchObject({ first: 'lukasz', last: 'weiss' });
    expect(nameParts('Cher')).toMatchObject({ first: 'cher', last: null });
    expect(nameParts(' 🚀 ,')).toBeNull();
    // Written as the network gave it, decomposed: the accent stays on its letter.
    expect(nameParts('Jose\u0301 Garci\u0301a')).toMatchObject({ first: 'jose', given: 'José', family: 'García' });
  });

  it('offers the common formats, first.last first, without duplicates', () => {
    expect(addressCandidates({ first: 'ada', last: 'king', given: 'Ada', family: 'King' }, 'example.com')).toEqual([
      'ada.king@example.com',
      'ada@example.com',
      'adaking@example.com',
      'aking@example.com',
      'ada_king@example.com',
      'a.king@example.com',
    ]);
  });
});

describe('company domain', () => {
  it('reads a bare host from what people paste', () => {
    expect(companyDomain('https://www.Example.com/about?x=1')).toBe('example.com');
    expect(companyDomain('example.co.uk')).toBe('example.co.uk');
    expect(companyDomain('  ')).toBeNull();
    expect(companyDomain('localhost')).toBeNull();
    expect(companyDomain('http://10.0.0.1')).toBeNull();
    expect(companyDomain('not a domain')).toBeNull();
  });
});

describe('built-in finder', () => {
  it('offers first.last at a domain that receives mail, unverified', async () => {
    const resolver = stubResolver({ 'example.com': ['mx1.example.com'] });
    const finder = createEmailFinder({ hunter: { baseUrl: 'http://127.0.0.1:9' }, logger, resolver });
    expect(finder.provider).toBe('builtin');
    const guess = await finder.find({ fullName: 'Ada King', domain: 'example.com' });
    expect(guess).toMatchObject({ email: 'ada.king@example.com', verified: false, provider: 'builtin' });
    expect(guess.alternatives).toContain('aking@example.com');
    expect(resolver.asked).toEqual(['example.com']);
  });

  it('finds nobody where the domain takes no mail, and marks DNS failures as transient', async () => {
    const resolver = stubResolver({ 'nomail.example': 'nodata', 'null-mx.example': [''], 'slow.example': 'timeout' });
    const finder = createEmailFinder({ hunter: { baseUrl: 'http://127.0.0.1:9' }, logger, resolver });
    for (const domain of ['nomail.example', 'null-mx.example', 'missing.example']) {
      expect(await finder.find({ fullName: 'Ada King', domain })).toMatchObject({ email: null, transient: false });
    }
    expect(await finder.find({ fullName: 'Ada King', domain: 'slow.example' })).toMatchObject({
      email: null,
      transient: true,
    });
  });
});

describe('Hunter finder', () => {
  let hunter: FakeHunterServer;
  const resolver = stubResolver({ 'example.com': ['mx.example.com'] });
  beforeAll(async () => {
    hunter = await startFakeHunter();
  });
  afterAll(async () => {
    await hunter.close();
  });
  beforeEach(() => {
    hunter.requests.length = 0;
  });
  // Hunter's answer is waited for as long as the product waits (a busy machine may take a second to serve the fake);
  // the slow-Hunter case shortens it.
  const finder = (timeoutMs = 10_000) =>
    createEmailFinder({ hunter: { apiKey: 'test-key', baseUrl: hunter.baseUrl }, logger, resolver, timeoutMs });

  it('asks Hunter with the name as written and reports its verification', async () => {
    hunter.setHandler(() => hunterFound('Zoe.Lind@example.com'));
    const guess = await finder().find({ fullName: 'Zoë Lind', domain: 'example.com' });
    expect(guess).toMatchObject({ email: 'zoe.lind@example.com', verified: true, provider: 'hunter' });
    const [request] = hunter.requests;
    expect(request?.path).toBe('/v2/email-finder');
    expect(Object.fromEntries(request!.query)).toEqual({
      domain: 'example.com',
      first_name: 'Zoë',
      last_name: 'Lind',
      api_key: 'test-key',
    });
  });

  it('labels an address Hunter could not verify as unverified', async () => {
    hunter.setHandler(() => hunterFound('ada@example.com', 'accept_all'));
    expect(await finder().find({ fullName: 'Ada King', domain: 'example.com' })).toMatchObject({
      email: 'ada@example.com',
      verified: false,
    });
  });

  it('reports nobody found on 404 or an empty address', async () => {
    hunter.setHandler(() => ({ status: 404, body: { errors: [] } }));
    expect(await finder().find({ fullName: 'Ada King', domain: 'example.com' })).toMatchObject({ email: null });
    hunter.setHandler(() => ({ body: { data: { email: null } } }));
    expect(await finder().find({ fullName: 'Ada King', domain: 'example.com' })).toMatchObject({
      email: null,
      provider: 'hunter',
      transient: false,
    });
  });

  it('falls back to the built-in finder when Hunter fails or is slow, and says so', async () => {
    hunter.setHandler(() => ({ status: 401, body: { errors: [{ id: 'authentication_failed' }] } }));
    expect(await finder().find({ fullName: 'Ada King', domain: 'example.com' })).toMatchObject({
      email: 'ada.king@example.com',
      verified: false,
      provider: 'builtin',
      transient: true,
    });
    hunter.setHandler(() => ({ delayMs: 2_000, ...hunterFound('late@example.com') }));
    expect(await finder(500).find({ fullName: 'Ada King', domain: 'example.com' })).toMatchObject({
      provider: 'builtin',
      transient: true,
    });
  });
});
