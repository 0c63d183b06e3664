import os from 'node:os';

/** The 1, 5 and 15 minute load averages, `0.4 / 0.6 / 0.7`: figures from a shared machine mean little without it. */
export function loadAverage(separator = ' / '): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(separator);
}

/** `machine: 2 cores, load average 0.4 / 0.6 / 0.7`, the line a bench prints before its figures. */
export function machineLine(): string {
  return `machine: ${os.cpus().length} cores, load average ${loadAverage()}`;
}
