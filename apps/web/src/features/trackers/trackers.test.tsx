import {
  createTracker,
  deleteTracker,
  listTrackers,
  rerunTrackerRetroactive,
  type Tracker,
  updateTracker,
} from '@inroad/contracts/tracker';
import { getUserSettings } from '@inroad/contracts/user';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { buildTracker } from '../../testing/builders.ts';
import { buildUserSettings, fakeApi } from '../../testing/fake-api.ts';
import { bodiesSentTo, requestsTo } from '../../testing/fake-server.ts';
import { loadRouteCode, renderApp } from '../../testing/render-app.tsx';
import { trackersQueryKey } from './api/get-trackers.ts';

// Screens load their code lazily: load it before the first test, not inside its first findBy.
beforeAll(() => loadRouteCode('/trackers'));

interface Setup {
  trackers?: Tracker[];
  create?: () => unknown;
  update?: () => unknown;
  remove?: () => unknown;
}

function setup({ trackers = [], create, update, remove }: Setup = {}) {
  fakeApi([
    [getUserSettings, () => buildUserSettings()],
    [listTrackers, () => trackers],
    [createTracker, create ?? (() => buildTracker())],
    [updateTracker, update ?? (() => buildTracker())],
    [deleteTracker, remove ?? (() => ({ status: 'success' }))],
  ]);
}

const listCalls = () => requestsTo(listTrackers).length;
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

async function openAddDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add Tracker' }));
  return screen.findByRole('dialog', { name: 'Add Tracker' });
}

