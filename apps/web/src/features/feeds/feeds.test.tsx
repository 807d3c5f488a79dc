import {
  createSource,
  deleteSource,
  listSources,
  type Source,
  setSourceActive,
  updateSource,
} from '@inroad/contracts/source';
import { getUserSettings } from '@inroad/contracts/user';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { buildSource } from '../../testing/builders.ts';
import { buildUserSettings, fakeApi } from '../../testing/fake-api.ts';
import { bodiesSentTo } from '../../testing/fake-server.ts';
import { currentUrl, loadRouteCode, renderApp } from '../../testing/render-app.tsx';

// Screens load their code lazily: load it before the first test, not inside its first findBy.
beforeAll(() => loadRouteCode('/feeds'));
// A test may stand in for the extension.
afterEach(() => vi.unstubAllGlobals());

interface Setup {
  sources?: Source[];
  create?: () => unknown;
  update?: () => unknown;
  remove?: () => unknown;
  active?: (body: { id: string; active: boolean }) => unknown;
}

function setup({ sources = [], create, update, remove, active }: Setup = {}) {
  fakeApi([
    [getUserSettings, () => buildUserSettings()],
    [listSources, () => sources],
    [createSource, create ?? (() => buildSource())],
    [updateSource, update ?? (() => buildSource())],
    [deleteSource, remove ?? (() => ({ status: 'success' }))],
    [
      setSourceActive,
      (input) => {
        const body = input?.body as { id: string; active: boolean };
        if (active) return active(body);
        const source = sources.find((s) => s.id === body.id);
        return { ...source, active: body.active };
      },
    ],
  ]);
}

const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name });
const select = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('combobox', { name }) as HTMLSelectElement;
const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

async function openManualEditor() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add Feed' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Manual (advanced)' }));
  return screen.findByRole('dialog', { name: 'Add Source' });
}

/** Stands in for the extension, recording its messages: its LinkedIn type-ahead finds one person or one company. */
function stubTypeAhead(messages: { type: string; query?: string }[] = []) {
  vi.stubGlobal('chrome', {
    runtime: {
      sendMessage: (_id: string, message: { type: string; query?: string }, callback: (r: unknown) => void) => {
        messages.push(message);
        if (!message.type.startsWith('typeAhead')) return;
        const suggestions =
          message.type === 'typeAheadLinkedinUserEntities'
            ? [{ name: 'Ada Example', headline: 'VP Sales', linkedInId: 'ACoAAada', imageUrl: null }]
            : [{ name: 'Example Co', subtitle: 'Software', companyId: '1001', imageUrl: null }];
        queueMicrotask(() => callback({ success: true, suggestions }));
      },
    },
  });
}

