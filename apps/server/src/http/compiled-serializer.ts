import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

// The busiest answers (the inbox list) are serialised by a function compiled from the contract's JSON Schema
// (fast-json-stringify) instead of being parsed by zod and then JSON.stringify'd: several times less work per
// answer. Like the zod check, it writes only the contract's fields, so a column the contract omits never leaks; the
// API tests still parse every answer with the contract.

type JsonSchema = Record<string, unknown>;

/** `anyOf: [X, {type: null}]` as zod writes nullable values, in the form fast-json-stringify compiles directly. */
function nullableType(schema: JsonSchema): JsonSchema | undefined {
  const options = schema.anyOf;
  if (!Array.isArray(options) || options.length !== 2) return undefined;
  const [value, none] = options as JsonSchema[];
  if (none?.type !== 'null' || typeof value?.type !== 'string') return undefined;
  const merged: JsonSchema = { ...value, type: [value.type, 'null'] };
  if (Array.isArray(value.enum)) merged.enum = [...value.enum, null];
  return merged;
}

/** The schema simplified for serialising: nullable values as type lists, no checks that only validation reads. */
export function serialisationSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(serialisationSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const source = nullableType(schema as JsonSchema) ?? (schema as JsonSchema);
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(source)) {
    if (key === '$schema' || key === 'pattern' || key === 'format') continue;
    out[key] = key === 'enum' || key === 'required' ? value : serialisationSchema(value);
  }
  return out;
}

/** A serialiser compiled from a zod schema's JSON Schema. */
export function compileSerializer(schema: z.ZodType): (data: unknown) => string {
  const json = z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'any' });
  return fastJson(serialisationSchema(json) as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
}

/**
 * A route's serializer compiler: its 200 answer through the compiled serialiser, its error answers as every other
 * route's (zod).
 */
export function compiledSuccessSerializer(success: z.ZodType): FastifySerializerCompiler<unknown> {
  const compiled = compileSerializer(success);
  return (route) => {
    if (String(route.httpStatus) === '200') return compiled;
    return zodSerializerCompiler(route as never);
  };
}
