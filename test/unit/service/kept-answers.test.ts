import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  KeptAnswers,
  keptEntry,
  sendKept,
  type KeptAnswer,
} from '../../../electron/service/http/plugins/kept-answers.js';

const headers = { 'content-type': 'application/json' };

describe('KeptAnswers', () => {
  it('counts a gzipped copy once when its entry moves to another key', async () => {
    const kept = new KeptAnswers();
    const entry = keptEntry(Buffer.from('x'.repeat(64 * 1024)), headers, Infinity);
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

describe('sendKept', () => {
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
    const entry: KeptAnswer = {
      body: null,
      gzipBody: Promise.resolve(null),
      headers,
      length: 2_000_000,
      bytes: 0,
      expires: Infinity,
    };
    const { out, sent } = reply();
    expect(await sendKept(request, out, entry)).toBe(false);
    expect(sent).toEqual([]);
  });

  it('sends the plain body to a client that does not accept gzip', async () => {
    const entry = keptEntry(Buffer.from('{"a":1}'), headers, Infinity);
    if (!entry) throw new Error('kept');
    const { out, sent } = reply();
    expect(await sendKept(request, out, entry)).toBe(true);
    expect(sent).toEqual([Buffer.from('{"a":1}')]);
  });
});
