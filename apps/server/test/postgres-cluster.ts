import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.ts';

export type PostgresCluster = { url: string; stop(): Promise<void> };

/** Where Debian puts PostgreSQL's server binaries, newest version first. */
export function findPostgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

/**
 * The cluster TEST_DATABASE_URL names (`npm test` starts one for all its suites), else a private one started now.
 * `stop` stops only a private one: the shared cluster is npm test's to stop.
 */
export async function testCluster(): Promise<PostgresCluster & { isPrivate: boolean }> {
  const shared = process.env.TEST_DATABASE_URL;
  if (shared) return { url: shared, isPrivate: false, stop: async () => {} };
  return { ...(await startPostgresCluster()), isPrivate: true };
}

/**
 * Starts a private, throw-away PostgreSQL cluster on a free loopback port. PostgreSQL refuses to run
 * as root, so as root the cluster belongs to the `postgres` system user. A process that exits without stopping it
 * (Ctrl-C: the test runner exits at once, without its teardown) still stops it and removes its folder on the way out.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBinaries();
  if (!bin) throw new Error('PostgreSQL server binaries not found (apt-get install -y postgresql)');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'inroad-pg-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'pipe' });
    else execFileSync(path.join(bin, cmd), args, { stdio: 'pipe' });
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--locale=C']);
  const port = await freePort();
  const child = spawn(
    asRoot ? 'runuser' : path.join(bin, 'postgres'),
    [
      ...(asRoot ? ['-u', 'postgres', '--', path.join(bin, 'postgres')] : []),
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      dir,
      '-h',
      '127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=200',
    ],
    { stdio: 'ignore', detached: false },
  );
  // Known from the start: a cluster that stops on its own (Ctrl-C reaches it too) has exited before stop() asks.
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let stopped = false;
  const stopOnExit = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']);
    } catch {
      child.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stopOnExit);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  for (let attempt = 0; ; attempt++) {
    try {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.end();
      break;
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    async stop() {
      if (stopped) return;
      stopped = true;
      process.off('exit', stopOnExit);
      // pg_ctl rather than a signal to the child: as root the child is runuser, which does not pass SIGINT on.
      try {
        run('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']);
      } catch {
        child.kill('SIGKILL');
      }
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh database on the cluster, so test files never see each other's rows: empty, or a copy of `template`
 * (a database nobody is connected to).
 */
export async function createDatabase(clusterUrl: string, template?: string): Promise<string> {
  const name = `t_${Math.random().toString(36).slice(2, 12)}`;
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}${template ? ` template ${pg.escapeIdentifier(template)}` : ''}`);
  } finally {
    await client.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database made by createDatabase (on a shared cluster; a private one goes away whole). */
export async function dropDatabase(clusterUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${pg.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
