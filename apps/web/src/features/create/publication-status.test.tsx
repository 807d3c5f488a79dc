import { listPublications, type Publication } from '@inroad/contracts/publishing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../lib/api-client.ts';
import { askExtension } from '../../lib/extension-client.ts';
import { buildPublication } from '../../testing/create-backend/builders.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { renderWithProviders } from '../../testing/render-app.tsx';
import { useAnswerPublications } from './api/publications.ts';
import { PublicationStatus } from './components/publication-status.tsx';

vi.mock('../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api-client.ts')>()),
  apiRequest: vi.fn(),
}));
vi.mock('../../lib/extension-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/extension-client.ts')>()),
  askExtension: vi.fn(async () => null),
}));

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

function Rows() {
  const byAnswer = useAnswerPublications();
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
    fakeApi(apiRequest, [[listPublications, () => ({ publications: [publication({})] })]]);
    renderWithProviders(<Rows />);
    expect(await screen.findByText(WAITING)).toBeTruthy();
    expect(screen.getByText('Publishing')).toBeTruthy();
    await waitFor(() => expect(askExtension).toHaveBeenCalledWith({ type: 'refreshEngagements' }));
  });

  it('shows Published with the link the extension reported, without asking the extension again', async () => {
    vi.mocked(askExtension).mockClear();
    const urn = 'urn:li:share:7300000000000000042';
    fakeApi(apiRequest, [
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
    expect(askExtension).not.toHaveBeenCalled();
  });
});
