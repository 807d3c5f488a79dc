import type { LoadJob, LoadResult } from './load.ts';

/**
 * The request loop, in a process of its own so reading responses never waits on the server's event loop (and the
 * other way round): `concurrency` callers, each sending its next request when the last one answered, until
 * `requests` were sent or `maxSeconds` passed. Jobs arrive over IPC, one at a time.
 */
async function run(job: LoadJob): Promise<LoadResult> {
  const latencies: number[] = [];
  const errors: string[] = [];
  let sent = 0;
  let bytes = 0;
  const deadline = performance.now() + job.maxSeconds * 1000;
  const caller = async () => {
    while (sent < job.requests && performance.now() < deadline) {
      const url = job.urls[sent % job.urls.length] as string;
      sent += 1;
      const started = performance.now();
      const response = await fetch(url, { headers: job.headers });
      const body = await response.arrayBuffer();
      const elapsed = performance.now() - started;
      if (response.status !== 200) {
        errors.push(`${response.status} ${new TextDecoder().decode(body).slice(0, 200)}`);
        continue;
      }
      bytes += body.byteLength;
      latencies.push(elapsed);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: job.concurrency }, caller));
  const seconds = (performance.now() - started) / 1000;
  return { latencies, errors, seconds, meanBytes: latencies.length ? Math.round(bytes / latencies.length) : 0 };
}

process.on('message', (job: LoadJob) => {
  run(job).then(
    (result) => process.send?.(result),
    (error: unknown) => process.send?.({ latencies: [], errors: [String(error)], seconds: 0, meanBytes: 0 }),
  );
});
// The parent going away ends the loop too.
process.on('disconnect', () => process.exit(0));
