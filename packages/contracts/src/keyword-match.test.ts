import { describe, expect, it } from 'vitest';
import { compileKeywordMatcher, findKeywordMatches, highlightSegments, normalizeKeyword } from './keyword-match.ts';

const hits = (text: string, keywords: string[]) =>
  findKeywordMatches(text, keywords).map((m) => text.slice(m.start, m.end));

describe('findKeywordMatches', () => {
  it('matches whole words only, case-insensitively', () => {
    expect(hits('Sales teams love SALES tools', ['sales'])).toEqual(['Sales', 'SALES']);
    expect(hits('wholesale and salesforce', ['sales'])).toEqual([]);
  });

  it('treats punctuation as a boundary', () => {
    expect(hits('(sales), sales. "sales"! sales?', ['sales'])).toHaveLength(4);
    expect(hits('pre-sales and sales-led', ['sales'])).toEqual(['sales', 'sales']);
  });

  it('matches hashtags with or without the hash in the keyword, highlighting the hash', () => {
    expect(hits('Loving #SaaS today', ['saas'])).toEqual(['#SaaS']);
    expect(hits('Loving #saas and saas', ['#saas'])).toEqual(['#saas', 'saas']);
    expect(hits('#saasy', ['saas'])).toEqual([]);
  });

  it('matches multi-word phrases across any whitespace', () => {
    expect(hits('We do sales\n  automation well', ['sales automation'])).toEqual(['sales\n  automation']);
    expect(hits('sales and automation', ['sales automation'])).toEqual([]);
  });

  it('prefers the longest keyword at one position and never overlaps', () => {
    const text = 'sales automation is sales';
    expect(findKeywordMatches(text, ['sales', 'sales automation'])).toEqual([
      { start: 0, end: 16, keyword: 'sales automation' },
      { start: 20, end: 25, keyword: 'sales' },
    ]);
  });

  it('escapes regular-expression metacharacters', () => {
    expect(hits('I write C++ and .NET, not C', ['c++', '.net'])).toEqual(['C++', '.NET']);
    expect(
      hits('price is $5 (approx) [really] a|b ^x *y? {z} \\w /s', ['$5', '(approx)', '[really]', 'a|b']),
    ).toHaveLength(4);
    expect(hits('a.b', ['a*b'])).toEqual([]);
    expect(hits('node.js and nodexjs', ['node.js'])).toEqual(['node.js']);
    expect(hits('\\w /s', ['\\w', '/s'])).toEqual(['\\w', '/s']);
  });

  it('handles accents and non-ASCII letters as word characters', () => {
    expect(hits('Un café à Zürich', ['café', 'zürich'])).toEqual(['café', 'Zürich']);
    expect(hits('CAFÉ ZÜRICH', ['café', 'Zürich'])).toEqual(['CAFÉ', 'ZÜRICH']);
    // 'caf' must not match inside 'café', nor 'cafe' inside 'cafés'.
    expect(hits('café cafés', ['caf', 'cafe'])).toEqual([]);
    expect(hits('Москва и München', ['москва', 'münchen'])).toEqual(['Москва', 'München']);
    expect(hits('東京 で', ['東京'])).toEqual(['東京']);
  });

  it('matches decomposed accents against composed keywords', () => {
    const decomposed = 'cafe\u0301 time';
    expect(findKeywordMatches(decomposed, ['café'])).toHaveLength(1);
    expect(findKeywordMatches(decomposed, ['cafe'])).toEqual([]);
  });

  it("reads 'İ' as 'I', so a Turkish name matches itself and its lower case", () => {
    expect(hits('Hello from İstanbul! İZMİR office', ['İstanbul', 'izmir'])).toEqual(['İstanbul', 'İZMİR']);
    expect(hits('istanbul and ISTANBUL', ['İstanbul'])).toEqual(['istanbul', 'ISTANBUL']);
    // Decomposed, the dot is a combining mark that NFC joins to the 'I'.
    expect(findKeywordMatches('I\u0307stanbul', ['istanbul'])).toEqual([{ start: 0, end: 8, keyword: 'istanbul' }]);
    expect(highlightSegments('in İstanbul today', ['istanbul'])).toEqual([
      { text: 'in ', keyword: null },
      { text: 'İstanbul', keyword: 'istanbul' },
      { text: ' today', keyword: null },
    ]);
  });

  it('handles emoji next to and inside keywords', () => {
    expect(hits('Launch day🚀 launch', ['launch'])).toEqual(['Launch', 'launch']);
    expect(hits('we 🚀 ship', ['🚀'])).toEqual(['🚀']);
    expect(hits('👋hello👋', ['hello'])).toEqual(['hello']);
    // A keyword edge that is not a word character needs no boundary on that side.
    expect(hits('Shipped🚀🚀', ['🚀'])).toEqual(['🚀', '🚀']);
    expect(hits('launch 🚀 day', ['launch 🚀'])).toEqual(['launch 🚀']);
    expect(hits('launch 🚀day', ['launch 🚀'])).toEqual(['launch 🚀']);
    expect(hits('relaunch 🚀', ['launch 🚀'])).toEqual([]);
  });

  it('ignores blank and duplicate keywords and reports the first spelling', () => {
    expect(findKeywordMatches('text', [])).toEqual([]);
    expect(findKeywordMatches('text', ['', '   '])).toEqual([]);
    expect(findKeywordMatches('AI is here', ['AI', 'ai', '#ai'])).toEqual([{ start: 0, end: 2, keyword: 'AI' }]);
  });

  it('is fast on a 10,000-character post with many keywords', () => {
    const text = 'lorem ipsum dolor sit amet #growth, '.repeat(300).slice(0, 10_000);
    const keywords = Array.from({ length: 50 }, (_, i) => `keyword${i}`).concat('growth');
    const matcher = compileKeywordMatcher(keywords);
    const started = performance.now();
    for (let i = 0; i < 20; i++) matcher.find(text);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(matcher.matched(text)).toEqual(['growth']);
  });
});

describe('compileKeywordMatcher', () => {
  it('tests and lists matched keywords in the given order', () => {
    const matcher = compileKeywordMatcher(['beta', 'alpha', 'gamma']);
    expect(matcher.test('Alpha and beta')).toBe(true);
    expect(matcher.test('nothing here')).toBe(false);
    expect(matcher.matched('alpha, beta, alpha')).toEqual(['beta', 'alpha']);
  });

  it('can be reused: results do not depend on earlier calls', () => {
    const matcher = compileKeywordMatcher(['x']);
    expect(matcher.test('x')).toBe(true);
    expect(matcher.test('x')).toBe(true);
    expect(matcher.find('x x')).toHaveLength(2);
    expect(matcher.find('x x')).toHaveLength(2);
  });
});

describe('normalizeKeyword', () => {
  it('trims, single-spaces, lower-cases and drops the hash', () => {
    expect(normalizeKeyword('  #Sales   Automation ')).toBe('sales automation');
  });
});

describe('highlightSegments', () => {
  it('splits text into plain and highlighted parts', () => {
    expect(highlightSegments('Hiring a VP of #Sales now', ['sales', 'vp'])).toEqual([
      { text: 'Hiring a ', keyword: null },
      { text: 'VP', keyword: 'vp' },
      { text: ' of ', keyword: null },
      { text: '#Sales', keyword: 'sales' },
      { text: ' now', keyword: null },
    ]);
    expect(highlightSegments('', ['x'])).toEqual([{ text: '', keyword: null }]);
  });
});
