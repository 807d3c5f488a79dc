import { asArray, isRecord, type Json, str } from '../raw.ts';

// LinkedIn's Voyager answers come in two shapes for the same data: "normalized" ({data, included}, where a key
// starting with `*` holds the URN of an entity in `included`) and inline (the entity nested in place). A
// VoyagerDocument reads both: ref(obj, 'actor') gives obj.actor, or the entity obj['*actor'] points at.

export interface VoyagerDocument {
  /** The entity with this URN in `included` (of any of the answers merged). */
  resolve(urn: unknown): Json | undefined;
  /** obj[key] when it is an object, else the entity that obj[`*${key}`] names. */
  ref(obj: unknown, key: string): Json | undefined;
  /** obj[key] when it is a list of objects, else the entities obj[`*${key}`] names, in order. */
  refs(obj: unknown, key: string): Json[];
  /** Entities in `included` whose $type ends with the suffix. */
  ofType(suffix: string): Json[];
  /** The elements of the answer's top collection, resolved (empty list when it has none). */
  readonly elements: Json[];
  /** False when the answer has no collection at all: not the kind of answer asked for. */
  readonly hasCollection: boolean;
}

const COLLECTION_SEARCH_DEPTH = 5;
/**
 * Fields one entity gathers from its copies. Real entities have tens of fields; a crafted answer repeating one URN
 * with new fields each time would otherwise grow one object by tens of thousands of keys, which costs far more per
 * key than reading them.
 */
export const ENTITY_FIELDS_MAX = 500;

/** The shallowest object under the answer (never under `included`) that holds elements or *elements. */
function findCollection(body: Json): Json | undefined {
  let level: Json[] = [body];
  for (let depth = 0; depth < COLLECTION_SEARCH_DEPTH && level.length > 0; depth++) {
    const next: Json[] = [];
    for (const obj of level) {
      if (Array.isArray(obj.elements) || Array.isArray(obj['*elements'])) return obj;
      for (const [key, value] of Object.entries(obj)) {
        if (key === 'included') continue;
        if (isRecord(value)) next.push(value);
      }
    }
    level = next;
  }
  return undefined;
}

export function voyagerDocument(bodies: unknown[]): VoyagerDocument {
  const byUrn = new Map<string, Json>();
  const fieldCounts = new Map<string, number>();
  const included: Json[] = [];
  for (const body of bodies) {
    if (!isRecord(body)) continue;
    for (const entity of asArray(body.included)) {
      if (!isRecord(entity)) continue;
      included.push(entity);
      const urn = str(entity.entityUrn);
      if (!urn) continue;
      // A later copy of an entity (from another merged answer) only fills what the first lacked; filled in place,
      // so many copies of one entity cost their own size once each.
      const known = byUrn.get(urn);
      if (!known) {
        byUrn.set(urn, { ...entity });
        fieldCounts.set(urn, Object.keys(entity).length);
        continue;
      }
      let fields = fieldCounts.get(urn) ?? 0;
      for (const key in entity) {
        if (fields >= ENTITY_FIELDS_MAX) break;
        if (key === '__proto__' || !Object.hasOwn(entity, key) || Object.hasOwn(known, key)) continue;
        known[key] = entity[key];
        fields++;
      }
      fieldCounts.set(urn, fields);
    }
  }

  const resolve = (urn: unknown): Json | undefined => {
    const key = str(urn);
    return key ? byUrn.get(key) : undefined;
  };
  const ref = (obj: unknown, key: string): Json | undefined => {
    if (!isRecord(obj)) return undefined;
    const inline = obj[key];
    if (isRecord(inline)) return inline;
    return resolve(obj[`*${key}`]) ?? (typeof inline === 'string' ? resolve(inline) : undefined);
  };
  const refs = (obj: unknown, key: string): Json[] => {
    if (!isRecord(obj)) return [];
    const inline = asArray(obj[key]).filter(isRecord);
    if (inline.length > 0) return inline;
    return asArray(obj[`*${key}`])
      .map(resolve)
      .filter((entity): entity is Json => entity !== undefined);
  };

  let elements: Json[] = [];
  let hasCollection = false;
  for (const body of bodies) {
    if (!isRecord(body)) continue;
    const collection = findCollection(body);
    if (!collection) continue;
    hasCollection = true;
    elements = elements.concat(refs(collection, 'elements'));
  }

  return {
    resolve,
    ref,
    refs,
    ofType: (suffix) => included.filter((entity) => typeof entity.$type === 'string' && entity.$type.endsWith(suffix)),
    elements,
    hasCollection,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// URNs. Ids are always read from URN strings: 64-bit ids do not survive as JSON numbers.

/** The key of a URN of the given type: urnKey('urn:li:fsd_profile:ACoAA…', 'fsd_profile') → 'ACoAA…'. */
export function urnKey(value: unknown, ...types: string[]): string | undefined {
  const text = str(value);
  if (!text) return undefined;
  for (const type of types) {
    const match = new RegExp(`urn:li:${type}:([A-Za-z0-9_-]+)`).exec(text);
    if (match?.[1]) return match[1];
  }
  return undefined;
}

/** The first post URN in any of the strings: an activity, else a ugcPost or share. */
export function postUrnIn(values: readonly unknown[]): string | undefined {
  for (const type of ['activity', 'ugcPost', 'share']) {
    for (const value of values) {
      const id = urnKey(value, type);
      if (id && /^\d+$/.test(id)) return `urn:li:${type}:${id}`;
    }
  }
  return undefined;
}

/** The first post URN in a string, of whichever kind: 'urn:li:fsd_socialDetail:(urn:li:ugcPost:1,…)' → its ugcPost. */
export function firstPostUrn(value: unknown): string | undefined {
  const match = /urn:li:(activity|ugcPost|share):(\d+)/.exec(str(value) ?? '');
  return match ? `urn:li:${match[1]}:${match[2]}` : undefined;
}

const LINKEDIN_EPOCH_MS = Date.UTC(2003, 0, 1);
const ID_CLOCK_SLACK_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * When a post was made, from its id: the top 41 bits of a 64-bit LinkedIn id are milliseconds since the Unix epoch.
 * Undefined for anything that does not decode to a plausible time.
 */
export function postedAtFromId(urnOrId: string, now: Date = new Date()): Date | undefined {
  const id = /(\d{15,20})/.exec(urnOrId)?.[1];
  if (!id) return undefined;
  const ms = Number(BigInt(id) >> 22n);
  if (ms < LINKEDIN_EPOCH_MS || ms > now.getTime() + ID_CLOCK_SLACK_MS) return undefined;
  return new Date(ms);
}

/**
 * How LinkedIn names a connection degree, from the forms it comes in (' • 3rd+', '• 2nd', 'DISTANCE_2',
 * 'OUT_OF_NETWORK', 'SELF').
 */
export function degreeLabel(value: unknown): string | undefined {
  const text = str(value);
  if (!text) return undefined;
  const ordinal = /(\d)\s*(st|nd|rd|th)(\+?)/i.exec(text);
  if (ordinal) return `${ordinal[1]}${ordinal[2]?.toLowerCase()}${ordinal[3]}`;
  const distance = /DISTANCE_(\d)/.exec(text)?.[1];
  if (distance === '1') return '1st';
  if (distance === '2') return '2nd';
  if (distance) return '3rd';
  if (/OUT_OF_NETWORK/i.test(text)) return 'Out of network';
  if (/^SELF$/i.test(text)) return 'You';
  return undefined;
}
