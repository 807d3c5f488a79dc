import { describe, expect, it } from 'vitest';
import { contentParts, searchWords, summaryRepeatsContent } from './post-text.ts';

const marked = (text: string, search: string) =>
  contentParts(text, [], [], search)
    .filter((part) => part.kind === 'search')
    .map((part) => part.text);

describe('search highlighting', () => {
  it('marks each search word where a word begins, case-insensitively', () => {
    expect(marked('Pipeline review: the PIPE is a bagpipe, not a pipedream', 'pipe REVIEW')).toEqual([
      'Pipe',
      'review',
      'PIPE',
      'pipe',
    ]);
  });

  it("marks 'İstanbul' for 'istanbul' and the other way round, as the server's search finds it", () => {
    expect(marked('Hiring in İstanbul and istanbul', 'istanbul')).toEqual(['İstanbul', 'istanbul']);
    expect(marked('Hiring in İSTANBUL', 'İstanbul')).toEqual(['İSTANBUL']);
  });

  it('keeps the text whole and as text around the marks', () => {
    const parts = contentParts('Sales <b>pipeline</b> at https://example.com/pipeline', [], [], 'pipeline');
    expect(parts).toEqual([
      { kind: 'text', text: 'Sales <b>' },
      { kind: 'search', text: 'pipeline', keyword: 'pipeline' },
      { kind: 'text', text: '</b> at ' },
      { kind: 'link', text: 'https://example.com/pipeline', href: 'https://example.com/pipeline' },
    ]);
  });

  it('takes regular-expression characters in the search literally', () => {
    expect(marked('We hire C++ and .NET devs (remote) [EU] for $100k+', 'c++ .net (remote) [eu] $100k+')).toEqual([
      'C++',
      '.NET',
      '(remote)',
      '[EU]',
      '$100k+',
    ]);
    expect(marked('nothing matches here', '.* \\ ^ $ | ?')).toEqual([]);
    expect(() => contentParts('text', [], [], '(((( [[[ \\')).not.toThrow();
  });

  it('leaves one-letter words out, and what keywords and tags already mark', () => {
    expect(searchWords('a  CRM   crm b')).toEqual(['crm']);
    expect(contentParts('CRM tips for a CRM', ['crm tips'], [], 'crm')).toEqual([
      { kind: 'keyword', text: 'CRM tips', keyword: 'crm tips' },
      { kind: 'text', text: ' for a ' },
      { kind: 'search', text: 'CRM', keyword: 'crm' },
    ]);
  });
});

describe('summaryRepeatsContent', () => {
  it('tells a summary that only repeats the text, whatever its spacing, from one that says less', () => {
    const content = 'Switching from spreadsheets to a CRM.\n\nWhat should we set up first?';
    expect(summaryRepeatsContent('Switching from spreadsheets to a CRM. What should we set up first?', content)).toBe(
      true,
    );
    expect(summaryRepeatsContent('What should we set up first?', content)).toBe(false);
    expect(summaryRepeatsContent('Ünïcode café', 'ünïcode   CAFÉ!')).toBe(true);
  });
});
