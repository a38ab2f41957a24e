/**
 * Resident memory (RSS) of another process, for the load test's before/peak/after figures:
 * Linux's /proc/<pid>/status where there is one, else `ps` (macOS), in bytes; 0 when the
 * process is gone.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

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

/** The ids of a process's children, from Linux's /proc (none elsewhere, or once it is gone). */
function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
        .split(' ')
        .filter((id) => id.trim() !== '')
        .map(Number),
    );
  } catch {
    return [];
  }
}

/**
 * Resident memory of a process and of every process it started, in bytes: the service's
 * "process tree" (a demo platform or a database-creating process of its own included).
 */
export function treeResidentBytes(pid: number): number {
  return (
    residentBytes(pid) + childrenOf(pid).reduce((sum, child) => sum + treeResidentBytes(child), 0)
  );
}
