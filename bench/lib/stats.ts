/** Nearest-rank percentile of durations in milliseconds (p in 0..100); NaN for no samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

export const round1 = (n: number) => Math.round(n * 10) / 10;

export interface LatencySummary {
  n: number;
  p50: number;
  p95: number;
  max: number;
}

export function summarize(samples: readonly number[]): LatencySummary {
  return {
    n: samples.length,
    p50: round1(percentile(samples, 50)),
    p95: round1(percentile(samples, 95)),
    max: round1(samples.length ? Math.max(...samples) : Number.NaN),
  };
}

/** A plain text table, columns padded to their widest cell. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
