import os from 'node:os';

/** What the figures were measured on: numbers on another machine, or a busier one, differ. */
export function machineInfo() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    /** 1, 5 and 15-minute load averages when the run started: other work on the machine slows every figure. */
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
  };
}

export type MachineInfo = ReturnType<typeof machineInfo>;
