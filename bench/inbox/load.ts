import { type ChildProcess, fork } from 'node:child_process';

export interface LoadJob {
  /** Sent in turn, so each caller's next request may differ (several search terms, say). */
  urls: string[];
  headers: Record<string, string>;
  concurrency: number;
  requests: number;
  maxSeconds: number;
}

export interface LoadResult {
  /** Milliseconds from sending a request to the last byte of its answer, successful requests only. */
  latencies: number[];
  errors: string[];
  seconds: number;
  meanBytes: number;
}

export interface LoadClient {
  run(job: LoadJob): Promise<LoadResult>;
  close(): void;
}

/** Starts the request loop's process; jobs run one after the other. */
export function startLoadClient(): LoadClient {
  const child: ChildProcess = fork(new URL('./load-worker.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return {
    run(job) {
      return new Promise((resolve, reject) => {
        const onExit = (code: number | null) => reject(new Error(`load process exited (${code})`));
        child.once('exit', onExit);
        child.once('message', (result) => {
          child.off('exit', onExit);
          resolve(result as LoadResult);
        });
        child.send(job);
      });
    },
    close() {
      child.disconnect();
    },
  };
}
