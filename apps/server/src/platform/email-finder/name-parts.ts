/**
 * Turns a display name as networks show it ("Dr. Jane Q. Doe-Smith, PhD 🚀") into the ASCII parts an
 * address is made of. Credentials after a comma, bracketed asides, honorifics and initials are dropped.
 */
export type NameParts = {
  /** ASCII, lower-case: ready for an address. */
  first: string;
  last: string | null;
  /** As written (accents kept, punctuation around it removed): what a lookup service matches best. */
  given: string;
  family: string | null;
};

const HONORIFICS = new Set(['dr', 'mr', 'mrs', 'ms', 'miss', 'mx', 'prof', 'sir', 'dame']);
const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'phd', 'mba', 'md', 'cpa', 'pmp', 'msc', 'bsc']);

// Letters NFD does not decompose into ASCII plus a mark.
const TRANSLITERATION: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

function toAscii(word: string): string {
  return word
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => TRANSLITERATION[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]/g, '');
}

export function nameParts(fullName: string): NameParts | null {
  const words = fullName
    .split(',')[0]!
    .replace(/[([{].*?[)\]}]/g, ' ')
    .split(/\s+/)
    .map((w) => ({ raw: w, ascii: toAscii(w) }))
    .filter((w) => w.ascii !== '' && !HONORIFICS.has(w.ascii) && !SUFFIXES.has(w.ascii))
    // A lone initial ("Q.") is not part of anyone's address.
    .filter((w, i, all) => w.ascii.length > 1 || all.length === 1 || i === 0);
  if (words.length === 0) return null;
  const head = words[0]!;
  const tail = words.length > 1 ? words[words.length - 1]! : null;
  // NFC, and a combining mark at the end is the last letter's own (an accent left decomposed, a vowel sign).
  const written = (raw: string) => raw.normalize('NFC').replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu, '');
  return {
    first: head.ascii,
    last: tail?.ascii ?? null,
    given: written(head.raw),
    family: tail ? written(tail.raw) : null,
  };
}

/** The usual company address formats, most common first (first.last is by far the most used). */
export function addressCandidates(parts: NameParts, domain: string): string[] {
  const { first, last } = parts;
  const locals = last
    ? [`${first}.${last}`, first, `${first}${last}`, `${first[0]}${last}`, `${first}_${last}`, `${first[0]}.${last}`]
    : [first];
  return [...new Set(locals)].map((local) => `${local}@${domain}`);
}
