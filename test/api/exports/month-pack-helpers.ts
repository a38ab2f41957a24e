/**
 * What the month-pack tests share: throwaway folders, the runs log read back with its schema,
 * waiting on it without fixed sleeps, the pack's file names for a period (stated here, not
 * taken from the service's table), and a complete ledger mapping so the journal can be made.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { monthPackRunsSchema, type MonthPackRun } from '../../../shared/api/month-pack.js';
import { READ_MODEL_ON, type TestService } from '../harness.js';

const made: string[] = [];

export async function newFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'month-pack-'));
  made.push(folder);
  return folder;
}

export async function removeFolders(): Promise<void> {
  await Promise.all(made.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
}

/** Everything in the folder, hidden temporaries included, sorted. */
export const listing = async (folder: string): Promise<string[]> => (await readdir(folder)).sort();

/** PUT with a JSON body (the harness has GET, POST and DELETE). */
export async function put(
  api: TestService,
  path: string,
  body: unknown,
  token: string,
): Promise<{ status: number; text: string; json: unknown }> {
  const response = await fetch(api.url + path, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  return {
    status: response.status,
    text,
    json: isJson ? (JSON.parse(text) as unknown) : undefined,
  };
}

export async function runsOf(api: TestService, token: string): Promise<MonthPackRun[]> {
  const answer = await api.get('/api/exports/month-pack/runs', token);
  expect(answer.status, answer.text).toBe(200);
  return monthPackRunsSchema.parse(answer.json).data;
}

/** Polls `probe` every 25 ms until it answers something, or fails after `ms`. */
export async function until<T>(
  probe: () => Promise<T | undefined>,
  what: string,
  ms = 20_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * The pack's files for a period in Dutch (the pack's default language), named as the
 * screens save them (`oktober-2026`), in the order the pack makes them.
 */
export const packNames = (period: string, location: number | null = null): string[] => {
  const named = `${period}${location === null ? '' : `-vestiging-${location}`}`;
  return [
    `financieel-rapport-${named}.pdf`,
    `financieel-rapport-${named}.xlsx`,
    `btw-aangifte-${named}.xlsx`,
    `kortingsorders-${named}.csv`,
    `memoriaal-${named}.csv`,
    `memoriaal-${named}.xaf`,
    ...(READ_MODEL_ON ? [`voorraadwaarde-${named}.xlsx`] : []),
  ];
};
