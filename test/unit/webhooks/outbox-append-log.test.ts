/**
 * The webhook outbox as a journal on disk: a change is one small appended line (a delivery
 * attempt does not rewrite the outbox), a torn last line is ignored and cleaned away before
 * the next append, damage stops the replay where it starts, compaction keeps the file near
 * the size of the state, and replaying changes a compaction already holds changes nothing.
 */
import { appendFile, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseAppendLog } from '../../../electron/service/data/files/append-log.js';
import { OUTBOX_FILE, WebhookOutbox } from '../../../electron/service/data/webhooks/outbox.js';
import {
  applyChange,
  type DeliveryRecord,
  type OutboxChange,
  type SubscriptionRecord,
  type WebhookState,
} from '../../../electron/service/data/webhooks/outbox-state.js';

let dataDir: string;
let path: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'outbox-journal-'));
  path = join(dataDir, OUTBOX_FILE);
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const subscription = (id: string): SubscriptionRecord => ({
  id,
  account: 'demo',
  user: 'user-key',
  url: 'https://example.test/hook',
  events: ['order.updated'],
  description: '',
  created_at: 1_000,
  secret: 'whsec_x',
  credentials: { salt: 's', iv: 'i', ciphertext: 'c', tag: 't' },
  vault_key_id: 'vault',
  api_key_id: 'key_1',
  paused: null,
  positions: { orders: { updated: 1_000, id: 0 } },
});

const delivery = (id: string, subscriptionId: string, events = 1): DeliveryRecord => ({
  id,
  subscription_id: subscriptionId,
  account: 'demo',
  events: Array.from({ length: events }, (_, index) => ({
    id: `evt_${id}_${index}`,
    type: 'order.updated' as const,
    occurred_at: '2026-11-18T00:00:00+01:00',
    data: { id: index, number: `D-${index}`, note: 'x'.repeat(200) },
  })),
  status: 'pending',
  attempts: 0,
  created_at: 2_000,
  last_attempt_at: null,
  next_attempt_at: 2_000,
  last_status_code: null,
  last_error: null,
});

const attempt = (attempts: number) =>
  ({
    status: 'pending',
    attempts,
    last_attempt_at: 3_000,
    next_attempt_at: 4_000,
    last_status_code: 500,
    last_error: 'the receiver answered HTTP 500',
  }) as const;

const open = async () => (await WebhookOutbox.open(dataDir, 5_000)).outbox;

