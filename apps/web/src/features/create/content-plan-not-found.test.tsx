import { getContentTopics } from '@inroad/contracts/content-plan';
import { CLIENT_ERROR_MESSAGES } from '@inroad/contracts/errors';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { createBackend } from '../../testing/create-backend/backend.ts';
import { buildPlan } from '../../testing/create-backend/builders.ts';
import { requestsTo } from '../../testing/fake-server.ts';
import { renderCreateArea } from '../../testing/render-create-area.tsx';

// The Content Topics address of a plan that is not there, and the topics that fail to load for another reason.

const withOnePlan = () => createBackend({ plans: [buildPlan({ id: 5, name: 'Lead plan' })] });

describe('Content Topics of a missing plan', () => {
  it("says a plan that is not there was not found, with the way back, and no 'unhandled error' alert", async () => {
    withOnePlan().install();
    renderCreateArea('/create/ideas/404');
    expect(await screen.findByText('Content plan not found')).toBeTruthy();
    expect(screen.getByText('It may have been deleted.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Content Plans' }).getAttribute('href')).toBe(
      '/create/content_plan',
    );
    expect(screen.queryByText('Could not load content topics')).toBeNull();
    expect(screen.queryByText(CLIENT_ERROR_MESSAGES.unhandled)).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Content Topic' }).hasAttribute('disabled')).toBe(true);
  });

  it('says an address that names no plan was not found, without asking the server', async () => {
    const backend = withOnePlan();
    backend.install();
    renderCreateArea('/create/ideas/abc');
    expect(await screen.findByText('This address does not name a content plan.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Content Plans' })).toBeTruthy();
    expect(requestsTo(getContentTopics)).toHaveLength(0);
  });

  it('alerts and offers to try again when the topics fail to load otherwise', async () => {
    const backend = withOnePlan();
    backend.override(getContentTopics, () => {
      throw new ApiError({ status: 500, kind: 'unhandled', message: CLIENT_ERROR_MESSAGES.unhandled });
    });
    backend.install();
    renderCreateArea('/create/ideas/5');
    expect(await screen.findByText('Could not load content topics')).toBeTruthy();
    expect(await screen.findByText(CLIENT_ERROR_MESSAGES.unhandled)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
