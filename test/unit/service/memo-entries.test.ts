import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  MemoEntries,
  memoEntry,
  sendMemoEntry,
  type MemoEntry,
} from '../../../electron/service/http/plugins/memo-entries.js';

const headers = { 'content-type': 'application/json' };

describe('MemoEntries', () => {
  it('counts a gzipped copy once when its entry moves to another key', async () => {
    const kept = new MemoEntries();
    const entry = memoEntry(Buffer.from('x'.repeat(64 * 1024)), headers, Infinity);
    if (!entry) throw new Error('kept');
    kept.keep('provisional', entry);
    kept.forget('provisional');
    kept.keep('stored', entry);
    const copy = await entry.gzipBody;
    await Promise.resolve();
    expect(copy).not.toBeNull();
    expect(kept.heldBytes).toBe(64 * 1024 + (copy?.length ?? 0));
  });
});

describe('sendMemoEntry', () => {
  const reply = () => {
    const sent: unknown[] = [];
    const out = {
      header: () => out,
      send: (body: unknown) => sent.push(body),
    };
    return { out: out as unknown as FastifyReply, sent };
  };
  const request = { headers: {} } as FastifyRequest;

  it('sends nothing and says so when an answer kept gzipped only lost its copy', async () => {
    const entry: MemoEntry = {
      body: null,
      gzipBody: Promise.resolve(null),
      headers,
      length: 2_000_000,
      bytes: 0,
      expires: Infinity,
    };
    const { out, sent } = reply();
    expect(await sendMemoEntry(request, out, entry)).toBe(false);
    expect(sent).toEqual([]);
  });

  it('sends the plain body to a client that does not accept gzip', async () => {
    const entry = memoEntry(Buffer.from('{"a":1}'), headers, Infinity);
    if (!entry) throw new Error('kept');
    const { out, sent } = reply();
    expect(await sendMemoEntry(request, out, entry)).toBe(true);
    expect(sent).toEqual([Buffer.from('{"a":1}')]);
  });
});
