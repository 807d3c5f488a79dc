import { type SavedAnswer, saveAnswer } from '@inroad/contracts/create';
import { formatScheduledTime } from '@inroad/contracts/create-schedule';
import type { JobPayload } from '@inroad/contracts/jobs';
import { listPublications, type Publication } from '@inroad/contracts/publishing';
import { vi } from 'vitest';
import type { TestUser } from './factories.ts';
import { expectOk, type TestApp } from './harness.ts';
import { fakeBytes, putFile, requestUpload } from './media-fixtures.ts';

/** Saves a manual-idea answer with the schedule given (asap, or a time as a Date). */
export async function schedulePost(
  t: TestApp,
  user: TestUser,
  text: string,
  options: { at?: Date; imageBytes?: Buffer } = {},
): Promise<SavedAnswer['answer']> {
  let contentMediaId: string | undefined;
  if (options.imageBytes) {
    const upload = (await requestUpload(t, user, { fileType: 'png' })).body;
    await putFile(t, upload.presignedS3URL, options.imageBytes, 'image/png');
    contentMediaId = upload.contentMediaId;
  }
  const saved = await t.call(saveAnswer, {
    token: user.token,
    body: {
      manualIdea: 'Publishing',
      postContent: text,
      answerType: 'expert_tip',
      postFormat: 'longform_text',
      presetFields: {},
      ...(options.at
        ? { schedule: 'custom_date', scheduledTime: formatScheduledTime(options.at) }
        : { schedule: 'asap' }),
      ...(contentMediaId ? { contentMediaId } : {}),
    },
  });
  return expectOk(saved, 200).body.answer;
}

export async function publicationOf(t: TestApp, user: TestUser, answerId: number): Promise<Publication | undefined> {
  const listed = expectOk(await t.call(listPublications, { token: user.token }), 200);
  return listed.body.publications.find((p) => p.answerId === answerId);
}

export const pngBytes = (seed = 1) => fakeBytes(600, seed);

/** Waits for a condition a background worker brings about (no fixed sleeps). */
export async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The publish jobs the app sends from now on, with when each may start (the spy goes with vi.restoreAllMocks). */
export function recordPublishJobs(t: TestApp) {
  const send = vi.spyOn(t.ctx.queue, 'send');
  return () =>
    send.mock.calls
      .filter(([name]) => name === 'publish-post')
      .map(([, payload, options]) => ({
        payload: payload as JobPayload<'publish-post'>,
        startAfter: options?.startAfter,
      }));
}
