import type { InstructionInput } from '@inroad/contracts/instruction-payloads';
import { describe, expect, it } from 'vitest';
import { createHttpInstructionApi } from '../inroad/instruction-api.ts';
import { memoryStore } from '../platform/chrome.ts';
import { useFakeNetwork } from '../test/fake-network.ts';
import { readOutcome } from './actions.ts';
import { executeInstruction } from './execute-instruction.ts';
import { createInstructionRunner } from './instruction-runner.ts';
import { createReportJournal } from './report-journal.ts';

// A post published in the session whose report does not reach Inroad: the runner keeps the outcome in the
// journal (chrome.storage in the extension), sends it again before it claims anything new, and never publishes
// the same attempt twice. LinkedIn and Inroad are one fake server on loopback.

const net = useFakeNetwork();

const SHARE = 'urn:li:share:7300000000000000401';
const publish = (id: string, key = 'publication-7-attempt-1'): InstructionInput => ({
  id,
  type: 'publish_post',
  payload: { platform: 'linkedin', publicationId: 7, idempotencyKey: key, text: 'Said once, posted once' },
});

/** The server's queue: hands out the given instructions in turn, then nothing. */
function serveClaims(instructions: InstructionInput[]) {
  net().on('POST', '/api/extension/instructions/claim', () => {
    const next = instructions.shift() ?? null;
    return {
      body: {
        instruction: next,
        lease: next ? { attempt: 1, expiresAt: new Date(Date.now() + 60_000).toISOString() } : null,
        nextClaimAfterMs: 0,
        pausedUntil: null,
      },
    };
  });
}

/** LinkedIn creates the post; the server's classifier reads its URN. */
function linkedinPublishes() {
  net().on('POST', '/voyager/api/contentcreation/normShares', {
    status: 201,
    body: { data: { status: { urn: SHARE } } },
  });
  net().on('POST', '/api/extension/format/linkedin/outcome', { body: { failure: null, createdId: SHARE } });
}

/** Report answers in turn (a status per report); the last one repeats. */
function reportsAnswer(...statuses: number[]) {
  // Instruction ids here start with i: the claim (/claim) is not matched.
  net().on('POST', '/api/extension/instructions/i', () => {
    const status = statuses.length > 1 ? statuses.shift()! : statuses[0]!;
    return status === 200
      ? { body: { status: 'success', instructionStatus: 'done', pausedUntil: null } }
      : {
          status,
          body: {
            status: 'error',
            message: status === 409 ? 'This instruction already finished as failed' : 'Service unavailable',
          },
        };
  });
}

function runnerWith(journal = createReportJournal(memoryStore())) {
  const runner = createInstructionRunner({
    api: createHttpInstructionApi(net().deps.inroad),
    execute: (instruction) => executeInstruction(instruction, net().deps),
    readOutcome: (answer) => readOutcome(net().deps, answer.platform, answer.body),
    sleep: async () => {},
    journal,
  });
  return { runner, journal };
}

/** The order of the queue calls the extension made: claims and reports. */
const queueCalls = () =>
  net()
    .requests.filter((r) => r.path.startsWith('/api/extension/instructions/'))
    .map((r) => (r.path.endsWith('/claim') ? 'claim' : `report ${r.path.split('/')[4]}`));

