import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildPost } from '../../../testing/builders.ts';
import { renderWithProviders } from '../../../testing/render-app.tsx';
import { PostCard } from './post-card.tsx';
import { contentParts } from './post-text.ts';

describe('post content', () => {
  it('renders markup in a post as text, never as HTML', () => {
    const { container } = renderWithProviders(
      <PostCard
        post={buildPost({ content: 'Look <img src=x onerror=alert(1)> and <script>alert(2)</script> here' })}
      />,
    );
    expect(screen.getByTestId('post-content').textContent).toBe(
      'Look <img src=x onerror=alert(1)> and <script>alert(2)</script> here',
    );
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
  });

  it('highlights keywords and tags as whole words, case-insensitively', () => {
    renderWithProviders(
      <PostCard
        post={buildPost({
          content: 'Sales teams: wholesale is not SALES. We are Hiring!',
          keywords: ['sales'],
          contentTags: ['Hiring'],
        })}
      />,
    );
    const marks = [...screen.getByTestId('post-content').querySelectorAll('mark')];
    expect(marks.map((m) => [m.textContent, m.getAttribute('title')])).toEqual([
      ['Sales', 'Keyword: sales'],
      ['SALES', 'Keyword: sales'],
      ['Hiring', 'Tag: Hiring'],
    ]);
  });

  it('links http(s) URLs in a new tab and leaves other schemes as text', () => {
    renderWithProviders(
      <PostCard
        post={buildPost({ content: 'Read https://example.com/guide?a=1. Not javascript:alert(1) or <a href="x">' })}
      />,
    );
    const content = screen.getByTestId('post-content');
    const links = within(content).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://example.com/guide?a=1');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(content.textContent).toContain('javascript:alert(1)');
  });

  it('splits text into plain, link, keyword and tag parts', () => {
    expect(contentParts('CRM tips at https://x.io, by a founder', ['crm'], ['founder'])).toEqual([
      { kind: 'keyword', text: 'CRM', keyword: 'crm' },
      { kind: 'text', text: ' tips at ' },
      { kind: 'link', text: 'https://x.io', href: 'https://x.io/' },
      { kind: 'text', text: ', by a ' },
      { kind: 'tag', text: 'founder', keyword: 'founder' },
    ]);
  });

  it("shows 3 lines, then 'more' for long text", () => {
    renderWithProviders(<PostCard post={buildPost({ content: 'line\n'.repeat(10) })} />);
    const more = screen.getByRole('button', { name: 'more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(screen.getByRole('button', { name: 'less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('copies the content', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderWithProviders(<PostCard post={buildPost({ content: 'Copy me' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy content' }));
    expect(writeText).toHaveBeenCalledWith('Copy me');
  });
});

describe('post card', () => {
  it('shows the poster, tags by kind, the original link, counts and the en-US date', () => {
    const onPosterClick = vi.fn();
    const post = buildPost({
      posterName: 'Robin Example',
      sourceTags: ['Search Topic'],
      ruleTags: ['Hot accounts'],
      contentTags: ['Question'],
      keywordTags: ['crm'],
      numLikes: 1,
      numComments: 12,
      numShares: 2,
      postDate: '2025-03-04T10:00:00.000Z',
    });
    renderWithProviders(
      <PostCard post={post} onPosterClick={onPosterClick} footer={<button type="button">Like</button>} />,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Robin Example' }));
    expect(onPosterClick).toHaveBeenCalledWith(post);
    expect(screen.getByTitle('Source tag: Search Topic')).toBeTruthy();
    expect(screen.getByTitle('Tracker tag: Hot accounts')).toBeTruthy();
    expect(screen.getByTitle('System tag: Question')).toBeTruthy();
    expect(screen.getByTitle('Keyword: crm')).toBeTruthy();
    const original = screen.getByRole('link', { name: 'Go to original post' });
    expect(original.getAttribute('href')).toBe(post.postURL);
    expect(original.getAttribute('target')).toBe('_blank');
    expect(original.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('1 like')).toBeTruthy();
    expect(screen.getByText('12 comments')).toBeTruthy();
    expect(screen.getByText('2 shares')).toBeTruthy();
    expect(screen.getByText('Mar 4, 2025')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Like' })).toBeTruthy();
  });

  it('shows the summary above the text, unless it only repeats the text', () => {
    const long = 'We moved to a CRM in 12 weeks. It was hard. What should we set up first?';
    const { unmount } = renderWithProviders(
      <PostCard
        post={buildPost({ content: long, aiSummary: 'What should we set up first?', aiSummaryEngine: 'local' })}
      />,
    );
    expect(screen.getByText('Summary (basic)')).toBeTruthy();
    expect(screen.getByText('What should we set up first?')).toBeTruthy();
    unmount();
    const short = 'Can anyone recommend a course on cold calling?\n\nWe hired 6 people.';
    renderWithProviders(
      <PostCard
        post={buildPost({ content: short, aiSummary: short.replace('\n\n', ' '), aiSummaryEngine: 'model' })}
      />,
    );
    expect(screen.queryByText('AI summary')).toBeNull();
    expect(screen.getByTestId('post-content').textContent).toContain('cold calling');
  });

  it("counts a Reddit post's score as upvotes and its crossposts as such", () => {
    renderWithProviders(
      <PostCard post={buildPost({ platform: 'reddit', numLikes: 1_204, numComments: 3, numShares: 1 })} />,
    );
    expect(screen.getByText('1,204 upvotes')).toBeTruthy();
    expect(screen.getByText('3 comments')).toBeTruthy();
    expect(screen.getByText('1 crosspost')).toBeTruthy();
    expect(screen.queryByText(/likes?$|shares?$/)).toBeNull();
  });

  it("says in a tracker tag's tooltip why an AI rule gave it", () => {
    const reason =
      'The post complains about a tool or vendor and mentions a price increase ("They raised prices again.").';
    const post = buildPost({ ruleTags: ['Price rises', 'Hot accounts'], ruleTagReasons: { 'Price rises': reason } });
    renderWithProviders(<PostCard post={post} />);
    expect(screen.getByTitle(`Tracker tag: Price rises. ${reason}`)).toBeTruthy();
    // A tag of keyword rules has no reason to give.
    expect(screen.getByTitle('Tracker tag: Hot accounts')).toBeTruthy();
  });

  it("gives a tag named 'constructor' no reason it does not have", () => {
    renderWithProviders(<PostCard post={buildPost({ ruleTags: ['constructor'], ruleTagReasons: {} })} />);
    expect(screen.getByTitle('Tracker tag: constructor')).toBeTruthy();
  });

  it('plays a video', () => {
    const { container } = renderWithProviders(
      <PostCard post={buildPost({ videoURL: 'https://media.example.com/v.mp4' })} />,
    );
    expect(container.querySelector('video')?.getAttribute('src')).toBe('https://media.example.com/v.mp4');
  });

  it('previews an external link', () => {
    renderWithProviders(<PostCard post={buildPost({ externalLink: 'https://www.example.org/report' })} />);
    const preview = screen.getByRole('figure', { name: 'Link preview' });
    expect(within(preview).getByText('example.org')).toBeTruthy();
    expect(within(preview).getByRole('link').getAttribute('href')).toBe('https://www.example.org/report');
  });

  it('opens a single image full size', async () => {
    renderWithProviders(<PostCard post={buildPost({ imageURL: 'https://media.example.com/a.png' })} />);
    fireEvent.click(screen.getByRole('button', { name: 'View full size image' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('https://media.example.com/a.png');
  });

  it("adds a 'View full document' slide to a carousel with a document", async () => {
    renderWithProviders(
      <PostCard
        post={buildPost({
          carouselImages: ['https://media.example.com/1.png', 'https://media.example.com/2.png'],
          fullCarouselURL: 'https://media.example.com/deck.pdf',
        })}
      />,
    );
    expect(screen.getByText('1 / 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open image 1 of 2 full screen' }));
    expect(await screen.findByText('Image 1 of 2')).toBeTruthy();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'View full document' }));
    expect(await screen.findByRole('dialog', { name: 'Full Document' })).toBeTruthy();
    expect(screen.getByTitle('Full document').getAttribute('src')).toBe('https://media.example.com/deck.pdf');
  });

  it('drops media addresses that are not http(s)', () => {
    const { container } = renderWithProviders(
      <PostCard post={buildPost({ imageURL: 'javascript:alert(1)', postURL: 'data:text/html,<b>x</b>' })} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Go to original post' })).toBeNull();
  });
});
