/**
 * Resident memory (RSS) of another process, for the load test's before/peak/after figures:
 * Linux's /proc/<pid>/status where there is one, else `ps` (macOS), in bytes; 0 when the
 * process is gone.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export function residentBytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
    if (kib !== undefined) return Number(kib) * 1024;
  } catch {
    // No /proc (macOS), or the process has ended: ask ps.
  }
  try {
    const kib = execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' });
    return Number(kib.trim()) * 1024 || 0;
  } catch {
    return 0;
  }
}
