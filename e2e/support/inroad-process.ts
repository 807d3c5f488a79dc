import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type DemoTemplate, demoTemplateReady } from './demo-template.ts';
import { copyMigratedDataDir, JOURNEY_PGLITE_SHARED_BUFFERS } from './migrated-template.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Whether a TCP port on loopback can be listened on now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A free port below the kernel's ephemeral range, for a port that must stay the same for a whole run (an address
 * written into data or into a build): no port the system hands out by itself (a `listen(0)`, an outgoing
 * connection's own port) can take it between two uses.
 */
export async function freeStablePort(): Promise<number> {
  const [ephemeralStart = 32768] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
    .trim()
    .split(/\s+/)
    .map(Number);
  const lowest = Math.min(10_000, ephemeralStart - 1_000);
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = lowest + Math.floor(Math.random() * (ephemeralStart - lowest));
    if (await canListen(port)) return port;
  }
  throw new Error(`No free port between ${lowest} and ${ephemeralStart}`);
}

export type InroadProcess = {
  url: string;
  dataDir: string;
  output: () => string;
  /** SIGTERM, as a service manager would send it; resolves with the exit code. */
  stop(): Promise<number | null>;
};

/** This test file's servers still running: their logs are printed when one of its tests fails (failure-log.ts). */
const running = new Set<InroadProcess>();

export function runningInroads(): ReadonlySet<InroadProcess> {
  return running;
}

/** Starts Inroad the way a user does (`npm start`, i.e. scripts/start.mjs) and waits until it is healthy. */
export async function startInroad(
  env: Record<string, string> = {},
  options: {
    dataDir?: string;
    args?: string[];
    readyWhen?: (output: string) => boolean;
    /** The port to listen on (default: any free one). */
    port?: number;
    /** How long it may take to become healthy and ready (default 150 s). */
    timeoutMs?: number;
    /** Gives up waiting: the process is stopped and the start throws. */
    signal?: AbortSignal;
    /**
     * Start on an empty folder, creating and migrating the embedded database as a new installation does. Otherwise
     * a new folder starts from the run's migrated database (global-setup.ts), which is the same and much quicker.
     */
    freshInstall?: boolean;
  } = {},
): Promise<InroadProcess> {
  // Below the ephemeral range: a port from listen(0) was taken, between this pick and the server's listen, by an
  // outgoing connection's own port (EADDRINUSE) while the PostgreSQL suite ran beside the journeys.
  const port = options.port ?? (await freeStablePort());
  let dataDir = options.dataDir;
  if (!dataDir) {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'inroad-e2e-'));
    if (!options.freshInstall && !env.DATABASE_URL) await copyMigratedDataDir(dataDir);
  }
  const readyWhen = options.readyWhen ?? (() => true);
  const url = `http://localhost:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs'), ...(options.args ?? [])], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // Links in mail point here (mail through SMTP_URL needs it).
      PUBLIC_URL: url,
      // A journey's server lives for seconds to a minute: V8's optimising compiler would spend more CPU compiling
      // PGlite's hot code than the faster code saves (a journey pair measured 75 to 64 CPU-s with it off).
      PGLITE_BASELINE_COMPILE: '1',
      PGLITE_SHARED_BUFFERS: JOURNEY_PGLITE_SHARED_BUFFERS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a start that times out is killed with the server start.mjs runs, not just start.mjs
    // (SIGKILL cannot be forwarded, and a server left behind slows every later journey on a shared machine).
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  // 'close', not 'exit': the last lines written (e.g. 'Stopped cleanly') may still be in the pipes at 'exit'.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const deadline = Date.now() + (options.timeoutMs ?? 150_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Inroad exited (${child.exitCode}) while starting:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200 && readyWhen(output)) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || options.signal?.aborted) {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
      await exited;
      throw new Error(
        `Inroad did not become ${options.signal?.aborted ? 'ready before it was stopped' : 'healthy'}:\n${output}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const inroad: InroadProcess = {
    url,
    dataDir,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
  running.add(inroad);
  void exited.then(() => running.delete(inroad));
  return inroad;
}

/**
 * The error with the server's last log lines added: a journey that fails while its page waits on the server (a
 * navigation that never lands) otherwise says nothing of what the server did meanwhile.
 */
