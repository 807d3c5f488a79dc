import { describe, expect, it } from 'vitest';
import { captionAt, captionLines, timedCaptions } from './captions.ts';
import { accept, allRecorded, hasDraft, next, recorded, redo, sectionsFor } from './recording-sections.ts';
import { removeHashtags, splitScript } from './script-sections.ts';
import { chooseRecordingFormat } from './video-format.ts';

describe('script to sections', () => {
  it('splits at sentence ends and line breaks', () => {
    expect(splitScript('Forecasts slip. Reps are not the fix! Why?\nPrice the quarter first…  Then talk.')).toEqual([
      'Forecasts slip.',
      'Reps are not the fix!',
      'Why?',
      'Price the quarter first…',
      'Then talk.',
    ]);
  });

  it('keeps decimals and closing quotes with their sentence', () => {
    expect(splitScript('It costs 2.5x more. "Really?" she asked.')).toEqual([
      'It costs 2.5x more.',
      '"Really?"',
      'she asked.',
    ]);
  });

  it('splits at the sentence ends of other scripts', () => {
    expect(splitScript('今日は晴れ。「明日は？」と聞いた！次へ')).toEqual([
      '今日は晴れ。',
      '「明日は？」',
      'と聞いた！',
      '次へ',
    ]);
    expect(splitScript('यह पहला है। यह दूसरा है।')).toEqual(['यह पहला है।', 'यह दूसरा है।']);
    expect(splitScript('هل أنت جاهز؟ لنبدأ.')).toEqual(['هل أنت جاهز؟', 'لنبدأ.']);
  });

  it('removes hashtags, and drops a line of only hashtags', () => {
    expect(removeHashtags('Sell the outcome #sales #B2B. Not features.')).toBe('Sell the outcome. Not features.');
    expect(removeHashtags('Issue #12 is not a tag: a#b neither, but #über is')).toBe(
      'Issue is not a tag: a#b neither, but is',
    );
    expect(splitScript('Forecasts slip.\n\n#sales #revops')).toEqual(['Forecasts slip.']);
    // Vowel signs are combining marks: the whole tag goes, not its first letter.
    expect(removeHashtags('नमस्ते #भारत दोस्तों')).toBe('नमस्ते दोस्तों');
  });

  it('makes one whole-script section in silent mode', () => {
    const state = sectionsFor('One. Two. #tag', true);
    expect(state.sections.map((s) => s.text)).toEqual(['One. Two.']);
  });
});

describe('recording sections', () => {
  const clip = { blob: new Blob(['x']), seconds: 2 };

  it('goes pending → draft → recorded, redo resets, next moves on', () => {
    let state = sectionsFor('One. Two.', false);
    expect(state.sections.map((s) => s.status)).toEqual(['pending', 'pending']);
    expect(next(state).current).toBe(0);
    state = recorded(state, clip);
    expect(hasDraft(state.sections[0])).toBe(true);
    expect(next(state).current).toBe(0);
    state = accept(state);
    expect(state.sections[0]?.status).toBe('recorded');
    expect(hasDraft(state.sections[0])).toBe(false);
    state = next(state);
    expect(state.current).toBe(1);
    state = accept(recorded(state, clip));
    expect(allRecorded(state)).toBe(true);
    state = redo(state);
    expect(state.sections[1]).toMatchObject({ status: 'pending', recording: null });
    expect(allRecorded(state)).toBe(false);
  });
});

describe('caption lines', () => {
  it('holds at most 10 words and about 40 characters a line', () => {
    const words = 'a b c d e f g h i j k l';
    expect(captionLines(words)).toEqual(['a b c d e f g h i j', 'k l']);
    const lines = captionLines('Forecasts slip because nobody prices the cost of a slipped quarter before it');
    expect(lines).toEqual(['Forecasts slip because nobody prices the', 'cost of a slipped quarter before it']);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(40);
  });

  it('puts a word longer than a line on a line of its own', () => {
    expect(captionLines('see https://example.com/a-very-long-link-to-the-report ok')).toEqual([
      'see',
      'https://example.com/a-very-long-link-to-the-report',
      'ok',
    ]);
  });

  it('cuts a Chinese or Japanese sentence, written without spaces, at its word breaks, a wide character counting two', () => {
    const sentence = '我们今天发布了一个新的销售工具，帮助团队更好地管理客户关系和销售渠道。';
    const lines = captionLines(sentence);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(sentence);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(20);
    expect(captionLines('Our 東京 team launched 新しいプロダクト today')).toEqual([
      'Our 東京 team launched 新しいプロダクト',
      'today',
    ]);
  });

  it('spreads the lines over the section by their length', () => {
    const captions = timedCaptions('Forecasts slip because nobody prices the cost of a slipped quarter before it', 8);
    expect(captions).toHaveLength(2);
    expect(captions[0]?.start).toBe(0);
    expect(captions[1]?.start).toBeCloseTo(captions[0]?.end ?? 0);
    expect(captions[1]?.end).toBe(8);
    expect(captionAt(captions, 0.1)).toBe(captions[0]?.text);
    expect(captionAt(captions, 7.9)).toBe(captions[1]?.text);
  });
});

describe('the recording format', () => {
  it('takes mp4 first, then webm with vp8 and opus, then webm', () => {
    expect(chooseRecordingFormat(() => true)?.mimeType).toBe('video/mp4');
    expect(chooseRecordingFormat((t) => t.startsWith('video/webm'))).toEqual({
      mimeType: 'video/webm;codecs=vp8,opus',
      container: 'webm',
      contentType: 'video/webm',
    });
    expect(chooseRecordingFormat((t) => t === 'video/webm')?.mimeType).toBe('video/webm');
  });

  it('is null when the browser records none of them', () => {
    expect(chooseRecordingFormat(() => false)).toBeNull();
  });
});
