import {
  createEmailTemplate,
  deleteEmailTemplate,
  type EmailTemplate,
  listEmailTemplates,
  TEMPLATE_MESSAGES,
  updateEmailTemplate,
} from '@inroad/contracts/email-template';
import { getUserSettings } from '@inroad/contracts/user';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { buildEmailTemplate } from '../../testing/engage-builders.ts';
import { buildUserSettings, fakeApi } from '../../testing/fake-api.ts';
import { bodiesSentTo } from '../../testing/fake-server.ts';
import { renderApp, renderWithProviders } from '../../testing/render-app.tsx';
import { DELETE_FAILED, validateTemplate } from './api/save-email-template.ts';
import { EmailTemplatesTab } from './components/email-templates-tab.tsx';

type Handlers = Parameters<typeof fakeApi>[0];

function setup(templates: EmailTemplate[], handlers: Handlers = []) {
  fakeApi([[listEmailTemplates, () => templates], ...handlers]);
  return renderWithProviders(<EmailTemplatesTab />);
}

function fill(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByRole('textbox', { name: label }), { target: { value } });
}

describe('email templates tab', () => {
  it('is the settings tab at /settings?tab=email-templates', async () => {
    fakeApi([
      [getUserSettings, () => buildUserSettings()],
      [listEmailTemplates, () => [buildEmailTemplate({ name: 'Warm intro' })]],
    ]);
    renderApp('/settings?tab=email-templates');
    expect(await screen.findByText('Warm intro', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Email Templates' }).getAttribute('aria-selected')).toBe('true');
  });

  it('lists templates with the body cut at 100 characters', async () => {
    const body = `${'a'.repeat(100)}TAIL`;
    setup([
      buildEmailTemplate({ name: 'Long one', body }),
      buildEmailTemplate({ id: 't2', name: 'Short', body: 'Hi' }),
    ]);
    expect(await screen.findByText(`${'a'.repeat(100)}...`)).toBeTruthy();
    expect(screen.queryByText(/TAIL/)).toBeNull();
    expect(screen.getByText('Hi')).toBeTruthy();
  });

  it('says when there are no templates', async () => {
    setup([]);
    expect(await screen.findByText(/No templates yet/)).toBeTruthy();
  });

  it('requires name, subject and body before creating', async () => {
    setup(
      [],
      [
        [
          createEmailTemplate,
          (input) => ({ status: 'success', template: buildEmailTemplate(input?.body as Partial<EmailTemplate>) }),
        ],
      ],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Create Template' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Email Template' });
    expect(within(dialog).getByText(/\{\{firstName\}\}/)).toBeTruthy();

    fill(dialog, 'Name', 'Intro');
    fill(dialog, 'Subject', '   ');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please fill in all required fields')).toBeTruthy();
    expect(bodiesSentTo(createEmailTemplate)).toEqual([]);

    fill(dialog, 'Subject', 'Hello {{firstName}}');
    fill(dialog, 'Body', 'Hi {{firstName}},\nGreat post.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodiesSentTo(createEmailTemplate)).toEqual([
        { name: 'Intro', subject: 'Hello {{firstName}}', body: 'Hi {{firstName}},\nGreat post.' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Email Template' })).toBeNull());
  });

  it('gives focus back to the button that opened the template dialog when it closes', async () => {
    setup([]);
    const opener = await screen.findByRole('button', { name: 'Create Template' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Create Email Template' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Email Template' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('asks before a close loses what was typed into a template', async () => {
    setup([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Create Template' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Email Template' });
    fill(dialog, 'Body', 'Hi {{firstName}}');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(within(ask).getByText('What you entered for this template is lost.')).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Email Template' })).toBeNull());
  });

  it('cannot be closed while its save is under way: the save closes it when done', async () => {
    const template = buildEmailTemplate();
    let release = () => {};
    setup(
      [template],
      [
        [
          updateEmailTemplate,
          (input) =>
            new Promise((resolve) => {
              release = () => resolve({ status: 'success', template: { ...template, ...(input?.body as object) } });
            }),
        ],
      ],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Intro' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Email Template' });
    fill(dialog, 'Name', 'Intro v2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull());
    fireEvent.keyDown(within(dialog).getByRole('textbox', { name: 'Name' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Edit Email Template' })).toBeTruthy();
    release();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Email Template' })).toBeNull());
  });

  it('edits a template by id and shows the server message when the save fails', async () => {
    const template = buildEmailTemplate();
    let fail = true;
    setup(
      [template],
      [
        [
          updateEmailTemplate,
          (input) => {
            if (fail) {
              fail = false;
              throw new ApiError({ status: 404, kind: 'unhandled', message: 'x', serverMessage: 'Template not found' });
            }
            return { status: 'success', template: { ...template, ...(input?.body as object) } };
          },
        ],
      ],
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Intro' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Email Template' });
    expect((within(dialog).getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe(template.subject);
    fill(dialog, 'Name', 'Intro v2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Template not found')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(bodiesSentTo(updateEmailTemplate)).toHaveLength(2));
    expect(bodiesSentTo(updateEmailTemplate)[1]).toEqual({
      id: template.id,
      name: 'Intro v2',
      subject: template.subject,
      body: template.body,
    });
  });

  it('says so when a template would be edited without its id', () => {
    expect(validateTemplate({ name: 'a', subject: 'b', body: 'c' }, 'edit')).toBe(TEMPLATE_MESSAGES.idRequired);
    expect(validateTemplate({ id: 'x', name: 'a', subject: 'b', body: ' ' }, 'edit')).toBe(TEMPLATE_MESSAGES.required);
    expect(validateTemplate({ name: 'a', subject: 'b', body: 'c' }, 'create')).toBeNull();
  });

  it("gives focus back to a template's Delete when cancelled, and to the next one's once deleted", async () => {
    let templates = [
      buildEmailTemplate({ name: 'Intro' }),
      buildEmailTemplate({ id: '10000000-0000-4000-8000-000000000002', name: 'Follow-up' }),
    ];
    fakeApi([
      [listEmailTemplates, () => templates],
      [
        deleteEmailTemplate,
        (input) => {
          const { id } = input.body as { id: string };
          templates = templates.filter((template) => template.id !== id);
          return { status: 'success' };
        },
      ],
    ]);
    renderWithProviders(<EmailTemplatesTab />);
    const deleteIntro = await screen.findByRole('button', { name: 'Delete Intro' });
    const ask = () => {
      deleteIntro.focus();
      fireEvent.click(deleteIntro);
      return screen.getByRole('dialog', { name: 'Delete template' });
    };
    fireEvent.click(within(ask()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(deleteIntro));

    fireEvent.click(within(ask()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Intro')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Follow-up' })));
  });

  it('deletes after confirmation, and says when deleting fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const template = buildEmailTemplate();
    let fail = false;
    setup(
      [template],
      [
        [
          deleteEmailTemplate,
          () => {
            if (fail) throw new ApiError({ status: 500, kind: 'unhandled', message: 'x' });
            return { status: 'success' };
          },
        ],
      ],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Intro' }));
    expect(screen.getByText('Are you sure you want to delete the template "Intro"?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(bodiesSentTo(deleteEmailTemplate)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Intro' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(bodiesSentTo(deleteEmailTemplate)).toEqual([{ id: template.id }]));

    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Delete Intro' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(DELETE_FAILED)).toBeTruthy();
  });
});
