/**
 * Whole-word, case-insensitive keyword matching shared by the rules engine (server) and the post card's
 * highlighting (web), so a keyword highlights exactly where it made a rule match.
 *
 * - A "word character" is a Unicode letter, digit, combining mark or underscore. Where a keyword begins (ends)
 *   with one, it matches only where it is not glued to another on that side: 'sales' stays out of 'wholesale'
 *   and 'café' out of 'cafés'. A side that is punctuation or an emoji needs no boundary, so 'c++', '.net' and
 *   '🚀' match next to anything.
 * - A leading '#' is optional on both sides: keywords 'saas' and '#saas' both match 'saas' and '#saas', and the
 *   highlighted range includes the hash.
 * - Whitespace inside a keyword matches any run of whitespace, so phrases survive line breaks.
 * - Keywords and text are compared in Unicode NFC so a composed 'é' meets a decomposed one, and with 'İ' read as 'I'
 *   (searchFormOf), so 'İstanbul' meets 'istanbul'.
 */

const WORD_CHAR = '[\\p{L}\\p{N}\\p{M}_]';
const NOT_AFTER_WORD = `(?<!${WORD_CHAR})`;
const NOT_BEFORE_WORD = `(?!${WORD_CHAR})`;
// Characters that must be escaped in a `u`-flag pattern (identity escapes of anything else are syntax errors there).
const REGEX_SYNTAX = /[\\^$.*+?()[\]{}|/]/g;

export interface KeywordMatch {
  /** UTF-16 offsets into the text that was searched: text.slice(start, end) is the matched text. */
  start: number;
  end: number;
  /** The keyword as it was given (first spelling wins among duplicates). */
  keyword: string;
}

export interface KeywordMatcher {
  /** Distinct usable keywords, in the order given. */
  readonly keywords: readonly string[];
  /** True when any keyword occurs in the text. */
  test(text: string): boolean;
  /** Every non-overlapping occurrence, left to right; at one position the longest keyword wins. */
  find(text: string): KeywordMatch[];
  /** The distinct keywords that occur in the text, in the order given. */
  matched(text: string): string[];
}

/**
 * Text as keywords are looked for in it: NFC, with 'İ' (U+0130) read as 'I'. A case-insensitive regular expression
 * folds one character into one, and 'İ' folds to nothing else: its lower case is two characters ('i' and a combining
 * dot), so a keyword 'İstanbul' found neither 'İstanbul' nor 'istanbul'. Read as 'I' it folds to 'i', as in Unicode's
 * default case folding. One character stands for one, so offsets into the NFC text stay right.
 */
export function searchFormOf(text: string): string {
  return text.normalize('NFC').replace(/\u0130/g, 'I');
}

/** The comparison form of a keyword: its search form, trimmed, single-spaced, lower case, without a leading '#'. */
export function normalizeKeyword(keyword: string): string {
  return searchFormOf(keyword).trim().replace(/^#+/, '').replace(/\s+/g, ' ').toLowerCase();
}

function keywordPattern(normalized: string): string {
  return normalized
    .split(' ')
    .map((part) => part.replace(REGEX_SYNTAX, '\\$&'))
    .join('\\s+');
}

const EMPTY_MATCHER: KeywordMatcher = {
  keywords: [],
  test: () => false,
  find: () => [],
  matched: () => [],
};

/** Compiles keywords into one regular expression; reuse the result for many texts. Blank keywords are ignored. */
export function compileKeywordMatcher(keywords: readonly string[]): KeywordMatcher {
  const seen = new Set<string>();
  const entries: { keyword: string; normalized: string }[] = [];
  for (const keyword of keywords) {
    const normalized = normalizeKeyword(keyword);
    if (normalized === '' || seen.has(normalized)) continue;
    seen.add(normalized);
    entries.push({ keyword: keyword.trim(), normalized });
  }
  if (entries.length === 0) return EMPTY_MATCHER;

  // Longest first so that at one position 'sales automation' wins over 'sales'. Keywords that begin with a word
  // character share one left-boundary check per position (cheaper than one per alternative); keywords that begin
  // or end with something else (an emoji, '.net', 'c++') need no boundary on that side.
  const startsWithWord = new RegExp(`^${WORD_CHAR}`, 'u');
  const endsWithWord = new RegExp(`${WORD_CHAR}$`, 'u');
  const longestFirst = (a: { normalized: string }, b: { normalized: string }) =>
    b.normalized.length - a.normalized.length;
  const wordStart = entries.filter((e) => startsWithWord.test(e.normalized)).sort(longestFirst);
  const otherStart = entries.filter((e) => !startsWithWord.test(e.normalized)).sort(longestFirst);
  const byGroup = [...wordStart, ...otherStart];
  const alternative = (e: { normalized: string }) =>
    `(${keywordPattern(e.normalized)})${endsWithWord.test(e.normalized) ? NOT_BEFORE_WORD : ''}`;
  const branches: string[] = [];
  if (wordStart.length > 0) branches.push(`${NOT_AFTER_WORD}#?(?:${wordStart.map(alternative).join('|')})`);
  if (otherStart.length > 0) branches.push(`(?:${otherStart.map(alternative).join('|')})`);
  const source = branches.join('|');
  const finder = new RegExp(source, 'giu');
  const tester = new RegExp(source, 'iu');

  const find = (text: string): KeywordMatch[] => {
    const matches: KeywordMatch[] = [];
    for (const m of searchFormOf(text).matchAll(finder)) {
      const group = m.findIndex((g, i) => i > 0 && g !== undefined);
      const entry = byGroup[group - 1];
      if (!entry || m[0] === '') continue;
      matches.push({ start: m.index, end: m.index + m[0].length, keyword: entry.keyword });
    }
    return matches;
  };

  return {
    keywords: entries.map((e) => e.keyword),
    test: (text) => tester.test(searchFormOf(text)),
    find,
    matched: (text) => {
      const found = new Set(find(text).map((m) => m.keyword));
      return entries.map((e) => e.keyword).filter((k) => found.has(k));
    },
  };
}

/**
 * Ranges of `text` where any of `keywords` occurs as a whole word (see the module comment). Offsets refer to the
 * text as given when it is already NFC, which is what browsers and the server store.
 */
export function findKeywordMatches(text: string, keywords: readonly string[]): KeywordMatch[] {
  return compileKeywordMatcher(keywords).find(text);
}

export interface TextSegment {
  text: string;
  /** The keyword this segment matched, or null for plain text between matches. */
  keyword: string | null;
}

/** Splits text into plain and matched segments for rendering highlights. */
export function highlightSegments(text: string, keywords: readonly string[]): TextSegment[] {
  const normalized = text.normalize('NFC');
  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const match of findKeywordMatches(normalized, keywords)) {
    if (match.start > cursor) segments.push({ text: normalized.slice(cursor, match.start), keyword: null });
    segments.push({ text: normalized.slice(match.start, match.end), keyword: match.keyword });
    cursor = match.end;
  }
  if (cursor < normalized.length || segments.length === 0) {
    segments.push({ text: normalized.slice(cursor), keyword: null });
  }
  return segments;
}
