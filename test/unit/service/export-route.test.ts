/**
 * The export routes' one opening (export/export-route.ts): the answer asked for, the scope
 * before anything else, the kept answer (JSON or file) where there is one, then the JSON or
 * the file in the asked language and its CSV convention.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  answerExportable,
  type ExportRouteQuery,
} from '../../../electron/service/http/export/export-route.js';

const reply = { sent: true } as unknown as FastifyReply;

/** A request with an Accept header whose kept answer is there or not; the steps, in order. */
function run(
  query: ExportRouteQuery,
  options: { accept?: string; kept?: boolean; langInJson?: boolean } = {},
) {
  const steps: string[] = [];
  const request = {
    headers: { accept: options.accept ?? '' },
    // A list's route: its CSV is one file (route.ts's `csv: true`).
    routeOptions: { config: { tables: false } },
    sendMemoAnswer: (subjects: readonly string[]) => {
      steps.push(`kept ${subjects.join(',')}`);
      return Promise.resolve(options.kept === true);
    },
  } as unknown as FastifyRequest;
  const answer = answerExportable(
    { request, reply, query },
    {
      ownFormats: ['pdf'],
      langInJson: options.langInJson ?? false,
      scope: (format) => {
        steps.push(`scope ${String(format)}`);
        return 'the scope';
      },
      kept: ['orders'],
      json: (scope) => {
        steps.push(`json ${scope}`);
        return { figures: 1 };
      },
      file: (scope, download) => {
        steps.push(`file ${scope} ${JSON.stringify(download)}`);
        return reply;
      },
    },
  );
  return { answer, steps };
}

describe('answerExportable', () => {
  it('answers JSON after the scope, and a kept JSON answer instead when there is one', async () => {
    const fresh = run({});
    expect(await fresh.answer).toEqual({ figures: 1 });
    expect(fresh.steps).toEqual(['scope null', 'kept orders', 'json the scope']);
    const kept = run({}, { kept: true });
    expect(await kept.answer).toBe(reply);
    expect(kept.steps).toEqual(['scope null', 'kept orders']);
  });

  it('writes the file in the language and its convention, or sends the kept file', async () => {
    const dutch = run({ format: 'csv', lang: 'nl' });
    expect(await dutch.answer).toBe(reply);
    expect(dutch.steps).toEqual([
      'scope csv',
      'kept orders',
      'file the scope {"format":"csv","lang":"nl","dialect":{"delimiter":";","decimalSeparator":","}}',
    ]);
    const english = run({}, { accept: 'text/csv' });
    await english.answer;
    expect(english.steps[2]).toBe(
      'file the scope {"format":"csv","lang":"en","dialect":{"delimiter":",","decimalSeparator":"."}}',
    );
    const asked = run({ format: 'xlsx', lang: 'nl', delimiter: ',' });
    await asked.answer;
    expect(asked.steps[2]).toBe(
      'file the scope {"format":"xlsx","lang":"nl","dialect":{"delimiter":",","decimalSeparator":"."}}',
    );
    const kept = run({ format: 'csv', lang: 'nl' }, { kept: true });
    expect(await kept.answer).toBe(reply);
    expect(kept.steps).toEqual(['scope csv', 'kept orders']);
  });

  it('takes the route’s own format by name only', async () => {
    const pdf = run({ format: 'pdf', lang: 'nl' });
    await pdf.answer;
    expect(pdf.steps[0]).toBe('scope pdf');
    const byAccept = run({}, { accept: 'application/pdf' });
    expect(await byAccept.answer).toEqual({ figures: 1 });
  });

  it('refuses lang with JSON before the scope, unless the route words its JSON with it', async () => {
    const refused = run({ lang: 'nl' });
    await expect(refused.answer).rejects.toThrow(/'lang' applies to exports only/);
    expect(refused.steps).toEqual([]);
    const worded = run({ lang: 'nl' }, { langInJson: true });
    expect(await worded.answer).toEqual({ figures: 1 });
  });
});