describe('trackers screen', () => {
  it('lists trackers with platform, tag chips and coloured rule values, sortable by column', async () => {
    setup({
      trackers: [
        buildTracker({
          name: 'Zeta accounts',
          platform: 'linkedin',
          tags: ['Key account', 'Q3'],
          rules: [
            {
              ruleType: 'keyword',
              field: 'posterSlug',
              inputs: [
                { type: 'include', value: 'pricing' },
                { type: 'exclude', value: 'webinar' },
              ],
            },
            { ruleType: 'ai', field: 'content', inputs: [{ type: 'include', value: 'asks for a tool' }] },
          ],
        }),
        buildTracker({ name: 'Alpha hiring', platform: 'reddit', tags: ['Hiring'], rules: [] }),
      ],
    });
    renderApp('/trackers');

    expect(await screen.findByRole('heading', { name: 'Trackers' })).toBeTruthy();
    const table = await screen.findByRole('table');
    for (const header of ['ID', 'Name', 'Platform', 'Tags', 'Rules']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(within(table).getByText('LinkedIn')).toBeTruthy();
    expect(within(table).getByText('Reddit')).toBeTruthy();
    expect(within(table).getByText('Key account')).toBeTruthy();
    expect(within(table).getByText('Keyword:', { exact: false })).toBeTruthy();
    expect(within(table).getByText('AI Summary:', { exact: false })).toBeTruthy();
    expect(within(table).getByText('pricing').getAttribute('data-rule-input')).toBe('include');
    expect(within(table).getByText('webinar').getAttribute('data-rule-input')).toBe('exclude');

    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(names()).toEqual(['Zeta accounts', 'Alpha hiring']);
    fireEvent.click(within(table).getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Alpha hiring', 'Zeta accounts']);
    expect(within(table).getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(table).getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Zeta accounts', 'Alpha hiring']);
  });

  it('creates a tracker with rules and a retroactive count', async () => {
    setup();
    renderApp('/trackers');
    const dialog = await openAddDialog();

    type('Name', '  Pricing questions ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Tag' }));
    type('Tag 1', 'Pricing');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Platform' }), { target: { value: 'linkedin' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Keyword Rule' }));
    type('Rule 1 value 1', 'pricing');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add value to rule 1' }));
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Rule 1 value 2 type' }), {
      target: { value: 'exclude' },
    });
    type('Rule 1 value 2', 'jobs');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add AI Summary Rule' }));
    expect(within(dialog).getByText('AND')).toBeTruthy();
    type('Rule 2 value 1', 'asks which tool to buy');

    const count = within(dialog).getByRole('spinbutton', { name: 'Analyze the last N posts' });
    expect(count.getAttribute('placeholder')).toBe('100');
    expect(count.getAttribute('min')).toBe('1');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Apply tracker retroactively to posts' }));
    fireEvent.change(count, { target: { value: '250' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Tracker' })).toBeNull());
    expect(bodiesSentTo(createTracker)).toEqual([
      {
        name: 'Pricing questions',
        platform: 'linkedin',
        tags: ['Pricing'],
        rules: [
          {
            ruleType: 'keyword',
            field: 'posterSlug',
            inputs: [
              { type: 'include', value: 'pricing' },
              { type: 'exclude', value: 'jobs' },
            ],
          },
          { ruleType: 'ai', field: 'content', inputs: [{ type: 'include', value: 'asks which tool to buy' }] },
        ],
        analyzeLastNPosts: 250,
      },
    ]);
    await waitFor(() => expect(listCalls()).toBe(2));
  });

  it('sends no retroactive count unless the box is ticked and a value given', async () => {
    setup();
    renderApp('/trackers');
    const dialog = await openAddDialog();
    type('Name', 'Launches');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Tag' }));
    type('Tag 1', 'Launch');
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Analyze the last N posts' }), {
      target: { value: '50' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesSentTo(createTracker)).toHaveLength(1));
    expect(bodiesSentTo(createTracker)[0]).not.toHaveProperty('analyzeLastNPosts');
  });

  it("starts a new tracker without a tag field: 'Add Tag' gives the one to fill in, and a tracker saves without tags", async () => {
    setup();
    renderApp('/trackers');
    const dialog = await openAddDialog();
    expect(within(dialog).queryByRole('textbox', { name: 'Tag 1' })).toBeNull();

    type('Name', 'Launches');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Tag' }));
    const tag = within(dialog).getByRole('textbox', { name: 'Tag 1' });
    await waitFor(() => expect(document.activeElement).toBe(tag));
    expect(within(dialog).queryByRole('textbox', { name: 'Tag 2' })).toBeNull();
    type('Tag 1', 'Launch');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesSentTo(createTracker)).toHaveLength(1));
    expect(bodiesSentTo(createTracker)[0]).toMatchObject({ tags: ['Launch'] });
    expect(within(dialog).queryByText('Tags cannot be empty')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Tracker' })).toBeNull());

    const again = await openAddDialog();
    type('Name', 'No tags yet');
    fireEvent.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesSentTo(createTracker)).toHaveLength(2));
    expect(bodiesSentTo(createTracker)[1]).toMatchObject({ name: 'No tags yet', tags: [] });
  });

  it("blocks the save on a blank tag with 'Tags cannot be empty' and a red border", async () => {
    setup();
    renderApp('/trackers');
    const dialog = await openAddDialog();
    type('Name', 'Launches');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Tag' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Tag' }));
    type('Tag 1', 'Launch');
    type('Tag 2', '   ');
    // A pointer's click takes the focus to the button, as the browser does.
    within(dialog).getByRole('button', { name: 'Save' }).focus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Tags cannot be empty')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Tag 2' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Tag 1' }).getAttribute('aria-invalid')).not.toBe('true');
    // The cursor goes to the blank tag, so a long dialog scrolls to what stopped the save.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Tag 2' })));
    expect(bodiesSentTo(createTracker)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove tag 2' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesSentTo(createTracker)).toHaveLength(1));
  });

  it('blocks the save on a blank name, rule value or retroactive count below 1', async () => {
    setup();
    renderApp('/trackers');
    const dialog = await openAddDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Tag' }));
    type('Tag 1', 'x');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Keyword Rule' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Apply tracker retroactively to posts' }));
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Analyze the last N posts' }), {
      target: { value: '0' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Rule values cannot be empty')).toBeTruthy();
    expect(within(dialog).getByText('Must be at least 1')).toBeTruthy();
    expect(bodiesSentTo(createTracker)).toEqual([]);
  });

  it("edits a tracker in 'Edit Tracker' without the retroactive section", async () => {
    const tracker = buildTracker({ name: 'Hiring signals', tags: ['hiring'] });
    setup({ trackers: [tracker] });
    renderApp('/trackers');

    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Hiring signals' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tracker' });
    expect(within(dialog).queryByText('Apply tracker retroactively to posts')).toBeNull();
    expect((within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Hiring signals');

    type('Name', 'Hiring now');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(bodiesSentTo(updateTracker)).toEqual([
        { id: tracker.id, name: 'Hiring now', platform: 'all', tags: ['hiring'], rules: tracker.rules },
      ]),
    );
  });

  it('asks before a close loses what was entered, and Cancel and an untouched dialog close at once', async () => {
    setup();
    renderApp('/trackers');
    let dialog = await openAddDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Tracker' })).toBeNull());

    dialog = await openAddDialog();
    type('Name', 'Hiring signals');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(within(ask).getByText('What you entered for this tracker is lost.')).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect((within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Hiring signals');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByText('Discard'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Tracker' })).toBeNull());
    expect(bodiesSentTo(createTracker)).toEqual([]);

    // Reopened, it starts blank again; Cancel is an answer of its own.
    dialog = await openAddDialog();
    expect((within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('');
    type('Name', 'Other');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Tracker' })).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
  });

  it('cannot be closed while its save is under way: the save closes it when done', async () => {
    const tracker = buildTracker({ name: 'Hiring signals' });
    let release = () => {};
    setup({ trackers: [tracker], update: () => new Promise((resolve) => (release = () => resolve(tracker))) });
    renderApp('/trackers');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Hiring signals' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tracker' });
    type('Name', 'Hiring now');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    // No close button while it saves, and Escape neither closes it nor asks.
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull());
    fireEvent.keyDown(within(dialog).getByRole('textbox', { name: 'Name' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Edit Tracker' })).toBeTruthy();
    await waitFor(() => expect(bodiesSentTo(updateTracker)).toHaveLength(1));
    await act(async () => release());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Tracker' })).toBeNull());
  });

  it('shows the server message for a failed save, or the unhandled text for a 500', async () => {
    let failure = new ApiError({
      status: 409,
      kind: 'unhandled',
      message: 'x',
      serverMessage: 'A tracker with this name exists',
    });
    setup({
      create: () => {
        throw failure;
      },
    });
    renderApp('/trackers');
    const dialog = await openAddDialog();
    type('Name', 'Dup');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Tag' }));
    type('Tag 1', 'dup');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A tracker with this name exists')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add Tracker' })).toBeTruthy();

    failure = new ApiError({ status: 500, kind: 'unhandled', message: 'x', serverMessage: 'Internal error' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An unhandled error has occurred')).toBeTruthy();
  });

  it('says how many of the last N posts a new tracker tagged, and that AI rules are still reading', async () => {
    const running = { lastN: 200, analyzed: 40, tagged: 3, running: true, aiRules: true, failed: false };
    let tracker = buildTracker({ name: 'Price rises', retroactive: running });
    fakeApi([
      [getUserSettings, () => buildUserSettings()],
      [listTrackers, () => [tracker]],
    ]);
    const { queryClient } = renderApp('/trackers');
    expect(
      await screen.findByText(
        'Tagged 3 of the last 200 posts so far; the AI rules are still reading them (40 of 200 done)',
      ),
    ).toBeTruthy();

    tracker = { ...tracker, retroactive: { ...running, analyzed: 180, tagged: 12, running: false } };
    await act(() => queryClient.invalidateQueries({ queryKey: trackersQueryKey }));
    expect(await screen.findByText('Tagged 12 of the last 180 posts')).toBeTruthy();
  });

  it('says where a run stopped by a crash got to, and runs it again on request', async () => {
    const stopped = { lastN: 200, analyzed: 40, tagged: 3, running: false, aiRules: true, failed: true };
    let tracker = buildTracker({ name: 'Price rises', retroactive: stopped });
    const rerun = vi.fn((call: unknown) => {
      tracker = { ...tracker, retroactive: { ...stopped, analyzed: 0, tagged: 0, running: true, failed: false } };
      expect(call).toMatchObject({ body: { id: tracker.id } });
      return tracker;
    });
    fakeApi([
      [getUserSettings, () => buildUserSettings()],
      [listTrackers, () => [tracker]],
      [rerunTrackerRetroactive, rerun],
    ]);
    renderApp('/trackers');
    expect(await screen.findByText('Stopped after 40 of the last 200 posts (3 tagged)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Run again: Price rises' }));
    expect(
      await screen.findByText(
        'Tagged 0 of the last 200 posts so far; the AI rules are still reading them (0 of 200 done)',
      ),
    ).toBeTruthy();
    expect(rerun).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Run again: Price rises' })).toBeNull();
  });

  it('deletes after confirmation, and says so when it fails', async () => {
    const tracker = buildTracker({ name: 'Old tracker' });
    let fail = false;
    setup({
      trackers: [tracker],
      remove: () => {
        if (fail) throw new ApiError({ status: 500, kind: 'unhandled', message: 'x' });
        return { status: 'success' };
      },
    });
    renderApp('/trackers');

    const remove = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Actions for Old tracker' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete tracker' });
      expect(within(dialog).getByText('Are you sure you want to delete this tracker?')).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    };

    await remove();
    await waitFor(() => expect(bodiesSentTo(deleteTracker)).toEqual([{ id: tracker.id }]));
    await waitFor(() => expect(listCalls()).toBe(2));

    fail = true;
    await remove();
    expect(await screen.findByText('Failed to delete tracker')).toBeTruthy();
  });
});
