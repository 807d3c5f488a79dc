/**
 * Text search over a post's content, poster name, headline, slug and keyword tags (its search_text), or its id.
 *
 * A post matches when the search text, case-folded and with whitespace collapsed, occurs in one of those fields
 * (the spec's case-insensitive "contains"), and every word of the search begins a word of the post. The second
 * condition is what the GIN index on search_vector answers (a prefix tsquery, words parsed by PostgreSQL's own
 * parser on both sides); the first, a LIKE on search_text, then checks the exact text on the few rows left. A
 * search without usable words (a single letter, '%', '++') runs the LIKE alone over the user's posts in range.
 */

export interface SearchTerms {
  /** A `to_tsquery('simple', …)` string of prefix terms, or null when the search has no usable word. */
  tsquery: string | null;
  /** LIKE pattern over search_text, metacharacters escaped (escape character: backslash). */
  likePattern: string;
  /** The search is a post id. */
  postId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** One-letter words prefix-match a large share of all words: the index would not narrow anything. */
const MIN_LEXEME_LENGTH = 2;

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** Quotes a lexeme as a tsquery operand (quotes doubled, backslashes escaped), as a prefix match. */
export function prefixTerm(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}':*`;
}

/** `lexemes`: the search text parsed by PostgreSQL (`to_tsvector('simple', folded)`), see post.queries. */
export function searchTermsOf(folded: string, lexemes: readonly string[]): SearchTerms {
  const usable = [...new Set(lexemes)].filter((lexeme) => [...lexeme].length >= MIN_LEXEME_LENGTH);
  return {
    tsquery: usable.length > 0 ? usable.map(prefixTerm).join(' & ') : null,
    likePattern: `%${escapeLike(folded)}%`,
    postId: UUID.test(folded) ? folded.toLowerCase() : null,
  };
}
