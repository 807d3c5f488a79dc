import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export type InroadProcess = {
  url: string;
  dataDir: string;
  output: () => string;
  /** SIGTERM, as a service manager would send it; resolves with the exit code. */
  stop(): Promise<number | null>;
};

/** Starts Inroad the way a user does (`npm start`, i.e. scripts/start.mjs) and waits until it is healthy. */
export async function startInroad(
  env: Record<string, string> = {},
  options: { dataDir?: string; args?: string[]; readyWhen?: (output: string) => boolean } = {},
): Promise<InroadProcess> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'inroad-e2e-'));
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
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Inroad exited (${child.exitCode}) while starting:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200 && readyWhen(output)) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
      throw new Error(`Inroad did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    dataDir,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

const DEMO_LINK = /https?:\/\/\S+\/api\/login\/verify\?token=[A-Za-z0-9_-]+/;

export type DemoProcess = InroadProcess & { signInLink: string };

/** `npm run demo`: seeds the demo workspace, starts Inroad and hands back the sign-in link it prints. */
export async function startDemo(env: Record<string, string> = {}): Promise<DemoProcess> {
  const inroad = await startInroad(env, { args: ['demo'], readyWhen: (output) => DEMO_LINK.test(output) });
  const signInLink = inroad.output().match(DEMO_LINK)?.[0];
  if (!signInLink) throw new Error(`The demo printed no sign-in link:\n${inroad.output()}`);
  return { ...inroad, signInLink };
}
