import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasRoomInMemory, useTmpdirInMemory } from './test-tmpdir.mjs';

/** A pid no process has: one that has just exited. */
function pidOfExitedProcess(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe.runIf(hasRoomInMemory())('the test run’s temporary folders in memory', () => {
  it('points TMPDIR at a folder of the run that everyone may enter, and removes it', () => {
    const env: Record<string, string | undefined> = {};
    const pid = pidOfExitedProcess();
    const remove = useTmpdirInMemory(env, pid);
    const dir = `/dev/shm/inroad-test-${pid}`;
    expect(env.TMPDIR).toBe(dir);
    // Like /tmp: the PostgreSQL cluster's folder inside belongs to another user.
    expect(statSync(dir).mode & 0o7777).toBe(0o1777);
    remove();
    expect(existsSync(dir)).toBe(false);
  });

  it('removes the folder of a run that was stopped before it could, and keeps a running one’s', () => {
    const abandoned = `/dev/shm/inroad-test-${pidOfExitedProcess()}`;
    const running = `/dev/shm/inroad-test-${process.pid}`;
    mkdirSync(path.join(abandoned, 'inroad-e2e-x'), { recursive: true });
    const ownedBefore = existsSync(running);
    if (!ownedBefore) mkdirSync(running);
    const remove = useTmpdirInMemory({}, pidOfExitedProcess());
    try {
      expect(existsSync(abandoned)).toBe(false);
      expect(existsSync(running)).toBe(true);
    } finally {
      remove();
      if (!ownedBefore) rmSync(running, { recursive: true });
    }
  });

  it('starts empty where a folder of an earlier run with the same pid was left', () => {
    // A running process's pid (this one's), which the earlier run had: its folder is not told apart as abandoned.
    const pid = process.pid;
    const left = `/dev/shm/inroad-test-${pid}`;
    mkdirSync(left, { recursive: true });
    writeFileSync(path.join(left, 'stale'), '');
    const env: Record<string, string | undefined> = {};
    const remove = useTmpdirInMemory(env, pid);
    expect(env.TMPDIR).toBe(left);
    expect(existsSync(path.join(left, 'stale'))).toBe(false);
    remove();
  });

  it('leaves a TMPDIR that is already set', () => {
    const env = { TMPDIR: '/var/tmp' };
    useTmpdirInMemory(env, pidOfExitedProcess())();
    expect(env.TMPDIR).toBe('/var/tmp');
  });
});
