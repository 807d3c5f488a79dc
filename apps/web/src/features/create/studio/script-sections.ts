// The script split into recording sections (create-and-account.md §3, §4): one section a sentence, hashtags removed.

const HASHTAG = /(^|[^\p{L}\p{N}_&/])#[\p{L}\p{N}_]+/gu;
/** A sentence ends at . ! ? or … (with any closing quotes or brackets) before white space, or at a line break. */
const SENTENCE_END = /(?<=[.!?…]["'”’)\]]*)\s+|\s*\n+\s*/u;

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
