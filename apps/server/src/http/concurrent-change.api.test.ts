import { createContentGroup, createContentIdea } from '@inroad/contracts/content-plan';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendWhileWriting } from '../../test/concurrent-write.ts';
import { planWithIdea } from '../../test/create-fixtures.ts';
import { signUp } from '../../test/factories.ts';
import { expectError, startTestApp, type TestApp, testEngine } from '../../test/harness.ts';
import { contentGroups, contentPlans } from '../db/schema/index.ts';

// A write that meets another at the same moment, in another tab or by a job: a row added under one deleted in the
// meantime. The service read the parent, then inserted; the delete committed in between, and the database refused
// the insert (a foreign key). That is no server fault: the answer is a 409 that says what happened, not a 500.
// PGlite has one connection and runs the two one after the other, so there the service finds nothing: 404.

const DELETED_MEANWHILE =
  'Something this refers to was deleted meanwhile, perhaps in another tab; reload and try again';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('a row added under one deleted at the same moment', () => {
  it('an idea added to a topic being deleted answers 409 (404 one after the other)', async () => {
    const user = await signUp(t);
    const { group } = await planWithIdea(t, user);
    const response = await sendWhileWriting(
      t,
      async (tx) => {
        await tx.delete(contentGroups).where(eq(contentGroups.id, group.id));
      },
      () => t.call(createContentIdea, { token: user.token, body: { contentGroupId: group.id, idea: 'Too late' } }),
    );
    if (testEngine() === 'postgres') expect(expectError(response, 409).body.message).toBe(DELETED_MEANWHILE);
    else expect(expectError(response, 404).body.message).toBe('Content topic not found');
  });

  it('a topic added to a plan being deleted answers 409 (404 one after the other)', async () => {
    const user = await signUp(t);
    const { planId } = await planWithIdea(t, user);
    const response = await sendWhileWriting(
      t,
      async (tx) => {
        await tx.delete(contentPlans).where(eq(contentPlans.id, planId));
      },
      () => t.call(createContentGroup, { token: user.token, body: { contentPlanId: planId, name: 'Too late' } }),
    );
    if (testEngine() === 'postgres') expect(expectError(response, 409).body.message).toBe(DELETED_MEANWHILE);
    else expect(expectError(response, 404).body.message).toBe('Content plan not found');
  });
});