describe('lost reports', () => {
  it('keeps a report Inroad did not take, and sends it first in the next run instead of publishing again', async () => {
    serveClaims([publish('i1')]);
    linkedinPublishes();
    reportsAnswer(503, 200);
    const { runner, journal } = runnerWith();

    const first = await runner.run();
    expect(first).toMatchObject({ end: 'unreachable', error: 'Service unavailable' });
    expect(net().sent('/voyager/api/contentcreation/normShares')).toHaveLength(1);
    expect(await journal.unreported()).toMatchObject([{ id: 'i1', result: { ok: true, createdId: SHARE } }]);

    const second = await runner.run();
    expect(second).toMatchObject({ end: 'empty' });
    expect(queueCalls()).toEqual(['claim', 'report i1', 'report i1', 'claim']);
    const reports = net()
      .sent('/api/extension/instructions/i1/result')
      .map((r) => JSON.parse(r.body));
    expect(reports[1]).toEqual({
      status: 'done',
      result: { createdId: SHARE, noteDropped: false, url: `${net().url}/feed/update/${SHARE}/` },
    });
    expect(await journal.unreported()).toEqual([]);
    expect(net().sent('/voyager/api/contentcreation/normShares')).toHaveLength(1);
  });

  it('survives the service worker: a new runner with the same storage sends the kept report', async () => {
    const storage = memoryStore();
    serveClaims([publish('i2')]);
    linkedinPublishes();
    reportsAnswer(502);
    expect(await runnerWith(createReportJournal(storage)).runner.run()).toMatchObject({ end: 'unreachable' });

    await net().reset();
    serveClaims([]);
    reportsAnswer(200);
    const restarted = runnerWith(createReportJournal(storage));
    expect(await restarted.runner.run()).toMatchObject({ end: 'empty' });
    expect(queueCalls()).toEqual(['report i2', 'claim']);
    expect(net().sent('/voyager/api/contentcreation/normShares')).toHaveLength(0);
  });

  it('never performs an idempotency key twice: the remembered outcome is reported for it', async () => {
    serveClaims([publish('i3'), publish('i4')]);
    linkedinPublishes();
    reportsAnswer(200);
    const { runner } = runnerWith();
    expect(await runner.run()).toMatchObject({ done: 2, end: 'empty' });
    expect(net().sent('/voyager/api/contentcreation/normShares')).toHaveLength(1);
    const second = JSON.parse(net().sent('/api/extension/instructions/i4/result')[0]?.body ?? '');
    expect(second).toMatchObject({ status: 'done', result: { createdId: SHARE } });
  });

  it("keeps one user's report for them when another user signs in to the extension, instead of losing it", async () => {
    const storage = memoryStore();
    let user = 'user-a';
    const journal = createReportJournal(storage, Date.now, async () => user);
    serveClaims([publish('i8', 'publication-10-attempt-1')]);
    linkedinPublishes();
    reportsAnswer(503);
    expect(await runnerWith(journal).runner.run()).toMatchObject({ end: 'unreachable' });

    // Another user: the server would refuse them A's report (404), which would drop it for good.
    user = 'user-b';
    await net().reset();
    serveClaims([]);
    reportsAnswer(404);
    expect(await runnerWith(journal).runner.run()).toMatchObject({ end: 'empty' });
    expect(queueCalls()).toEqual(['claim']);

    // A signs in again: the report goes out first.
    user = 'user-a';
    await net().reset();
    serveClaims([]);
    reportsAnswer(200);
    expect(await runnerWith(journal).runner.run()).toMatchObject({ end: 'empty' });
    expect(queueCalls()).toEqual(['report i8', 'claim']);
    expect(await journal.unreported()).toEqual([]);
  });

  it('keeps a report for the user who claimed the post when another signs in while it goes out', async () => {
    let user = 'user-a';
    const journal = createReportJournal(memoryStore(), Date.now, async () => user);
    serveClaims([publish('i9', 'publication-11-attempt-1')]);
    net().on('POST', '/voyager/api/contentcreation/normShares', () => {
      user = 'user-b';
      return { status: 201, body: { data: { status: { urn: SHARE } } } };
    });
    net().on('POST', '/api/extension/format/linkedin/outcome', { body: { failure: null, createdId: SHARE } });
    // B's session would be refused A's report (404), which would drop it for good.
    reportsAnswer(404);
    expect(await runnerWith(journal).runner.run()).toMatchObject({ done: 1, end: 'empty' });
    expect(queueCalls()).toEqual(['claim', 'claim']);

    user = 'user-a';
    await net().reset();
    serveClaims([]);
    reportsAnswer(200);
    expect(await runnerWith(journal).runner.run()).toMatchObject({ end: 'empty' });
    expect(queueCalls()).toEqual(['report i9', 'claim']);
    expect(await journal.unreported()).toEqual([]);
  });

  it('keeps a post for its user when reading its answer signs the extension out, not for the next user', async () => {
    let user: string | null = 'user-a';
    const journal = createReportJournal(memoryStore(), Date.now, async () => user);
    serveClaims([publish('i10', 'publication-12-attempt-1')]);
    net().on('POST', '/voyager/api/contentcreation/normShares', {
      status: 201,
      body: { data: { status: { urn: SHARE } } },
    });
    // The session is refused while the answer is read: the extension forgets it.
    net().on('POST', '/api/extension/format/linkedin/outcome', () => {
      user = null;
      return { status: 401, body: { status: 'error', message: 'Not signed in' } };
    });
    expect(await runnerWith(journal).runner.run()).toMatchObject({ end: 'unreachable' });

    user = 'user-b';
    await net().reset();
    serveClaims([]);
    net().on('POST', '/api/extension/format/linkedin/outcome', { body: { failure: null, createdId: SHARE } });
    reportsAnswer(404);
    expect(await runnerWith(journal).runner.run()).toMatchObject({ end: 'empty' });
    expect(queueCalls()).toEqual(['claim']);

    user = 'user-a';
    await net().reset();
    serveClaims([]);
    net().on('POST', '/api/extension/format/linkedin/outcome', { body: { failure: null, createdId: SHARE } });
    reportsAnswer(200);
    expect(await runnerWith(journal).runner.run()).toMatchObject({ end: 'empty' });
    expect(queueCalls()).toEqual(['report i10', 'claim']);
    expect(JSON.parse(net().sent('/api/extension/instructions/i10/result')[0]?.body ?? '')).toMatchObject({
      status: 'done',
      result: { createdId: SHARE },
    });
    expect(net().sent('/voyager/api/contentcreation/normShares')).toHaveLength(0);
  });

  it("publishes another user's post under a key performed before: each Inroad numbers its posts", async () => {
    let user = 'user-a';
    const journal = createReportJournal(memoryStore(), Date.now, async () => user);
    serveClaims([publish('i11', 'publication-1-attempt-1')]);
    linkedinPublishes();
    reportsAnswer(200);
    expect(await runnerWith(journal).runner.run()).toMatchObject({ done: 1, end: 'empty' });

    // Another deployment, or the same one after its database was reset: its user's publication 1 is a new post.
    user = 'user-b';
    await net().reset();
    serveClaims([publish('i12', 'publication-1-attempt-1')]);
    linkedinPublishes();
    reportsAnswer(200);
    expect(await runnerWith(journal).runner.run()).toMatchObject({ done: 1, end: 'empty' });
    expect(net().sent('/voyager/api/contentcreation/normShares')).toHaveLength(1);
  });

  it('drops a kept report the server refuses for good, and goes on', async () => {
    serveClaims([publish('i5', 'publication-8-attempt-1')]);
    linkedinPublishes();
    reportsAnswer(503, 409);
    const { runner, journal } = runnerWith();
    expect(await runner.run()).toMatchObject({ end: 'unreachable' });
    expect(await runner.run()).toMatchObject({ end: 'empty' });
    expect(await journal.unreported()).toEqual([]);
    expect(queueCalls()).toEqual(['claim', 'report i5', 'report i5', 'claim']);
  });

  it('keeps the answer of a post Inroad could not read when it came, and reads and reports it once Inroad is back', async () => {
    serveClaims([publish('i6', 'publication-9-attempt-1'), publish('i7', 'publication-9-attempt-1')]);
    net().on('POST', '/voyager/api/contentcreation/normShares', {
      status: 201,
      body: { data: { status: { urn: SHARE } } },
    });
    let inroadUp = false;
    net().on('POST', '/api/extension/format/linkedin/outcome', () =>
      inroadUp
        ? { body: { failure: null, createdId: SHARE } }
        : { status: 502, body: { status: 'error', message: 'Bad gateway' } },
    );
    reportsAnswer(200);
    const storage = memoryStore();

    const down = await runnerWith(createReportJournal(storage)).runner.run();
    expect(down).toMatchObject({ end: 'unreachable', done: 0, failed: 0 });
    expect(queueCalls()).toEqual(['claim']);
    expect(await createReportJournal(storage).unreported()).toMatchObject([
      { id: 'i6', unread: { platform: 'linkedin', body: { httpStatus: 201 } } },
    ]);

    inroadUp = true;
    // A new service worker: the kept answer is read, reported as done, and the same post is not made again.
    expect(await runnerWith(createReportJournal(storage)).runner.run()).toMatchObject({ end: 'empty' });
    expect(queueCalls()).toEqual(['claim', 'report i6', 'claim', 'report i7', 'claim']);
    const reported = JSON.parse(net().sent('/api/extension/instructions/i6/result')[0]?.body ?? '');
    expect(reported).toMatchObject({ status: 'done', result: { createdId: SHARE } });
    expect(net().sent('/voyager/api/contentcreation/normShares')).toHaveLength(1);
    expect(await createReportJournal(storage).unreported()).toEqual([]);
  });
});
