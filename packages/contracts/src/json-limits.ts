// Limits on the shape of any JSON a caller sends: how deep it nests and how many values it holds. A request body
// within its byte limit can still nest thousands of levels (a recursive walk overflows the stack) or hold hundreds
// of thousands of values (every walk over it blocks the server); both are refused before any handler reads it.

/** Levels of nested objects and arrays any request body may have (a network answer's own nesting is ~20). */
export const JSON_DEPTH_MAX = 100;
/** Values (objects, arrays, strings, numbers, …) in the body of an ordinary call. */
export const JSON_VALUES_MAX = 20_000;
/** Values in a network answer sent to a formatter (a page of LinkedIn search results is ~10,000: ten times that leaves room for the largest real answers). */
export const NETWORK_JSON_VALUES_MAX = 100_000;
/** Posts one formatter call reads (a Reddit listing holds at most 100; a LinkedIn page fewer). */
export const POSTS_PER_CALL_MAX = 100;

export type JsonShapeProblem = { status: 400 | 413; message: string };

/**
 * The first limit the value passes, or null. Walks without recursion and stops at the first limit, so its own work
 * is bounded by `valuesMax` whatever the value.
 */
export function jsonShapeProblem(
  value: unknown,
  limits: { valuesMax: number; depthMax?: number; field?: string },
): JsonShapeProblem | null {
  const depthMax = limits.depthMax ?? JSON_DEPTH_MAX;
  const field = limits.field ?? 'body';
  const values: unknown[] = [value];
  const depths: number[] = [0];
  let seen = 0;
  while (values.length > 0) {
    const current = values.pop();
    const depth = depths.pop() ?? 0;
    seen++;
    if (seen > limits.valuesMax)
      return { status: 413, message: `${field}: holds more than ${limits.valuesMax} values` };
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > depthMax) return { status: 400, message: `${field}: is nested deeper than ${depthMax} levels` };
    const children = Array.isArray(current) ? current : Object.values(current);
    // Every value waiting on the stack will be counted: refuse a wide container before walking it.
    if (seen + values.length + children.length > limits.valuesMax) {
      return { status: 413, message: `${field}: holds more than ${limits.valuesMax} values` };
    }
    for (const child of children) {
      // A string, number or null is counted here and never stacked: most of a big answer's values are these.
      if (child === null || typeof child !== 'object') seen++;
      else {
        values.push(child);
        depths.push(depth + 1);
      }
    }
  }
  return null;
}
