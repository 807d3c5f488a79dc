import { CAPTION_MAX_CHARS, CAPTION_MAX_WORDS } from './studio-constants.ts';

export interface TimedCaption {
  text: string;
  /** Seconds from the start of the section. */
  start: number;
  end: number;
}

/**
 * The text in caption lines of at most 10 words and about 40 characters (§9): a line takes words while it stays
 * within both; a single word longer than the line is a line of its own.
 */
export function captionLines(text: string): string[] {
  const lines: string[] = [];
  let line: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const longer = [...line, word].join(' ');
    if (line.length > 0 && (line.length >= CAPTION_MAX_WORDS || longer.length > CAPTION_MAX_CHARS)) {
      lines.push(line.join(' '));
      line = [];
    }
    line.push(word);
  }
  if (line.length > 0) lines.push(line.join(' '));
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
