/**
 * Faster word-boundary patterns. A pattern written `\bfoo…|\bbar…|\bbaz…` makes the engine check the
 * word boundary once per alternative at every position of the text, and most positions are inside a
 * word, where every one of those checks fails. `\b(?:foo…|bar…|baz…)` matches exactly the same text
 * but checks the boundary once per position: on the engine's longest patterns this halves a scan.
 */

/**
 * Walks a pattern source, skipping escapes and character classes, and tells `visit` each group parenthesis
 * and top-level `|` with the group depth after it; `visit` returns false to stop the walk.
 */
function walkStructure(source: string, visit: (c: '(' | ')' | '|', i: number, depth: number) => boolean): void {
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
    } else if (c === '[') inClass = true;
    else if (c === '(' || c === ')') {
      depth += c === '(' ? 1 : -1;
      if (!visit(c, i, depth)) return;
    } else if (c === '|' && depth === 0 && !visit(c, i, depth)) return;
  }
}

/** The top-level alternatives of a pattern source (split at `|` outside groups and classes). */
export function alternativesOf(source: string): string[] {
  const parts: string[] = [];
  let last = 0;
  walkStructure(source, (c, i) => {
    if (c === '|') {
      parts.push(source.slice(last, i));
      last = i + 1;
    }
    return true;
  });
  parts.push(source.slice(last));
  return parts;
}

/** Whether `source` is one non-capturing group from its first character to its last. */
function isWholeGroup(source: string): boolean {
  if (!source.startsWith('(?:') || !source.endsWith(')')) return false;
  let whole = true;
  walkStructure(source, (c, i, depth) => {
    // The group that opened at the start closed before the end: two groups side by side, not one.
    if (c === ')' && depth === 0 && i !== source.length - 1) whole = false;
    return whole;
  });
  return whole;
}

/**
 * The same pattern with the word boundary that starts its alternatives checked once: `\ba|\bb|c` becomes
 * `\b(?:a|b)|c`, and alternatives that are whole groups (`(?:\ba|\bb)|(?:\bc)`, as a union of patterns
 * is written) are opened first. Which text matches is unchanged; only which alternative matched first
 * at a position can differ, which no caller reads. Sources with back-references are left alone.
 */
export function hoistWordBoundary(source: string): string {
  if (/\\\d/.test(source)) return source;
  const flatten = (alternative: string): string[] =>
    isWholeGroup(alternative) ? alternativesOf(alternative.slice(3, -1)).flatMap(flatten) : [alternative];
  const alternatives = alternativesOf(source).flatMap(flatten);
  const bounded = alternatives.filter((a) => a.startsWith('\\b'));
  if (bounded.length < 2) return source;
  const rest = alternatives.filter((a) => !a.startsWith('\\b'));
  return [`\\b(?:${bounded.map((a) => a.slice(2)).join('|')})`, ...rest].join('|');
}
