/**
 * The value `record` holds under `key` as its own property, or undefined. An object literal also answers the keys it
 * inherits: looked up with a word from a post or a key a client sent, 'constructor' gave Object itself, a function
 * where a string was expected.
 */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
