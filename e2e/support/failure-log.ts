import { beforeEach } from 'vitest';
import { lastLines, runningInroads } from './inroad-process.ts';

const LINES = 40;

// A journey that fails on a screen that never came often failed on the server: its log is printed beside the error.
beforeEach(({ onTestFailed, task }) => {
  onTestFailed(() => {
    for (const inroad of runningInroads()) {
      console.error(
        `\n${task.name}: the last ${LINES} log lines of Inroad at ${inroad.url}:\n${lastLines(inroad, LINES)}`,
      );
    }
  });
});
