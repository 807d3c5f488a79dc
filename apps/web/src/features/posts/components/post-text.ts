import { highlightSegments } from '@inroad/contracts/keyword-match';
import { OTHER_TAG, type Post } from '@inroad/contracts/post';
import { safeHttpUrl } from '../../../lib/safe-url.ts';

export type ContentPart =
  | { kind: 'text'; text: string }
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

/**
 * Splits post text into plain text, clickable http(s) links, matched keywords and matched tag names (whole-word,
 * case-insensitive). The parts are rendered as text nodes and elements: post text is never parsed as HTML.
 */
export function contentParts(text: string, keywords: readonly string[], tags: readonly string[]): ContentPart[] {
  const withKeywords = highlight(splitLinks(text), keywords, 'keyword');
  return highlight(withKeywords, tags, 'tag');
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