export function withServerLog(error: unknown, inroad: Pick<InroadProcess, 'output'>, lines = 40): unknown {
  if (!(error instanceof Error)) return error;
  error.message += `\n\nThe server's last ${lines} log lines:\n${lastLines(inroad, lines)}`;
  return error;
}

export function lastLines(inroad: Pick<InroadProcess, 'output'>, lines: number): string {
  return inroad.output().trimEnd().split('\n').slice(-lines).join('\n');
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

const DEMO_LINK = /https?:\/\/\S+\/api\/login\/verify\?token=[A-Za-z0-9_-]+/;

export type DemoProcess = InroadProcess & { signInLink: string };

const DEMO_EMAIL = 'demo@inroad.localhost';
const DEMO_ENRICHED = /Demo workspace enriched in/;

/** `npm run demo`: seeds the demo workspace, starts Inroad and hands back the sign-in link it prints. */
export async function startDemo(
  env: Record<string, string> = {},
  options: { dataDir?: string; port?: number; untilEnriched?: boolean; signal?: AbortSignal } = {},
): Promise<DemoProcess> {
  const inroad = await startInroad(env, {
    args: ['demo'],
    dataDir: options.dataDir,
    port: options.port,
    signal: options.signal,
    // Every post enriched takes minutes on a busy machine, once per run.
    ...(options.untilEnriched
      ? { readyWhen: (output) => DEMO_ENRICHED.test(output), timeoutMs: 600_000 }
      : { readyWhen: (output) => DEMO_LINK.test(output) }),
  });
  const signInLink = inroad.output().match(DEMO_LINK)?.[0];
  if (!signInLink) throw new Error(`The demo printed no sign-in link:\n${inroad.output()}`);
  return { ...inroad, signInLink };
}

/**
 * `npm start` on a copy of the run's demo workspace (seeded and fully enriched once, in global-setup.ts; waited for
 * here while it is still being seeded), on a free port of its own unless given one: the posts' media are paths on
 * the app's own origin, so any number of copies run side by side. Signed in the way the demo tells a returning user to: a link
 * asked for at /login, printed in the log.
 */
export async function startSeededDemo(
  template: DemoTemplate,
  env: Record<string, string> = {},
  port?: number,
): Promise<DemoProcess> {
  if (env.SMTP_URL) throw new Error('The seeded demo prints its sign-in links to the log: no SMTP_URL');
  await demoTemplateReady(template);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inroad-e2e-demo-'));
  cpSync(template.dataDir, dataDir, { recursive: true });
  let inroad: InroadProcess;
  try {
    inroad = await startInroad(env, { dataDir, port });
  } catch (error) {
    removeDir(dataDir);
    throw error;
  }
  try {
    return { ...inroad, signInLink: await requestSignInLink(inroad, DEMO_EMAIL) };
  } catch (error) {
    await inroad.stop();
    removeDir(dataDir);
    throw error;
  }
}

/**
 * A request as the web app sends it: a busy server, right after start-up, may shed it (503, 'try again in a
 * moment'); it is sent again, as the app does, until it is served or 30 s have passed.
 */
export async function fetchServed(url: string, init?: RequestInit): Promise<Response> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await fetch(url, init);
    if (res.status !== 503 || Date.now() > deadline) return res;
    await res.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Asks for a sign-in link as /login does. */
export async function askForSignInLink(inroad: InroadProcess, email: string): Promise<void> {
  const res = await fetchServed(`${inroad.url}/api/login/get_link?email=${encodeURIComponent(email)}`);
  if (res.status !== 200) throw new Error(`Asking for a sign-in link answered ${res.status} ${await res.text()}`);
}

/** Asks for a sign-in link as /login does and reads it where the log mailer prints it. */
export async function requestSignInLink(inroad: InroadProcess, email: string): Promise<string> {
  const since = inroad.output().length;
  await askForSignInLink(inroad, email);
  // Hooks cannot use expect.poll: the same wait by hand.
  const printedBy = Date.now() + 15_000;
  for (;;) {
    const link = inroad.output().slice(since).match(DEMO_LINK)?.[0];
    if (link) return link;
    if (Date.now() > printedBy) throw new Error(`No sign-in link for ${email} in the log:\n${inroad.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