describe('the outbox journal', () => {
  it('keeps every change across a reopen, owner-only', async () => {
    const outbox = await open();
    await outbox.putSubscription(subscription('whk_a'));
    await outbox.enqueue(delivery('dlv_1', 'whk_a'), { orders: { updated: 2_000, id: 7 } });
    await outbox.recordAttempt('dlv_1', attempt(1));
    await outbox.close();

    const again = await open();
    expect(again.subscription('whk_a')?.positions.orders).toEqual({ updated: 2_000, id: 7 });
    expect(again.deliveries('whk_a')[0]).toMatchObject({ attempts: 1, last_status_code: 500 });
    if (process.platform !== 'win32') {
      expect((await stat(path)).mode & 0o777).toBe(0o600);
      expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    }
    await again.close();
  });

  it('holds a change only once its line is written (issue 57: disk first)', async () => {
    const outbox = await open();
    await outbox.putSubscription(subscription('whk_a'));
    await outbox.close();
    // The journal's name taken by a folder: neither the line nor a rewrite can be written.
    await rm(path);
    await mkdir(path);
    await expect(outbox.putSubscription(subscription('whk_b'))).rejects.toThrow();
    await expect(outbox.removeSubscription('whk_a')).rejects.toThrow();
    expect(outbox.subscriptions().map((record) => record.id)).toEqual(['whk_a']);
    // Once it can be written again, the next change is, whole.
    await rm(path, { recursive: true });
    await outbox.putSubscription(subscription('whk_c'));
    await outbox.close();
    const again = await open();
    expect(again.subscriptions().map((record) => record.id)).toEqual(['whk_a', 'whk_c']);
    await again.close();
  });

  it('writes a small line per delivery attempt, not the whole outbox', async () => {
    const outbox = await open();
    await outbox.putSubscription(subscription('whk_a'));
    for (let index = 0; index < 40; index += 1) {
      await outbox.enqueue(delivery(`dlv_${index}`, 'whk_a', 100));
    }
    const before = (await stat(path)).size;
    expect(before).toBeGreaterThan(500_000);
    await outbox.recordAttempt('dlv_3', attempt(1));
    const after = await stat(path);
    expect(after.size - before).toBeGreaterThan(0);
    expect(after.size - before).toBeLessThan(400);
    const lastLine = (await readFile(path, 'utf8')).trimEnd().split('\n').at(-1) ?? '';
    expect(JSON.parse(lastLine)).toEqual({
      entry: { op: 'attempt', id: 'dlv_3', result: attempt(1) },
    });
    await outbox.close();
  });

  it('ignores a torn last line, and compacts before appending again', async () => {
    const outbox = await open();
    await outbox.putSubscription(subscription('whk_a'));
    await outbox.enqueue(delivery('dlv_1', 'whk_a'));
    await outbox.close();
    // A crash in the middle of appending the next line.
    const torn = JSON.stringify({ entry: { op: 'attempt', id: 'dlv_1', result: attempt(1) } });
    await appendFile(path, torn.slice(0, 40));

    const { outbox: reopened, report } = await WebhookOutbox.open(dataDir, 5_000);
    expect(report.unreadable).toEqual({ torn: true, damaged: 0 });
    expect(reopened.deliveries('whk_a')[0]?.attempts).toBe(0);
    const text = await readFile(path, 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    expect(text.split('\n')).toHaveLength(2); // one snapshot line
    await reopened.recordAttempt('dlv_1', attempt(2));
    await reopened.close();

    const last = await open();
    expect(last.deliveries('whk_a')[0]?.attempts).toBe(2);
    await last.close();
  });

  it('stops the replay at a damaged line and says how many lines it skipped', async () => {
    const outbox = await open();
    await outbox.putSubscription(subscription('whk_a'));
    await outbox.putSubscription(subscription('whk_b'));
    await outbox.close();
    const lines = (await readFile(path, 'utf8')).split('\n');
    lines[1] = '{"entry": damaged';
    await writeFile(path, lines.join('\n'));
    const { outbox: reopened, report } = await WebhookOutbox.open(dataDir, 5_000);
    expect(report.unreadable).toEqual({ torn: false, damaged: 2 });
    expect(reopened.subscriptions()).toEqual([]);
    await reopened.close();
  });

  it('compacts once the lines outgrow the snapshot, and the state stays the same', async () => {
    const outbox = await open();
    await outbox.putSubscription(subscription('whk_a'));
    for (let index = 0; index < 300; index += 1) {
      await outbox.enqueue(delivery(`dlv_${index}`, 'whk_a', 5));
      await outbox.recordAttempt(`dlv_${index}`, { ...attempt(1), status: 'delivered' });
    }
    const lines = (await readFile(path, 'utf8')).trimEnd().split('\n');
    // 600 changes were made; a compaction has happened since.
    expect(lines.length).toBeLessThan(600);
    const expected = outbox.deliveries('whk_a');
    // The log keeps the last 100 finished deliveries, trimmed when the next one is queued.
    expect(expected).toHaveLength(101);
    await outbox.close();
    const again = await open();
    expect(again.deliveries('whk_a')).toEqual(expected);
    await again.close();
  });
});

describe('applyChange', () => {
  it('replaying changes a state already holds leaves it as it is', () => {
    const changes: OutboxChange[] = [
      { op: 'subscription', record: subscription('whk_a') },
      { op: 'enqueue', delivery: delivery('dlv_1', 'whk_a'), positions: {} },
      { op: 'attempt', id: 'dlv_1', result: attempt(1) },
      {
        op: 'enqueue',
        delivery: delivery('dlv_2', 'whk_a'),
        positions: { orders: { updated: 9, id: 9 } },
      },
      { op: 'subscription', record: { ...subscription('whk_a'), paused: null, url: 'x' } },
      { op: 'attempt', id: 'dlv_2', result: { ...attempt(1), status: 'delivered' } },
      { op: 'subscription', record: subscription('whk_b') },
      { op: 'remove', id: 'whk_b' },
    ];
    const fresh = (): WebhookState => ({ subscriptions: [], deliveries: [] });
    const copy = (change: OutboxChange) => JSON.parse(JSON.stringify(change)) as OutboxChange;
    const full = fresh();
    for (const change of changes) applyChange(full, copy(change));
    const expected = JSON.stringify(full);
    for (let from = 0; from < changes.length; from += 1) {
      const replayed = JSON.parse(expected) as WebhookState;
      for (const change of changes.slice(from)) applyChange(replayed, copy(change));
      expect(JSON.stringify(replayed), `replayed from change ${from}`).toBe(expected);
    }
  });

  it('reads a journal whose first line is its snapshot', () => {
    expect(parseAppendLog('{"v":1,"snapshot":{"a":1}}\n{"entry":{"b":2}}\n')).toEqual({
      snapshot: { a: 1 },
      entries: [{ b: 2 }],
      unreadable: { torn: false, damaged: 0 },
    });
  });
});
