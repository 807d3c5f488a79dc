import { Instruction, type InstructionResult } from '@inroad/contracts/instruction-payloads';
import { describe, expect, it } from 'vitest';
import { createSessionStore } from '../inroad/session.ts';
import { memoryStore } from '../platform/chrome.ts';
import { createInstructionRunner, type InstructionApi, type InstructionRunner } from './instruction-runner.ts';
import { readPopupStatus } from './popup-status.ts';
import { createReportJournal } from './report-journal.ts';

const like = (id: string): Instruction => ({
  id,
  type: 'like',
  payload: { platform: 'linkedin', postUrn: `urn:li:activity:${id}` },
});
const ok: InstructionResult = { ok: true, createdId: null, postCount: null, noteDropped: false };

function queue(items: Instruction[]) {
  const reports: [string, InstructionResult][] = [];
  const api: InstructionApi = {
    claim: async () => items.shift() ?? null,
    report: async (id, result) => {
      reports.push([id, result]);
    },
  };
  return { api, reports };
}

describe('instruction runner', () => {
  it('claims, executes and reports until the queue is empty, pausing between actions', async () => {
    const { api, reports } = queue([like('1'), like('2'), like('3')]);
    const waits: number[] = [];
    const runner = createInstructionRunner({
      api,
      execute: async () => ok,
      sleep: async (ms) => {
        waits.push(ms);
      },
      random: () => 0.5,
      gapMs: { min: 1000, max: 3000 },
    });
    expect(await runner.run()).toEqual({ done: 3, failed: 0, end: 'empty' });
    expect(reports.map(([id]) => id)).toEqual(['1', '2', '3']);
    expect(waits).toEqual([2000, 2000]);
    expect(runner.running).toBe(false);
  });

  it('keeps going after a failure about one prospect, and stops at a limit or challenge', async () => {
    const { api, reports } = queue([like('1'), like('2'), like('3')]);
    const results: InstructionResult[] = [
      { ok: false, failure: { kind: 'unknown', message: 'already invited', code: 'CANT_RESEND_YET' } },
      { ok: false, failure: { kind: 'rate_limit', message: 'Too many requests', code: '429' } },
    ];
    const runner = createInstructionRunner({ api, execute: async () => results.shift() ?? ok, sleep: async () => {} });
    const summary = await runner.run();
    expect(summary).toMatchObject({ done: 0, failed: 2, end: 'paused', failure: { kind: 'rate_limit' } });
    expect(reports).toHaveLength(2);
  });

  it('keeps saying the queue is paused while the server holds it after a limit, with the run that met the limit', async () => {
    const { api } = queue([like('1')]);
    let pausedUntil: number | null = null;
    const limited = { kind: 'rate_limit', message: 'Too many requests', code: '429' } as const;
    const runner = createInstructionRunner({
      api: { ...api, pausedUntil: () => pausedUntil },
      execute: async () => {
        pausedUntil = Date.now() + 6 * 3_600_000;
        return { ok: false, failure: limited };
      },
      sleep: async () => {},
    });
    await runner.run();
    const met = runner.lastRun;
    expect(met).toMatchObject({ end: 'paused', failure: limited });
    // The next minute's run is handed nothing: still paused, and the popup keeps the limit's reason and time.
    expect(await runner.run()).toEqual({ done: 0, failed: 0, end: 'paused' });
    expect(runner.lastRun).toBe(met);
    // Once the pause is over, an empty queue is idle again.
    pausedUntil = null;
    expect(await runner.run()).toEqual({ done: 0, failed: 0, end: 'empty' });
    expect(runner.lastRun).toMatchObject({ end: 'empty' });
  });

  it('keeps a pause and its reason for the popup when the service worker restarts', async () => {
    const statusStore = memoryStore();
    let pausedUntil: number | null = null;
    const limited = { kind: 'rate_limit', message: 'Too many requests', code: '429' } as const;
    /** A runner of a new service worker over the same browser session storage. */
    const worker = (items: Instruction[]) =>
      createInstructionRunner({
        api: { ...queue(items).api, pausedUntil: () => pausedUntil },
        execute: async () => {
          pausedUntil = Date.now() + 6 * 3_600_000;
          return { ok: false, failure: limited };
        },
        sleep: async () => {},
        statusStore,
      });
    const popupQueue = async (runner: InstructionRunner) =>
      (
        await readPopupStatus({
          sessions: createSessionStore(memoryStore()),
          cookies: { get: async () => null },
          runner,
          linkedinBase: 'https://www.linkedin.com',
          redditBase: 'https://www.reddit.com',
          defaultAppUrl: 'http://localhost:3000',
        })
      ).queue.lastRun;

    await worker([like('1')]).run();
    // Stopped when idle, the worker is started again by the popup's question.
    expect(await popupQueue(worker([]))).toMatchObject({ end: 'paused', failed: 1, reason: 'Too many requests' });
    // Or by the next minute's claim, which the server answers with the pause still on.
    const woken = worker([]);
    expect(await woken.run()).toEqual({ done: 0, failed: 0, end: 'paused' });
    expect(await popupQueue(woken)).toMatchObject({ end: 'paused', failed: 1, reason: 'Too many requests' });
  });

  it('leaves alone an instruction claimed while another user signed in, to be handed to its user again', async () => {
    let user = 'user-a';
    const journal = createReportJournal(memoryStore(), Date.now, async () => user);
    const items = [like('1')];
    const executed: string[] = [];
    const runner = createInstructionRunner({
      api: {
        claim: async () => {
          user = 'user-b';
          return items.shift() ?? null;
        },
        report: async () => {},
      },
      execute: async (instruction) => {
        executed.push(instruction.id);
        return ok;
      },
      sleep: async () => {},
      journal,
      statusStore: memoryStore(),
    });
    expect(await runner.run()).toEqual({ done: 0, failed: 0, end: 'empty' });
    expect(executed).toEqual([]);
    expect(await journal.unreported()).toEqual([]);
  });

  it('runs once at a time and reports whether it is running', async () => {
    // Resolves with the way to finish the action once the runner has started performing it.
    let executing: (release: () => void) => void = () => {};
    const started = new Promise<() => void>((resolve) => {
      executing = resolve;
    });
    const { api } = queue([like('1')]);
    const runner = createInstructionRunner({
      api,
      execute: () => new Promise((resolve) => executing(() => resolve(ok))),
      sleep: async () => {},
    });
    expect(runner.start()).toBe(true);
    expect(runner.running).toBe(true);
    expect(runner.start()).toBe(false);
    const joined = runner.run();
    const release = await started;
    release();
    expect(await joined).toMatchObject({ done: 1, end: 'empty' });
    expect(runner.running).toBe(false);
  });

  it('stops when the queue cannot be reached, and after the per-run limit', async () => {
    const unreachable = createInstructionRunner({
      api: { claim: () => Promise.reject(new Error('offline')), report: async () => {} },
      execute: async () => ok,
    });
    expect(await unreachable.run()).toEqual({ done: 0, failed: 0, end: 'unreachable', error: 'offline' });
    const endless: InstructionApi = { claim: async () => like('x'), report: async () => {} };
    const limited = createInstructionRunner({
      api: endless,
      execute: async () => ok,
      sleep: async () => {},
      maxPerRun: 4,
    });
    expect(await limited.run()).toEqual({ done: 4, failed: 0, end: 'limit' });
  });

  it('says whether it is reading feeds: asked for a refresh, or busy with a fetch_source', async () => {
    const fetch = Instruction.parse({
      id: 'f1',
      type: 'fetch_source',
      payload: { sourceId: '0f8fad5b-d9cb-469f-a165-70867728950e', platform: 'linkedin', followedEntityType: 'search' },
    });
    const { api } = queue([fetch, like('2')]);
    const seen: boolean[] = [];
    const runner: ReturnType<typeof createInstructionRunner> = createInstructionRunner({
      api,
      execute: async () => {
        seen.push(runner.fetching);
        return ok;
      },
      sleep: async () => {},
    });
    expect(runner.fetching).toBe(false);
    runner.start({ feeds: true });
    expect(runner.fetching).toBe(true);
    await runner.run();
    expect(seen).toEqual([true, false]);
    expect(runner.fetching).toBe(false);
  });
});
