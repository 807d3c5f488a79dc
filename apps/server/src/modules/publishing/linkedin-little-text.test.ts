import { describe, expect, it } from 'vitest';
import { escapeLittleText } from './linkedin-publisher.ts';

describe("a LinkedIn post's text as little text", () => {
  it('keeps a hashtag a hashtag: a # before a letter or digit, with no word character before it', () => {
    expect(escapeLittleText('#sales')).toBe('#sales');
    expect(escapeLittleText('#1')).toBe('#1');
    expect(escapeLittleText('#émergence')).toBe('#émergence');
    expect(escapeLittleText('Forecasts (not numbers) #sales #B2B')).toBe('Forecasts \\(not numbers\\) #sales #B2B');
  });

  it('escapes any other #, which would be read as markup', () => {
    expect(escapeLittleText('C#')).toBe('C\\#');
    expect(escapeLittleText('# heading')).toBe('\\# heading');
    expect(escapeLittleText('a#b')).toBe('a\\#b');
  });

  it('escapes the other reserved characters, @ included: no mention is sent', () => {
    expect(escapeLittleText('@ada [a]{b}|c<d>*e_f~g\\h')).toBe('\\@ada \\[a\\]\\{b\\}\\|c\\<d\\>\\*e\\_f\\~g\\\\h');
  });
});