const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('feeds screen', () => {
  it('lists sources with type labels and active marks, filtered by q from the URL', async () => {
    const reddit = buildSource({
      name: 'Main Feed: reddit',
      platform: 'reddit',
      followedEntityType: 'my_feed',
      active: false,
    });
    setup({ sources: [buildSource({ name: 'Search Topic: CRM' }), reddit] });
    const { router } = renderApp('/feeds');

    expect(await screen.findByRole('heading', { name: 'Feeds' })).toBeTruthy();
    await screen.findByRole('table');
    for (const header of ['ID', 'Name', 'Platform', 'Type', 'Active']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    expect(screen.getByText('Activity Feed Search')).toBeTruthy();
    expect(screen.getByText('My Feed')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Active' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Inactive' })).toBeTruthy();

    const search = screen.getByRole('searchbox', { name: 'Search feeds' });
    fireEvent.change(search, { target: { value: 'REDDIT' } });
    expect(rowNames()).toEqual(['Main Feed: reddit']);
    await waitFor(() => expect(currentUrl(router)).toBe('/feeds?q=REDDIT'));
    fireEvent.change(search, { target: { value: 'activity feed' } });
    expect(rowNames()).toEqual(['Search Topic: CRM']);
    fireEvent.change(search, { target: { value: reddit.id.slice(-6) } });
    expect(rowNames()).toEqual(['Main Feed: reddit']);
    fireEvent.change(search, { target: { value: 'nothing like this' } });
    expect(screen.getByText('No feeds match "nothing like this"')).toBeTruthy();
  });

  it('reads the search from the URL', async () => {
    setup({ sources: [buildSource({ name: 'Search Topic: CRM' }), buildSource({ name: 'Competitor Mention: Acme' })] });
    renderApp('/feeds?q=acme');
    await screen.findByRole('table');
    expect(rowNames()).toEqual(['Competitor Mention: Acme']);
  });

  it('opens the Source Wizard on the inbox', async () => {
    setup();
    const { router } = renderApp('/feeds');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Feed' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Source Wizard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/posts'));
    expect(new URLSearchParams(router.state.location.search).get('onboarding')).toBe('1');
  });

  it('activates, deactivates and deletes after confirmation', async () => {
    const source = buildSource({ name: 'Search Topic: CRM', active: true });
    setup({ sources: [source] });
    renderApp('/feeds');

    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Search Topic: CRM' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    expect(await screen.findByRole('img', { name: 'Inactive' })).toBeTruthy();
    expect(bodiesSentTo(setSourceActive)).toEqual([{ id: source.id, active: false }]);

    fireEvent.click(screen.getByRole('button', { name: 'Actions for Search Topic: CRM' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Activate' }));
    expect(await screen.findByRole('img', { name: 'Active' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Actions for Search Topic: CRM' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete source' });
    expect(within(dialog).getByText(/Are you sure you want to delete this source/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(bodiesSentTo(deleteSource)).toEqual([{ id: source.id }]));
  });

  it("shows the server's message, else the spec's text, when a status change or delete fails", async () => {
    setup({
      sources: [buildSource({ name: 'Search Topic: CRM' })],
      active: () => {
        throw new ApiError({ status: 500, kind: 'unhandled', message: 'x' });
      },
      remove: () => {
        throw new ApiError({ status: 404, kind: 'unhandled', message: 'x', serverMessage: 'Source not found' });
      },
    });
    renderApp('/feeds');

    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Search Topic: CRM' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    expect(await screen.findByText('An error occurred while updating the source status')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Actions for Search Topic: CRM' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete source' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Source not found')).toBeTruthy();
  });
});

describe('source editor', () => {
  it('resets the feed type and clears the profile when the platform changes', async () => {
    setup();
    renderApp('/feeds');
    const dialog = await openManualEditor();

    expect(select(dialog, 'Followed entity type').value).toBe('search');
    expect(within(dialog).getByText('Advanced Filters')).toBeTruthy();
    change(select(dialog, 'Followed entity type'), 'profile_feed');
    expect(within(dialog).queryByText('Advanced Filters')).toBeNull();
    change(field(dialog, 'Profile name'), 'Casey Example');
    expect(field(dialog, 'Profile URL')).toBeTruthy();

    change(select(dialog, 'Platform'), 'reddit');
    expect(select(dialog, 'Followed entity type').value).toBe('my_feed');
    expect([...select(dialog, 'Followed entity type').options].map((o) => o.textContent)).toEqual([
      'My Feed',
      'Main Feed',
    ]);
    // Reddit feeds are the user's own: no query/url field.
    expect(within(dialog).queryByRole('textbox', { name: 'Search query or URL' })).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: 'Profile URL' })).toBeNull();

    change(select(dialog, 'Platform'), 'linkedin');
    expect(select(dialog, 'Followed entity type').value).toBe('search');
    change(select(dialog, 'Followed entity type'), 'profile_feed');
    expect((field(dialog, 'Profile name') as HTMLInputElement).value).toBe('');
  });

  it('blocks the save on a blank rule value', async () => {
    setup();
    renderApp('/feeds');
    const dialog = await openManualEditor();
    change(field(dialog, 'Name'), 'Search Topic: CRM');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Keyword Rule' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Rule values cannot be empty')).toBeTruthy();
    expect(bodiesSentTo(createSource)).toEqual([]);
  });

  it('refuses a feed with nothing to read, naming what is missing', async () => {
    setup();
    renderApp('/feeds');
    const dialog = await openManualEditor();
    change(field(dialog, 'Name'), 'Search Topic: CRM');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Keyword' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A search feed needs a search query, a URL or keywords')).toBeTruthy();
    // The message sits far above the Save button in a long dialog: the cursor goes to the field, scrolling to it.
    await waitFor(() => expect(document.activeElement).toBe(field(dialog, 'Search query or URL')));

    change(select(dialog, 'Followed entity type'), 'profile_feed');
    expect(await within(dialog).findByText('A profile feed needs the profile or its URL')).toBeTruthy();
    expect(bodiesSentTo(createSource)).toEqual([]);

    // Keywords alone make a search.
    change(select(dialog, 'Followed entity type'), 'search');
    change(field(dialog, 'Keyword 1'), 'crm');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesSentTo(createSource)).toHaveLength(1));
  });

  it("finds people and companies through the extension's type-ahead and saves what it knows of them", async () => {
    const messages: { type: string; query?: string }[] = [];
    stubTypeAhead(messages);
    setup();
    renderApp('/feeds');
    const dialog = await openManualEditor();
    change(field(dialog, 'Name'), 'Search Topic: CRM');
    change(field(dialog, 'Search query or URL'), 'crm');
    change(field(dialog, 'Search LinkedIn for posted by people'), 'Ada');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add Ada Example' }, { timeout: 3000 }));
    change(field(dialog, "Search LinkedIn for poster's companies"), 'Exam');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add Example Co' }, { timeout: 3000 }));
    expect(messages.filter((m) => m.type.startsWith('typeAhead'))).toEqual([
      { type: 'typeAheadLinkedinUserEntities', query: 'Ada' },
      { type: 'typeAheadLinkedinCompanyEntities', query: 'Exam' },
    ]);
    // The picked entries show as editable rows, with the network's ids filled in.
    expect((field(dialog, 'Posted by people 1 ID') as HTMLInputElement).value).toBe('ACoAAada');

    change(select(dialog, 'Followed entity type'), 'profile_feed');
    change(field(dialog, 'Search LinkedIn for profile'), 'Ada');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add Ada Example' }, { timeout: 3000 }));
    expect((field(dialog, 'Profile name') as HTMLInputElement).value).toBe('Ada Example');
    change(select(dialog, 'Followed entity type'), 'search');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesSentTo(createSource)).toHaveLength(1));
    expect(bodiesSentTo(createSource)[0]).toMatchObject({
      postedByPeople: [{ name: 'Ada Example', linkedInId: 'ACoAAada', headline: 'VP Sales' }],
      posterWorksAtCompanies: [{ name: 'Example Co', companyId: '1001', subtitle: 'Software' }],
    });
  });

  it('takes Enter in a LinkedIn search: it picks the one suggestion shown and never saves the feed', async () => {
    stubTypeAhead();
    setup();
    renderApp('/feeds');
    const dialog = await openManualEditor();
    change(field(dialog, 'Name'), 'Search Topic: CRM');
    change(field(dialog, 'Search query or URL'), 'crm');
    const search = field(dialog, 'Search LinkedIn for posted by people');
    change(search, 'Ada');
    // false: the key's default, the form's submission, was prevented.
    expect(fireEvent.keyDown(search, { key: 'Enter' })).toBe(false);
    await within(dialog).findByRole('button', { name: 'Add Ada Example' }, { timeout: 3000 });
    expect(fireEvent.keyDown(search, { key: 'Enter' })).toBe(false);
    expect((field(dialog, 'Posted by people 1 ID') as HTMLInputElement).value).toBe('ACoAAada');
    expect((search as HTMLInputElement).value).toBe('');
    expect(bodiesSentTo(createSource)).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Add Source' })).toBeTruthy();
  });

  it('says when LinkedIn suggestions need the extension, and the entry is typed by hand', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setup();
    renderApp('/feeds');
    const dialog = await openManualEditor();
    change(field(dialog, 'Search LinkedIn for mentioned companies'), 'Example');
    expect(
      await within(dialog).findByText(
        'LinkedIn suggestions need the Inroad extension; add the company by name instead.',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Add company to mentioned companies' })).toBeTruthy();
  });

  it('cleans tags, keywords, rules and filters on save', async () => {
    setup();
    renderApp('/feeds');
    const dialog = await openManualEditor();

    change(field(dialog, 'Name'), '  Search Topic: CRM ');
    change(field(dialog, 'Search query or URL'), ' crm software ');
    change(select(dialog, 'Date range'), 'past-week');
    change(select(dialog, 'Strategy'), '');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Keyword' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Keyword' }));
    change(field(dialog, 'Keyword 1'), ' crm ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Tag' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Tag' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Tag' }));
    change(field(dialog, 'Tag 1'), 'Sales');
    change(field(dialog, 'Tag 2'), '   ');
    change(field(dialog, 'Tag 3'), 'sales');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Keyword Rule' }));
    change(field(dialog, 'Rule 1 value 1'), ' pricing ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add person to posted by people' }));
    change(field(dialog, 'Posted by people 1 name'), 'Robin Example');
    change(field(dialog, 'Posted by people 1 ID'), 'ACoAA123');
    fireEvent.click(within(dialog).getByRole('button', { name: "Add company to poster's companies" }));
    change(field(dialog, "Poster's companies 1 name"), 'Example Co');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add company to mentioned companies' }));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesSentTo(createSource)).toHaveLength(1));
    expect(bodiesSentTo(createSource)[0]).toEqual({
      name: 'Search Topic: CRM',
      platform: 'linkedin',
      followedEntityType: 'search',
      query: 'crm software',
      url: null,
      profile: null,
      dateRange: 'past-week',
      strategy: null,
      keywords: ['crm'],
      tags: ['Sales'],
      rules: [{ ruleType: 'keyword', field: 'posterSlug', inputs: [{ type: 'include', value: 'pricing' }] }],
      mentionedPeople: [],
      postedByPeople: [{ name: 'Robin Example', linkedInId: 'ACoAA123' }],
      mentionedCompanies: [],
      postedByCompanies: [],
      posterWorksAtCompanies: [{ name: 'Example Co', companyId: null }],
      active: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Source' })).toBeNull());
  });

  it('edits a source, saving a pasted address as its url', async () => {
    const source = buildSource({ name: 'Search Topic: CRM', strategy: 'topic_search' });
    setup({ sources: [source] });
    renderApp('/feeds');

    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Search Topic: CRM' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Source' });
    expect((field(dialog, 'Name') as HTMLInputElement).value).toBe('Search Topic: CRM');
    expect(select(dialog, 'Strategy').value).toBe('topic_search');
    change(field(dialog, 'Search query or URL'), 'https://www.linkedin.com/search/results/content/?keywords=crm');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(bodiesSentTo(updateSource)).toHaveLength(1));
    expect(bodiesSentTo(updateSource)[0]).toMatchObject({
      id: source.id,
      query: null,
      url: 'https://www.linkedin.com/search/results/content/?keywords=crm',
      strategy: 'topic_search',
      keywords: source.keywords,
      tags: source.tags,
    });
  });

  it('shows the server message for a failed save, else the fallback', async () => {
    let failure = new ApiError({ status: 400, kind: 'bad-request', message: 'x', serverMessage: 'name: too long' });
    setup({
      create: () => {
        throw failure;
      },
    });
    renderApp('/feeds');
    const dialog = await openManualEditor();
    change(field(dialog, 'Name'), 'Search Topic: CRM');
    change(field(dialog, 'Search query or URL'), 'crm');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('name: too long')).toBeTruthy();

    failure = new ApiError({ status: 0, kind: 'network', message: 'x' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An error occurred while saving')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add Source' })).toBeTruthy();
  });
});
