import { CAPTION_MAX_CHARS, CAPTION_MAX_WORDS } from './studio-constants.ts';

export interface TimedCaption {
  text: string;
  /** Seconds from the start of the section. */
  start: number;
  end: number;
}

/** Chinese, Japanese and Korean characters, which take about two Latin letters' width. */
const WIDE =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]/gu;

/** A caption's width in Latin letters: a wide character counts two. */
function widthOf(text: string): number {
  return [...text].length + (text.match(WIDE)?.length ?? 0);
}

/** A caption's piece of text, and whether a space goes before it on its line. */
type Piece = { text: string; spaced: boolean };

/**
 * A word as caption pieces. Chinese and Japanese put no spaces between words, so a sentence of theirs is one
 * "word" far wider than a line: it is cut at the word breaks the browser finds (Intl.Segmenter), into pieces that
 * fit a line and join without spaces. Any other word, however long (a link), stays whole.
 */
function piecesOf(word: string): Piece[] {
  if (widthOf(word) <= CAPTION_MAX_CHARS || !word.match(WIDE)) return [{ text: word, spaced: true }];
  const pieces: Piece[] = [];
  let piece = '';
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'word' }).segment(word)) {
    if (piece !== '' && widthOf(piece + segment) > CAPTION_MAX_CHARS) {
      pieces.push({ text: piece, spaced: pieces.length === 0 });
      piece = '';
    }
    piece += segment;
  }
  if (piece !== '') pieces.push({ text: piece, spaced: pieces.length === 0 });
  return pieces;
}

/**
 * The text in caption lines of at most 10 words and about 40 characters (§9): a line takes words while it stays
 * within both; a single word longer than the line is a line of its own, but for a sentence of a script written
 * without spaces, which is cut at its word breaks (piecesOf).
 */
export function captionLines(text: string): string[] {
  const lines: string[] = [];
  let line = '';
  let words = 0;
  for (const piece of text.split(/\s+/).filter(Boolean).flatMap(piecesOf)) {
    const longer = line === '' ? piece.text : `${line}${piece.spaced ? ' ' : ''}${piece.text}`;
    if (line !== '' && (words >= CAPTION_MAX_WORDS || widthOf(longer) > CAPTION_MAX_CHARS)) {
      lines.push(line);
      line = piece.text;
      words = 1;
    } else {
      line = longer;
      words++;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** The section's caption lines spread over its duration, each for a share as long as its characters. */
export function timedCaptions(text: string, durationSeconds: number): TimedCaption[] {
  const lines = captionLines(text);
  const total = lines.reduce((sum, line) => sum + line.length, 0);
  let start = 0;
  return lines.map((line, index) => {
    const end = index === lines.length - 1 ? durationSeconds : start + (durationSeconds * line.length) / total;
    const caption = { text: line, start, end };
    start = end;
    return caption;
  });
}

/** The caption showing at a moment of the section, or null. */
export function captionAt(captions: readonly TimedCaption[], seconds: number): string | null {
  return (
    captions.find((caption) => seconds >= caption.start && seconds < caption.end)?.text ?? captions.at(-1)?.text ?? null
  );
}
