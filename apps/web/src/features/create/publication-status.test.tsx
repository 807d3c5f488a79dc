import type { Answer } from '@inroad/contracts/create';
import { listNotices } from '@inroad/contracts/notice';
import { listPublications, type Publication } from '@inroad/contracts/publishing';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useNotices } from '../../lib/notices.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { buildAnswer, buildPublication } from '../../testing/create-backend/builders.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { fakeExtension, messagesToExtension } from '../../testing/fake-extension.ts';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { publicationsQueryKey, useAnswerPublications } from './api/publications.ts';
import { PublicationStatus } from './components/publication-status.tsx';

// The extension is on the page and answers nothing, so what the screen tells it is seen.
beforeEach(() => fakeExtension());

const WAITING = 'Waiting for the Inroad extension to publish it in your LinkedIn session';

const publication = (fields: Partial<Publication>): Publication =>
  buildPublication({
    answerId: 11,
    status: 'publishing',
    runAt: '2025-03-04T10:00:00.000Z',
    attempt: 1,
    error: WAITING,
    ...fields,
  });

function Rows({ answers = [] }: { answers?: readonly Answer[] }) {
  const byAnswer = useAnswerPublications(answers);
  return (
    <>
      {[...byAnswer.values()].map((p) => (
        <PublicationStatus key={p.id} publication={p} />
      ))}
    </>
  );
}

describe('a LinkedIn post published through the extension', () => {
  it('says it waits for the extension, and tells the extension at once', async () => {
    fakeApi([[listPublications, () => ({ publications: [publication({})] })]]);
    renderWithProviders(<Rows />);
    expect(await screen.findByText(WAITING)).toBeTruthy();
    expect(screen.getByText('Publishing')).toBeTruthy();
    await waitFor(() => expect(messagesToExtension()).toContainEqual({ type: 'refreshEngagements' }));
  });

  it('shows Published with the link the extension reported, without asking the extension again', async () => {
    const urn = 'urn:li:share:7300000000000000042';
    fakeApi([
      [
        listPublications,
        () => ({
          publications: [
            publication({
              status: 'published',
              error: null,
              networkPostId: urn,
              url: `https://www.linkedin.com/feed/update/${urn}/`,
            }),
          ],
        }),
      ],
    ]);
    renderWithProviders(<Rows />);
    const link = await screen.findByRole('link', { name: /View on LinkedIn/ });
    expect(link.getAttribute('href')).toBe(`https://www.linkedin.com/feed/update/${urn}/`);
    expect(screen.queryByText(WAITING)).toBeNull();
    expect(messagesToExtension()).toEqual([]);
  });
});

describe('the queue and its publications read at different moments', () => {
  it('reads the publications again when a post is out but its publication is not listed yet', async () => {
    const out = publication({ status: 'published', error: null, url: 'https://www.reddit.com/r/SaaS/comments/abc/' });
    let reads = 0;
    // The first read came before the post's publication existed; the answers were read after it went out.
    fakeApi([[listPublications, () => ({ publications: reads++ === 0 ? [] : [out] })]]);
    renderWithProviders(<Rows answers={[buildAnswer({ id: 11, status: 'published' })]} />);
    const link = await screen.findByRole('link', { name: /View on/ });
    expect(link.getAttribute('href')).toBe(out.url);
    expect(reads).toBe(2);
  });
});

/** The queue's rows beside the notices, as the Content Queue screen has them. */
function RowsAndNotices() {
  useNotices();
  return <Rows />;
}

describe('a post that fails', () => {
  it('has the notices read at once, for its "Post not published" notice, rather than at their next look', async () => {
    let failed = false;
    let noticeReads = 0;
    fakeApi([
      [
        listPublications,
        () => ({
          publications: [failed ? publication({ status: 'failed', error: 'LinkedIn answered 422' }) : publication({})],
        }),
      ],
      [
        listNotices,
        () => {
          noticeReads++;
          return { notices: [] };
        },
      ],
    ]);
    const queryClient = createQueryClient();
    renderWithProviders(<RowsAndNotices />, queryClient);
    await screen.findByText('Publishing');
    await waitFor(() => expect(noticeReads).toBe(1));
    failed = true;
    await queryClient.invalidateQueries({ queryKey: publicationsQueryKey });
    await screen.findByText('Failed');
    // Well within the notices' own 30 s look.
    await waitFor(() => expect(noticeReads).toBe(2), { timeout: 5_000 });
    // Reading the same failure again asks for nothing more.
    await queryClient.invalidateQueries({ queryKey: publicationsQueryKey });
    await queryClient.invalidateQueries({ queryKey: publicationsQueryKey });
    expect(noticeReads).toBe(2);
  });
});

describe('a failed post in the queue', () => {
  it('shows why without reading it out on opening, as what its Retry is described by', async () => {
    fakeApi([
      [listPublications, () => ({ publications: [publication({ status: 'failed', error: 'LinkedIn answered 422' })] })],
      [listNotices, () => ({ notices: [] })],
    ]);
    renderWithProviders(<Rows />);
    const reason = await screen.findByText('LinkedIn answered 422');
    // An alert would be read out at once, for every failed row of the queue.
    expect(screen.queryByRole('alert')).toBeNull();
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(document.getElementById(retry.getAttribute('aria-describedby') ?? '')).toBe(reason);
  });
});
