import fc from 'fast-check';
import { z } from 'zod';

// fast-check arbitraries from the contracts' zod schemas, through zod's JSON Schema output (zod-fast-check supports
// only zod 3). Values are mostly what the schema asks for, so requests get past validation into the handlers, with
// hostile values mixed in at any field.

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

/** JSON text nested `depth` arrays deep: JSON.stringify cannot write it (it recurses). */
export const deepJsonText = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/**
 * Strings of any code points, lone surrogate halves included, weighted towards control characters and surrogates.
 * Rather than fc.string({ unit: 'binary' }), which maps every one of the 1.1 million code points on first use:
 * ~1.2 CPU-s in each process that runs the fuzz.
 */
export const anyCodePoints = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 0x1f }),
      fc.integer({ min: 0xd800, max: 0xdfff }),
      fc.integer({ min: 0, max: 0x10ffff }),
    ),
    { maxLength: 40 },
  )
  .map((codePoints) => String.fromCodePoint(...codePoints));

/** Values no field expects: control and surrogate characters, odd numbers, wrong types, deep and wide values. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '😀'.slice(0, 1),
    '',
    ' ',
    '../../etc/passwd',
    '%00',
    '<script>alert(1)</script>',
    "'; drop table users; --",
    '9'.repeat(400),
    // Names every object answers to: looked up in an object literal, they found a function ('constructor').
    'constructor',
    '__proto__',
    'toString',
    -1,
    0,
    -0,
    1e308,
    -1e308,
    2 ** 53 + 1,
    0.5,
    true,
    false,
    null,
    [],
    {},
    { __proto__: { polluted: true } },
    JSON.parse('{"__proto__":{"polluted":true}}'),
    { constructor: { prototype: { polluted: true } } },
  ),
  anyCodePoints,
  fc.string({ minLength: 0, maxLength: 3 }).map((s) => s.repeat(20_000)),
  fc.integer({ min: 10, max: 90 }).map((depth) => JSON.parse(deepJsonText(depth)) as unknown),
  fc.integer({ min: 100, max: 2_000 }).map((width) => Array.from({ length: width }, (_, i) => i)),
  fc.jsonValue({ maxDepth: 4 }),
);

function resolveRef(ref: string, root: JsonSchema): JsonSchema {
  const name = ref.split('/').pop() ?? '';
  return root.$defs?.[name] ?? {};
}

/**
 * Web addresses of a random host and path. Rather than fc.webUrl(), whose path characters map every one of the 1.1
 * million code points on first use (~1.7 CPU-s in each test worker that runs the fuzz, measured).
 */
const webUrl = fc
  .tuple(
    fc.constantFrom('https', 'http'),
    fc.domain(),
    fc.array(
      fc.string({
        unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~'),
        maxLength: 12,
      }),
      {
        maxLength: 3,
      },
    ),
  )
  .map(([scheme, host, segments]) => `${scheme}://${host}/${segments.join('/')}`);

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, Math.max(minLength, 60));
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
      return webUrl;
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    default:
      return fc.string({ minLength, maxLength });
  }
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1000);
  const lo = Math.max(min, -1e9);
  const hi = Math.min(Math.max(max, lo), 1e9);
  return integer
    ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
    : fc.double({ min: lo, max: hi, noNaN: true });
}

/** A value for a JSON Schema; `depth` stops recursive schemas. */
function arbitraryOf(schema: JsonSchema, root: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (schema.$ref) return arbitraryOf(resolveRef(schema.$ref, root), root, depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0) return fc.oneof(...options.map((s) => arbitraryOf(s, root, depth + 1)));
  if (schema.allOf?.[0]) return arbitraryOf(schema.allOf[0], root, depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryOf({ ...schema, type }, root, depth)));
  switch (types[0]) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = schema.items ? arbitraryOf(schema.items, root, depth + 1) : fc.jsonValue({ maxDepth: 2 });
      const minLength = schema.minItems ?? 0;
      return fc.array(item, { minLength, maxLength: Math.min(schema.maxItems ?? 5, Math.max(minLength, 5)) });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties)) record[key] = arbitraryOf(value, root, depth + 1);
      const requiredKeys = (schema.required ?? []).filter((key) => key in properties);
      return fc.record(record, { requiredKeys });
    }
    default:
      return fc.jsonValue({ maxDepth: 3 });
  }
}

/** Values for a contract's request schema: mostly well-formed, some with one field hostile, some wholly hostile. */
export function requestValueOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    json = {};
  }
  const wellFormed = arbitraryOf(json, json, 0);
  const oneFieldHostile = fc.tuple(wellFormed, hostileValue, fc.nat()).map(([value, hostile, pick]) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return hostile;
    const keys = Object.keys(value);
    const key = keys.length > 0 ? (keys[pick % keys.length] as string) : 'unexpected';
    return { ...value, [key]: hostile };
  });
  return fc.oneof(
    { weight: 5, arbitrary: wellFormed },
    { weight: 4, arbitrary: oneFieldHostile },
    { weight: 1, arbitrary: hostileValue },
  );
}
