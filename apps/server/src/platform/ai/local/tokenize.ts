/**
 * A light tokenizer for the bulk path (a summary and the content tags of every ingested post). wink's full
 * parse costs about 0.35 µs per character before anything is read from it, which alone would hold a
 * 1,000-character post under 3,000 posts per CPU-second. This one cuts a run of text without spaces (a
 * "chunk": a word with its punctuation, a link, an emoji) into tokens the way wink does where the engine
 * depends on it: token types, abbreviations and initialisms kept whole. Nothing in a chunk depends on the
 * text around it, so nlp.ts reads each distinct chunk once and keeps the result; how a word splits
 * further ("we're", "follow-up"), its lemma and its stop-word flag come from wink's model there.
 */

export type TokenType =
  | 'word'
  | 'number'
  | 'time'
  | 'ordinal'
  | 'url'
  | 'email'
  | 'mention'
  | 'hashtag'
  | 'emoji'
  | 'emoticon'
  | 'currency'
  | 'symbol'
  | 'punctuation'
  | 'unk';

export interface ChunkToken {
  value: string;
  type: TokenType;
  /** Offsets of the token in its chunk. */
  start: number;
  end: number;
}

// One native pass cuts a chunk into pieces that add up to the chunk; `typeOf` then names each piece.
// White space never reaches it (chunks are split on spaces and line breaks), but a lone non-breaking or
// other odd space is still cut out and skipped. Alternatives are tried in order at each position, so the
// specific shapes (links, addresses, times) come before numbers and words.
const PIECES = new RegExp(
  [
    '\\s+',
    '(?:https?:\\/\\/|www\\.)[^\\s<>"]*[^\\s<>".,;:!?)\\]\']',
    '[\\p{L}\\p{N}._%+-]+@[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)+',
    '[@#][\\p{L}\\p{M}\\p{N}_]+',
    '\\d{1,2}(?::\\d{2})?(?:am|pm|AM|PM)(?![\\p{L}\\p{N}])',
    '\\d+(?:st|nd|rd|th)(?![\\p{L}\\p{N}])',
    '\\d+(?:[.,:]\\d+)*(?:-\\d+(?:[.,]\\d+)*)?',
    '(?:\\p{L}\\.){2,}',
    "\\p{L}[\\p{L}\\p{M}\\p{N}]*(?:[-&'][\\p{L}\\p{M}\\p{N}]+)*",
    '\\p{Extended_Pictographic}(?:\\uFE0F|\\u200D\\p{Extended_Pictographic}|\\p{Emoji_Modifier})*|\\p{Regional_Indicator}',
    ':-?[()DPp](?![\\p{L}\\p{N}])|;-?\\)|<3',
    '\\.{2,}|…',
    '[^]',
  ].join('|'),
  'gu',
);
const LETTER = /^\p{L}/u;
const EMOJI = /^(?:\p{Extended_Pictographic}|\p{Regional_Indicator})/u;
const TIME_SUFFIX = /[ap]m$/i;
const ORDINAL_SUFFIX = /(?:st|nd|rd|th)$/;

/** The type of a piece PIECES cut, or '' for white space. */
function typeOf(piece: string): TokenType | '' {
  const c = piece.charCodeAt(0);
  if (c === 32) return '';
  if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90)) {
    if (piece.includes('@')) return 'email';
    return piece.includes('://') || piece.startsWith('www.') ? 'url' : 'word';
  }
  if (c >= 48 && c <= 57) {
    if (piece.includes('@')) return 'email';
    if (piece.length > 1 && TIME_SUFFIX.test(piece)) return 'time';
    if (piece.length > 2 && ORDINAL_SUFFIX.test(piece)) return 'ordinal';
    return 'number';
  }
  if (piece.length > 1) {
    if (c === 64) return 'mention';
    if (c === 35) return 'hashtag';
    if (piece.includes('@')) return 'email';
    if (c === 46 || c === 8230) return 'punctuation';
    if (c === 58 || c === 59 || c === 60) return 'emoticon';
  }
  if (piece.trim() === '') return '';
  if (LETTER.test(piece)) return piece.includes('@') ? 'email' : 'word';
  if (EMOJI.test(piece)) return 'emoji';
  if (c === 8230) return 'punctuation';
  return otherType(piece);
}

/** Words wink keeps together with their full stop ("Dr. Lee", "Jan. 5"); they do not end a sentence. */
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'sr',
  'jr',
  'st',
  'vs',
  'approx',
  'dept',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
]);

const CURRENCY = new Set(['$', '€', '£', '¥', '₹']);
const SYMBOLS = new Set(['%', '+', '=', '<', '>', '~', '^', '*', '|', '→', '&', '°', '×']);

function otherType(char: string): TokenType {
  if (CURRENCY.has(char)) return 'currency';
  if (SYMBOLS.has(char)) return 'symbol';
  if (char === '\uFE0F' || char === '\u200D') return 'unk';
  return 'punctuation';
}

/** The tokens of a chunk of text without spaces. */
export function tokenizeChunk(chunk: string): ChunkToken[] {
  const tokens: ChunkToken[] = [];
  const pieces = chunk.match(PIECES) ?? [];
  let at = 0;
  for (let i = 0; i < pieces.length; i++) {
    let value = pieces[i] as string;
    const start = at;
    at += value.length;
    const type = typeOf(value);
    if (type === '') continue;
    // "Dr." keeps its full stop, so it does not end a sentence.
    if (type === 'word' && pieces[i + 1] === '.' && ABBREVIATIONS.has(value.toLowerCase())) {
      value = `${value}.`;
      at++;
      i++;
    }
    tokens.push({ value, type, start, end: at });
  }
  return tokens;
}
