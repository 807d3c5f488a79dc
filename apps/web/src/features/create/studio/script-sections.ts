// The script split into recording sections (create-and-account.md §3, §4): one section a sentence, hashtags removed.

/** A tag's characters include combining marks: the vowel signs of Hindi or Thai ('#भारत') are marks, not letters. */
const HASHTAG = /(^|[^\p{L}\p{N}\p{M}_&/])#[\p{L}\p{N}\p{M}_]+/gu;
/**
 * A sentence ends at . ! ? … or the Devanagari and Arabic stops (with any closing quotes or brackets) before white
 * space; at a Chinese or Japanese full stop, exclamation or question mark (and its closing brackets) whether or not
 * a space follows, since those scripts put none; or at a line break.
 */
const SENTENCE_END = /(?<=[.!?…।؟]["'”’)\]]*)\s+|(?<=[。！？][」』”’）)]*)(?![」』”’）)])\s*|\s*\n+\s*/u;

/** The text without its hashtags and the spaces they leave behind. */
export function removeHashtags(text: string): string {
  return (
    text
      .replace(HASHTAG, '$1')
      .replace(/[ \t]{2,}/g, ' ')
      // A tag removed before punctuation leaves a space in front of it.
      .replace(/[ \t]+([.,!?;:…])/g, '$1')
      .replace(/[ \t]+$/gm, '')
      .replace(/^[ \t]+/gm, '')
      .trim()
  );
}

/** The script's sentences, hashtags removed, in order; empty ones (a line of hashtags) are dropped. */
export function splitScript(script: string): string[] {
  return removeHashtags(script)
    .split(SENTENCE_END)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

/** The whole script as one text, for silent mode's single section. */
export function wholeScript(script: string): string {
  return splitScript(script).join(' ');
}
