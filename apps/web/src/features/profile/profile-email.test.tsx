import { listEmailTemplates } from '@inroad/contracts/email-template';
import { EMAIL_LOOKUP_MESSAGES, type FindEmailResponse, findEmail, logManualEmail } from '@inroad/contracts/engage';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { buildEmailTemplate, buildProfileDetails } from '../../testing/engage-builders.ts';
import {
  bodiesOf,
  deferred,
  extension,
  found,
  type Handlers,
  linkedinPost,
  resetExtension,
  setup,
} from '../../testing/profile-test-utils.tsx';
import { LOOKUP_NOT_MADE_MESSAGES } from './api/find-email.ts';

beforeEach(resetExtension);
const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
afterEach(() => {
  if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
  else Reflect.deleteProperty(navigator, 'clipboard');
});

const WEBSITE = { success: true, website: 'https://example.com', name: 'Example Co' };

describe('find email address', () => {
  it('spins while looking, then offers Gmail and Outlook for the address found', async () => {
    const answer = deferred<FindEmailResponse>();
    extension({
      getProfileDetails: buildProfileDetails(),
      getCompanyWebsite: WEBSITE,
    });
    const post = linkedinPost();
    setup(post, [[findEmail, () => answer.promise]]);

    fireEvent.click(await screen.findByRole('button', { name: 'Find email address' }));
    expect(await screen.findByText('Finding email address…')).toBeTruthy();
    await act(async () => answer.resolve(found('casey@example.com')));
    expect(await screen.findByText('casey@example.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gmail' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Outlook' })).toBeTruthy();
    expect(bodiesOf(findEmail)).toEqual([
      {
        fullName: 'Casey Example',
        domain: 'https://example.com',
        linkedinStandardProfileURL: post.posterProfileURL,
        posterSalesNavId: 'ACoAAExample1',
        companyLinkedinId: '1001',
        companyName: 'Example Co',
      },
    ]);
  });

  it.each([
    ['not_found', 'No email found'],
    ['no_website', 'No company website found'],
  ] as const)('says so when the lookup answers %s', async (status, text) => {
    extension({ getProfileDetails: buildProfileDetails(), getCompanyWebsite: WEBSITE });
    setup(linkedinPost(), [
      [findEmail, () => ({ email: null, status, verified: false, provider: null, message: text, alternatives: [] })],
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Find email address' }));
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('does not take a website it could not read for none: it says why, and Try again looks again', async () => {
    const details = buildProfileDetails();
    extension({ getProfileDetails: details, getCompanyWebsite: { success: false, error: 'LinkedIn answered 429' } });
    setup(linkedinPost(), [[findEmail, () => found('casey@example.com')]]);
    fireEvent.click(await screen.findByRole('button', { name: 'Find email address' }));
    expect(await screen.findByText(LOOKUP_NOT_MADE_MESSAGES.refused)).toBeTruthy();
    expect(screen.queryByText('No company website found')).toBeNull();
    expect(bodiesOf(findEmail)).toEqual([]);

    // The extension is gone the next time.
    extension({});
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(LOOKUP_NOT_MADE_MESSAGES.noExtension)).toBeTruthy();
    expect(bodiesOf(findEmail)).toEqual([]);

    extension({ getProfileDetails: details, getCompanyWebsite: WEBSITE });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('casey@example.com')).toBeTruthy();
    expect(bodiesOf(findEmail)).toMatchObject([{ domain: 'https://example.com' }]);
  });

  it("says the lookup's services are down (503) in place, not 'No email found', and Try again asks again", async () => {
    extension({ getProfileDetails: buildProfileDetails(), getCompanyWebsite: WEBSITE });
    const down = EMAIL_LOOKUP_MESSAGES.unavailable;
    const answers: (() => FindEmailResponse)[] = [
      () => {
        throw new ApiError({ status: 503, kind: 'unhandled', message: 'x', serverMessage: down });
      },
      () => found('casey@example.com'),
    ];
    setup(linkedinPost(), [[findEmail, () => answers.shift()!()]]);
    fireEvent.click(await screen.findByRole('button', { name: 'Find email address' }));
    expect(await screen.findByText(down)).toBeTruthy();
    expect(screen.queryByText('No email found')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('casey@example.com')).toBeTruthy();
    expect(bodiesOf(findEmail)).toHaveLength(2);
  });
});

describe('email templates in the profile', () => {
  async function findAddress(handlers: Handlers = []) {
    extension({ getProfileDetails: buildProfileDetails(), getCompanyWebsite: WEBSITE });
    const post = linkedinPost();
    setup(post, [[findEmail, () => found('casey@example.com')], ...handlers]);
    fireEvent.click(await screen.findByRole('button', { name: 'Find email address' }));
    await screen.findByText('casey@example.com');
    return post;
  }

  it('composes from a template with {{firstName}} filled, then logs the e-mail', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const post = await findAddress([[logManualEmail, () => ({ status: 'success' })]]);

    fireEvent.click(screen.getByRole('button', { name: 'Gmail' }));
    const picker = screen.getByRole('dialog', { name: 'Select Email Template' });
    expect(within(picker).getByText('Select Email Template')).toBeTruthy();
    expect(within(picker).getByRole('menuitem', { name: 'Blank Email' })).toBeTruthy();
    const manage = within(picker).getByRole('link', { name: 'Manage email templates' });
    expect(manage.getAttribute('href')).toBe('/settings?tab=email-templates');
    expect(manage.getAttribute('target')).toBe('_blank');
    fireEvent.click(await within(picker).findByRole('menuitem', { name: 'Intro' }));

    expect(open).toHaveBeenCalledTimes(1);
    const [url, target, features] = open.mock.calls[0] ?? [];
    expect(url).toBe(
      'https://mail.google.com/mail/?view=cm&fs=1&to=casey%40example.com&su=Hello%20Casey&body=Hi%20Casey%2C%0ANice%20post%20today.',
    );
    expect(target).toBe('_blank');
    expect(features).toContain('width=800,height=600');
    expect(features).toContain('toolbar=no');

    fireEvent.click(await screen.findByRole('button', { name: 'Log Sent Email' }));
    expect(await screen.findByRole('button', { name: 'Email Logged' })).toBeTruthy();
    expect(bodiesOf(logManualEmail)).toEqual([{ id: post.id, companyId: '1001', email: 'casey@example.com' }]);
  });

  it('opens a blank Outlook e-mail', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await findAddress();
    fireEvent.click(screen.getByRole('button', { name: 'Outlook' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Blank Email' }));
    expect(open.mock.calls[0]?.[0]).toBe(
      'https://outlook.office.com/mail/deeplink/compose?to=casey%40example.com&subject=&body=',
    );
  });

  it('reads the templates again at each opening: they are managed in another tab', async () => {
    let templates = [buildEmailTemplate()];
    await findAddress([[listEmailTemplates, () => templates]]);
    const gmail = screen.getByRole('button', { name: 'Gmail' });
    fireEvent.click(gmail);
    expect(await screen.findByRole('menuitem', { name: 'Intro' })).toBeTruthy();
    fireEvent.click(gmail);
    expect(screen.queryByRole('menuitem', { name: 'Intro' })).toBeNull();

    templates = [...templates, buildEmailTemplate({ id: '10000000-0000-4000-8000-000000000002', name: 'Follow-up' })];
    fireEvent.click(gmail);
    expect(await screen.findByRole('menuitem', { name: 'Follow-up' })).toBeTruthy();
  });

  it('puts a body too long for a compose link on the clipboard, opens the e-mail without it and says so', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const long = 'About your post today. '.repeat(200);
    await findAddress([[listEmailTemplates, () => [buildEmailTemplate({ body: `Hi {{firstName}},\n${long}` })]]]);

    const notice =
      'The email body is too long for a compose link; it was copied to the clipboard: paste it into the email.';

    fireEvent.click(screen.getByRole('button', { name: 'Gmail' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Intro' }));
    expect(await screen.findByText(notice)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`Hi Casey,\n${long}`);
    expect(open.mock.calls).toHaveLength(1);
    expect(open.mock.calls[0]?.[0]).toBe(
      'https://mail.google.com/mail/?view=cm&fs=1&to=casey%40example.com&su=Hello%20Casey&body=',
    );
  });

  it("says 'No templates available' without templates", async () => {
    await findAddress([[listEmailTemplates, () => []]]);
    fireEvent.click(screen.getByRole('button', { name: 'Gmail' }));
    expect(await screen.findByText('No templates available')).toBeTruthy();
  });
});
