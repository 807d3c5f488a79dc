import { highlightSegments, searchFormOf } from '@inroad/contracts/keyword-match';
import { OTHER_TAG, type Post } from '@inroad/contracts/post';
import { safeHttpUrl } from '../../../lib/safe-url.ts';

export type ContentPart =
  | { kind: 'text'; text: string }
  | { kind: 'search'; text: string; keyword: string }
  | { kind: 'keyword'; text: string; keyword: string }
  | { kind: 'tag'; text: string; keyword: string }
  | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
// Sentence punctuation right after a URL belongs to the sentence, not the link.
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"]+$/;

function splitLinks(text: string): ContentPart[] {
  const parts: ContentPart[] = [];
  let cursor = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0].replace(TRAILING_PUNCTUATION, '');
    const href = safeHttpUrl(raw);
    if (!href) continue;
    if (match.index > cursor) parts.push({ kind: 'text', text: text.slice(cursor, match.index) });
    parts.push({ kind: 'link', text: raw, href });
    cursor = match.index + raw.length;
  }
  if (cursor < text.length) parts.push({ kind: 'text', text: text.slice(cursor) });
  return parts;
}

function highlight(parts: ContentPart[], words: readonly string[], kind: 'keyword' | 'tag'): ContentPart[] {
  if (words.length === 0) return parts;
  return parts.flatMap((part): ContentPart[] =>
    part.kind !== 'text'
      ? [part]
      : highlightSegments(part.text, words).map((segment) =>
          segment.keyword === null
            ? { kind: 'text', text: segment.text }
            : { kind, text: segment.text, keyword: segment.keyword },
        ),
  );
}

const WORD_START = /^[\p{L}\p{N}\p{M}_]/u;
const NOT_AFTER_WORD = '(?<![\\p{L}\\p{N}\\p{M}_])';
// What must be escaped in a `u`-flag pattern (escaping anything else is a syntax error there).
const REGEX_SYNTAX = /[\\^$.*+?()[\]{}|/]/g;
/** As the server's search: a one-letter word begins too many words to narrow anything down. */
const SEARCH_WORD_MIN_LENGTH = 2;

/** The words of an inbox search worth highlighting: whitespace-separated, in their search form, without repeats. */
export function searchWords(search: string): string[] {
  const words = searchFormOf(search)
    .split(/\s+/)
    .filter((word) => [...word].length >= SEARCH_WORD_MIN_LENGTH);
  return [...new Set(words.map((word) => word.toLowerCase()))];
}

/**
 * Where the search's words occur as the server's search finds them: case-insensitively, each at the beginning of a
 * word ('pipe' in 'pipeline', not in 'bagpipe'); a word that starts with punctuation ('#ai', '.net') anywhere.
 */
function highlightSearch(parts: ContentPart[], search: string): ContentPart[] {
  const words = searchWords(search).sort((a, b) => b.length - a.length);
  if (words.length === 0) return parts;
  const pattern = new RegExp(
    words.map((word) => (WORD_START.test(word) ? NOT_AFTER_WORD : '') + word.replace(REGEX_SYNTAX, '\\$&')).join('|'),
    'giu',
  );
  return parts.flatMap((part): ContentPart[] => {
    if (part.kind !== 'text') return [part];
    const text = part.text.normalize('NFC');
    const split: ContentPart[] = [];
    let cursor = 0;
    // Matched in the search form ('İ' read as 'I', one character for one), shown as written.
    for (const match of searchFormOf(text).matchAll(pattern)) {
      if (match[0] === '') continue;
      const end = match.index + match[0].length;
      if (match.index > cursor) split.push({ kind: 'text', text: text.slice(cursor, match.index) });
      const keyword = words.find((word) => word === match[0].toLowerCase()) ?? match[0];
      split.push({ kind: 'search', text: text.slice(match.index, end), keyword });
      cursor = end;
    }
    if (cursor < text.length) split.push({ kind: 'text', text: text.slice(cursor) });
    return split;
  });
}

/**
 * Splits post text into plain text, clickable http(s) links, matched keywords and matched tag names (whole-word),
 * and the words of the inbox search (word beginnings); all case-insensitive. The search marks what the keywords
 * and tags left plain: a searched keyword stays marked as the keyword it is, and a keyword phrase stays whole.
 * The parts are rendered as text nodes and elements: post text is never parsed as HTML, and the search is matched
 * as text, never as a pattern.
 */
export function contentParts(
  text: string,
  keywords: readonly string[],
  tags: readonly string[],
  search = '',
): ContentPart[] {
  const withKeywords = highlight(splitLinks(text), keywords, 'keyword');
  return highlightSearch(highlight(withKeywords, tags, 'tag'), search);
}

/** What the post card highlights: its matched keywords, then the names of its tags. */
export function highlightTerms(post: Post): { keywords: string[]; tags: string[] } {
  const keywords = [...new Set([...post.keywords, ...post.keywordTags])];
  const lower = new Set(keywords.map((k) => k.toLowerCase()));
  const tags = [...new Set([...post.ruleTags, ...post.contentTags, ...post.sourceTags])].filter(
    (tag) => tag !== OTHER_TAG && !lower.has(tag.toLowerCase()),
  );
  return { keywords, tags };
}

/** The words and numbers of a text, lower-cased: what a reader takes in, whatever the spacing and punctuation. */
const wordsOf = (text: string) =>
  (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).join(' ');

/**
 * Whether a post's summary says no more than its text: a short post is its own summary (the list's summary view
 * then still shows it whole), and the detail pane would show it twice, one above the other.
 */
export function summaryRepeatsContent(summary: string, content: string): boolean {
  return wordsOf(summary) === wordsOf(content);
}
