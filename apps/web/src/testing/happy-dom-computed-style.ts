import CSSPropertyManager from 'happy-dom/lib/css/declaration/property-manager/CSSPropertyManager.js';

interface StyleProperties {
  properties: Record<string, { value: string; important: boolean } | undefined>;
  definedPropertyNames: Record<string, boolean>;
  clone(): StyleProperties;
}

function cloneByPairs(this: StyleProperties): StyleProperties {
  const copy = new (this.constructor as new () => StyleProperties)();
  const properties: StyleProperties['properties'] = {};
  for (const name of Object.keys(this.properties)) {
    const property = this.properties[name];
    properties[name] = property && { value: property.value, important: property.important };
  }
  copy.properties = properties;
  copy.definedPropertyNames = { ...this.definedPropertyNames };
  return copy;
}

/**
 * Makes happy-dom's getComputedStyle copy its property maps without `structuredClone`. happy-dom computes an
 * element's style by walking down from <html>, copying the inherited properties at every level (`clone()`), and
 * Testing Library asks for the style of every element under each candidate of a getByRole with a name (to leave out
 * hidden text from the accessible name). `structuredClone` of those small maps was about a third of getComputedStyle
 * and 5% of the web tests' CPU. Each property is a flat `{ value, important }` pair of primitives, so copying each
 * pair gives the same independent copy.
 */
export function copyComputedStylesCheaply(): void {
  // definedPropertyNames is private in happy-dom's types.
  const proto = CSSPropertyManager.prototype as unknown as StyleProperties;
  // The set-up file runs before each test file; the worker's happy-dom is patched by the first.
  if (proto.clone === cloneByPairs) return;
  if (!/\bstructuredClone\(this\.properties\)/.test(proto.clone.toString())) {
    throw new Error(
      'happy-dom no longer clones style properties where happy-dom-computed-style.ts expects: update or remove it',
    );
  }
  proto.clone = cloneByPairs;
}
