/**
 * Text search over a post's content, poster name, headline, slug and keyword tags (its search_text), or its id.
 *
 * A post matches when the search text, case-folded and with whitespace collapsed, occurs in one of those fields
 * (the spec's case-insensitive "contains"), and every word of the search begins a word of the post — a plain word
 * followed by a space in the search (the "pipeline" of "pipeline review") is a whole word of the post. The second
 * condition is what the GIN index on the user's search words answers (a prefix tsquery, words parsed by
 * PostgreSQL's own parser on both sides, each behind the user's key and the post's week as migration 0009's
 * user_search_words stores them); the first, a LIKE on search_text, then checks the exact text on the few rows left. A search without
 * usable words (a single letter, '%', '++') runs the LIKE alone over the user's posts in range.
 */

export interface SearchTerms {
  /** A tsquery (in its input syntax) of the user's prefix terms, or null when the search has no usable word. */
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

/** Quotes a lexeme as a tsquery operand (quotes doubled, backslashes escaped). */
export function exactTerm(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** The same operand as a prefix match. */
export function prefixTerm(lexeme: string): string {
  return `${exactTerm(lexeme)}:*`;
}

/** Letters and digits only: PostgreSQL's parser reads such a run between spaces as one word, in a post as here. */
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

/**
 * Words of the search that a post must hold whole: plain words with a space after them. The search text occurs in
 * the post, so such a word is followed by a space there too; where that occurrence begins a word, the post has the
 * word itself. A whole word is an exact index term, which the index answers far faster than a prefix: a prefix
 * match gathers every posting of every word it begins. The last word may be cut short ("pipeline rev"), and stays
 * a prefix, as does any word it contains.
 */
function wholeWordsOf(folded: string): Set<string> {
  const words = folded.split(' ');
  const last = words.pop() ?? '';
  return new Set(words.filter((word) => PLAIN_WORD.test(word) && !last.includes(word)));
}

const WEEK_MS = 7 * 24 * 3_600_000;

/**
 * The keys user_search_words (migration 0009) puts before a user's words of posts from `since` to `until`: the
 * first 8 characters of the user's id and the week (whole weeks since the epoch), one key per week. A week past
 * `until` is included too, for a database clock a little ahead of this one.
 */
export function userSearchKeys(userId: string, since: Date, until: Date): string[] {
  const user = userId.slice(0, 8).toLowerCase();
  const keys: string[] = [];
  const last = Math.floor(until.getTime() / WEEK_MS) + 1;
  for (let week = Math.floor(since.getTime() / WEEK_MS); week <= last; week++) keys.push(`${user}${week}:`);
  return keys;
}

/**
 * `lexemes`: the search text parsed by PostgreSQL (`to_tsvector('simple', folded)`), see post.queries. They are
 * already the index's words, so the tsquery is given as a literal rather than parsed again by to_tsquery (which
 * would split "follow-up" into words without the user's key).
 */
export function searchTermsOf(
  folded: string,
  lexemes: readonly string[],
  scope: { userId: string; since: Date; until: Date },
): SearchTerms {
  const usable = [...new Set(lexemes)].filter((lexeme) => [...lexeme].length >= MIN_LEXEME_LENGTH);
  const keys = userSearchKeys(scope.userId, scope.since, scope.until);
  const whole = wholeWordsOf(folded);
  // Each word in any week of the range: ('<key1>pipeline' | '<key2>pipeline' | …) & …
  const term = (lexeme: string) =>
    `(${keys.map((key) => (whole.has(lexeme) ? exactTerm(key + lexeme) : prefixTerm(key + lexeme))).join(' | ')})`;
  return {
    tsquery: usable.length > 0 ? usable.map(term).join(' & ') : null,
    likePattern: `%${escapeLike(folded)}%`,
    postId: UUID.test(folded) ? folded.toLowerCase() : null,
  };
}
