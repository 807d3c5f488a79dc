import { spawn } from 'node:child_process';

/**
 * Runs a Node script to its end with the test runner's own options left out (NODE_OPTIONS cleared), and throws
 * `failure` with everything it printed when it exits non-zero. 'close', not 'exit': the last lines may still be in
 * the pipes at 'exit'.
 */
export async function runNodeScript(
  args: string[],
  options: { cwd: string; env: Record<string, string>; failure: string },
): Promise<void> {
  let output = '';
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: { ...process.env, NODE_OPTIONS: '', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  if (code !== 0) throw new Error(`${options.failure} (${code}):\n${output}`);
}
