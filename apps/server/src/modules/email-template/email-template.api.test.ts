import {
  createEmailTemplate,
  deleteEmailTemplate,
  listEmailTemplates,
  updateEmailTemplate,
} from '@inroad/contracts/email-template';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, startTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.session('templates@example.com');
});
afterAll(async () => {
  await t.close();
});

describe('e-mail templates', () => {
  it('creates, lists by name, edits and deletes', async () => {
    const created = expectOk(
      await t.call(createEmailTemplate, {
        token,
        body: { name: ' Intro ', subject: 'Hi {{firstName}}', body: 'Hello {{firstName}},\n\nLoved your post.\n' },
      }),
      200,
    );
    expect(created.body).toMatchObject({
      status: 'success',
      template: { name: 'Intro', subject: 'Hi {{firstName}}', body: 'Hello {{firstName}},\n\nLoved your post.' },
    });
    await t.call(createEmailTemplate, { token, body: { name: 'Follow-up', subject: 'Again', body: 'Hi' } });
    const list = expectOk(await t.call(listEmailTemplates, { token }));
    expect(list.body.map((x) => x.name)).toEqual(['Follow-up', 'Intro']);

    const id = created.body.template.id;
    const edited = await t.call(updateEmailTemplate, {
      token,
      body: { id, name: 'Intro v2', subject: 'Hello {{firstName}}', body: 'Short and sweet.' },
    });
    expect(edited.body).toMatchObject({ status: 'success', template: { id, name: 'Intro v2' } });
    expect((await t.call(deleteEmailTemplate, { token, body: { id } })).body).toEqual({ status: 'success' });
    const after = expectOk(await t.call(listEmailTemplates, { token }));
    expect(after.body.map((x) => x.id)).not.toContain(id);
  });

  it('lists by name as people read names, whatever the database sorts by', async () => {
    const own = await t.session('templates-order@example.com');
    for (const name of ['Zeta', 'acme intro', 'Bob follow-up', 'Émile', 'Template 10', 'Template 9']) {
      await t.call(createEmailTemplate, { token: own, body: { name, subject: 'Hi', body: 'Hello' } });
    }
    const list = expectOk(await t.call(listEmailTemplates, { token: own }));
    expect(list.body.map((x) => x.name)).toEqual([
      'acme intro',
      'Bob follow-up',
      'Émile',
      'Template 9',
      'Template 10',
      'Zeta',
    ]);
  });

  it("answers with the spec's messages when fields or the id are missing", async () => {
    for (const body of [
      { name: 'x', subject: 'y' },
      { name: '  ', subject: 'y', body: 'z' },
      { name: 'x', subject: '', body: 'z' },
      { name: 'x', subject: 'y', body: ' \n ' },
      {},
    ]) {
      const res = await t.call(createEmailTemplate, { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ status: 'error', message: 'Please fill in all required fields' });
    }
    const noId = await t.call(updateEmailTemplate, { token, body: { name: 'x', subject: 'y', body: 'z' } });
    expect(noId.status).toBe(400);
    expect(noId.body).toMatchObject({ message: 'Template ID is required for editing' });
    const tooLong = await t.call(createEmailTemplate, {
      token,
      body: { name: 'x'.repeat(201), subject: 'y', body: 'z' },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ message: 'name: must be at most 200 characters' });
  });

  it("keeps every user's templates their own: another user's id is 404", async () => {
    const created = expectOk(
      await t.call(createEmailTemplate, { token, body: { name: 'Private', subject: 's', body: 'b' } }),
    );
    const other = await t.session('templates-other@example.com');
    expect((await t.call(listEmailTemplates, { token: other })).body).toEqual([]);
    const id = created.body.template.id;
    const edit = await t.call(updateEmailTemplate, { token: other, body: { id, name: 'x', subject: 'y', body: 'z' } });
    expect(edit.status).toBe(404);
    expect(edit.body).toMatchObject({ message: 'Template not found' });
    expect((await t.call(deleteEmailTemplate, { token: other, body: { id } })).status).toBe(404);
    expect((await t.call(deleteEmailTemplate, { token, body: { id: 'not-an-id' } })).status).toBe(404);
    const mine = expectOk(await t.call(listEmailTemplates, { token }));
    expect(mine.body.find((x) => x.id === id)?.name).toBe('Private');
    expect((await t.call(listEmailTemplates)).status).toBe(401);
  });
});
