/**
 * The load figures as a table on stdout (Markdown, so it can go into SECURITY.md as it is)
 * and as JSON in test/artifacts/load.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import type { LoadFigures } from './measure.js';

const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

export function printTable(
  rows: LoadFigures[],
  options: { duration: number; connections: number },
): void {
  const header = [
    `load: ${options.duration} s per endpoint, ${options.connections} connections, ` +
      `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}`,
    '',
    '| endpoint | requests | req/s | p50 ms | p99 ms | non-2xx | errors | RSS MiB before / peak / after |',
    '| --- | --: | --: | --: | --: | --: | --: | --: |',
  ];
  const lines = rows.map(
    (row) =>
      `| ${row.label} | ${row.requests} | ${row.requestsPerSecond.toFixed(0)} | ${row.latencyP50Ms} | ` +
      `${row.latencyP99Ms} | ${row.non2xx} | ${row.errors} | ` +
      `${mib(row.rssBeforeBytes)} / ${mib(row.rssPeakBytes)} / ${mib(row.rssAfterBytes)} |`,
  );
  process.stdout.write(`\n${[...header, ...lines].join('\n')}\n`);
}

export function writeReport(
  rows: LoadFigures[],
  options: { duration: number; connections: number },
): void {
  mkdirSync('test/artifacts', { recursive: true });
  const report = { ...options, node: process.version, cpus: cpus().length, endpoints: rows };
  writeFileSync('test/artifacts/load.json', `${JSON.stringify(report, null, 2)}\n`);
}
