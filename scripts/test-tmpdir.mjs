// The test run's temporary folders in memory: every suite's databases (the PostgreSQL cluster, the journeys' embedded
// databases and their copies of the seeded demo), browser profiles and builds are made under os.tmpdir(), which on
// this kind of machine is a disk. A journey copies and removes tens of megabytes per server it starts, and the
// kernel's work on the disk for that (and for the databases' own writes) cost the run ~12 CPU-s of system time.
import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync, statfsSync } from 'node:fs';
import path from 'node:path';

const MEMORY_FS = '/dev/shm';
const PREFIX = 'inroad-test-';
/** Room the run needs at its peak (1.7 GB measured), with a margin. */
const NEEDED_BYTES = 4 * 1024 ** 3;
const TMPFS_MAGIC = 0x01021994;

export function hasRoomInMemory() {
  try {
    const fs = statfsSync(MEMORY_FS);
    return fs.type === TMPFS_MAGIC && fs.bavail * fs.bsize >= NEEDED_BYTES;
  } catch {
    return false;
  }
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Folders of runs that were stopped before they could remove their own (Ctrl-C). */
function removeAbandoned() {
  for (const name of readdirSync(MEMORY_FS)) {
    const pid = Number(name.slice(PREFIX.length));
    if (name.startsWith(PREFIX) && Number.isInteger(pid) && !isRunning(pid)) {
      rmSync(path.join(MEMORY_FS, name), { recursive: true, force: true });
    }
  }
}

/**
 * Points TMPDIR (and so os.tmpdir() here and in every process the run starts) at a folder of this run in memory,
 * unless TMPDIR is already set or there is no memory file system with room. Answers the function that removes
 * the folder, called once the run's processes (the PostgreSQL cluster last) have stopped.
 */
export function useTmpdirInMemory(env = process.env, pid = process.pid) {
  if (env.TMPDIR || !hasRoomInMemory()) return () => {};
  removeAbandoned();
  const dir = path.join(MEMORY_FS, `${PREFIX}${pid}`);
  // One left by an earlier run whose pid this process now has.
  rmSync(dir, { recursive: true, force: true });
  // Like /tmp: the cluster's own folder in it belongs to the postgres user, which must reach it.
  mkdirSync(dir);
  chmodSync(dir, 0o1777);
  env.TMPDIR = dir;
  return () => {
    if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  };
}
