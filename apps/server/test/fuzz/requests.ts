import { readdirSync } from 'node:fs';
import type { Endpoint } from '@inroad/contracts/endpoint';
import fc from 'fast-check';
import { deepJsonText, hostileValue, requestValueOf } from './schema-arbitrary.ts';

// Requests for the fuzz suite: every contract endpoint, with values derived from its request schema, hostile values,
// wrong content types, malformed and deep JSON, bad path parameters; signed in or anonymous.

export type FuzzRequest = {
  method: string;
  /** Under /api, with the query string. */
  path: string;
  headers: Record<string, string>;
  body?: string;
  signedIn: boolean;
};

const CONTRACTS_DIR = new URL('../../../../packages/contracts/src/', import.meta.url);

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;
}

/** Every endpoint the contracts define. */
export async function contractEndpoints(): Promise<Endpoint[]> {
  const files = readdirSync(CONTRACTS_DIR).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const found = new Map<string, Endpoint>();
  for (const file of files) {
    const module = (await import(new URL(file, CONTRACTS_DIR).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (isEndpoint(value)) found.set(`${value.method} ${value.path}`, value);
    }
  }
  return [...found.values()];
}

/** Percent-encodes UTF-8 bytes (encodeURIComponent throws on a lone surrogate; a client sends its bytes anyway). */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

function queryOf(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return `q=${encode(String(value))}`;
  const parts: string[] = [];
  for (const [key, field] of Object.entries(value)) {
    const items = Array.isArray(field) ? field.slice(0, 20) : [field];
    for (const item of items) {
      const text = typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);
      parts.push(`${encode(key)}=${encode(text.slice(0, 5_000))}`);
    }
  }
  return parts.join('&');
}

const badSegment = fc.oneof(
  fc.uuid(),
  fc.uuid(),
  fc.constantFrom(
    '..',
    '%2e%2e',
    '%00',
    'x'.repeat(600),
    '%E0%A4%A',
    '%ZZ',
    '0',
    '-1',
    'null',
    '%F0%9F%98%80',
    '%ED%A0%80',
  ),
  fc.string({ maxLength: 20 }).map(encode),
);

const rawQuery = fc.constantFrom(
  '',
  '?',
  '?%',
  '?a=%ZZ',
  '?q=%00',
  '?limit=-1&offset=1e309',
  '?x[y][z]=1',
  '?__proto__=1',
);

const JSON_TYPE = { 'content-type': 'application/json' };

/** The body as sent, and its content type: mostly JSON of the value, sometimes something else. */
const bodyShape = fc.constantFrom(
  'json',
  'json',
  'json',
  'json',
  'json',
  'json',
  'text',
  'form',
  'malformed',
  'deep',
  'none',
);

function bodyFor(shape: string, value: unknown): { headers: Record<string, string>; body?: string } {
  const json = JSON.stringify(value) ?? 'null';
  switch (shape) {
    case 'text':
      return { headers: { 'content-type': 'text/plain' }, body: json };
    case 'form':
      return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1&b=%00' };
    case 'malformed':
      return { headers: JSON_TYPE, body: json.slice(0, Math.max(1, json.length - 1)) };
    case 'deep':
      return { headers: JSON_TYPE, body: `{"rawData":${deepJsonText(3_000)}}` };
    case 'none':
      return { headers: {} };
    default:
      return { headers: JSON_TYPE, body: json };
  }
}

function requestsFor(endpoint: Endpoint, canSignIn: boolean): fc.Arbitrary<FuzzRequest> {
  const query = endpoint.query ? requestValueOf(endpoint.query) : fc.constant(undefined);
  const body = endpoint.body ? requestValueOf(endpoint.body) : hostileValue;
  return fc
    .record({
      // Four in five signed in: most handlers do their work only for a user.
      signedIn: canSignIn ? fc.integer({ min: 0, max: 4 }).map((n) => n > 0) : fc.constant(false),
      segment: badSegment,
      query,
      rawQuery,
      body,
      shape: endpoint.method === 'GET' ? fc.constant('none') : bodyShape,
    })
    .map(({ signedIn, segment, query: q, rawQuery: raw, body: b, shape }) => {
      const path = endpoint.path.replace(/:[A-Za-z]+/g, segment);
      const search = q !== undefined ? `?${queryOf(q)}` : raw;
      const sent = bodyFor(shape, b);
      return { method: endpoint.method, path: `${path}${search}`, signedIn, ...sent };
    });
}

/** `count` requests over all endpoints, the same for the same seed. */
export function fuzzRequests(endpoints: Endpoint[], options: { seed: number; count: number }): FuzzRequest[] {
  // Signing out would end the session every other request uses: it is only sent anonymously.
  const arbitraries = endpoints.map((endpoint) => requestsFor(endpoint, endpoint.path !== '/logout'));
  return fc.sample(fc.oneof(...arbitraries), { seed: options.seed, numRuns: options.count });
}
