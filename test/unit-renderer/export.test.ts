/**
 * The export's pure parts: counting rows in a streamed CSV answer as it arrives, and how each
 * way an export ends reads to the user.
 */
import { describe, expect, it } from 'vitest';
import { failedStatus, savedStatus } from '../../renderer/src/components/export/export-status.js';
import { translate } from '../../renderer/src/i18n/index.js';
import { countNewlines, readWithProgress } from '../../renderer/src/lib/read-with-progress.js';
import { networkError } from '../../shared/client/api-error.js';

const bytes = (text: string) => new TextEncoder().encode(text);

function streamOf(...chunks: string[]) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(bytes(chunk));
      controller.close();
    },
  });
}

describe('readWithProgress', () => {
  it('reports bytes and data rows after each chunk, the header line not counted', async () => {
    const reports: { bytes: number; rows: number }[] = [];
    const parts = await readWithProgress(
      streamOf('\uFEFFsku;titel\r\nA1;Koffie\r\n', 'A2;Thee\r\nA3;Ca', 'cao\r\n'),
      (progress) => reports.push(progress),
    );
    expect(reports.map((report) => report.rows)).toEqual([1, 2, 3]);
    expect(reports.at(-1)?.bytes).toBe(parts.reduce((size, part) => size + part.byteLength, 0));
    expect(new TextDecoder().decode(parts[1])).toBe('A2;Thee\r\nA3;Ca');
  });

  it('answers no chunks and no reports for an empty answer', async () => {
    const reports: unknown[] = [];
    expect(await readWithProgress(streamOf(), (progress) => reports.push(progress))).toEqual([]);
    expect(reports).toEqual([]);
  });

  it('counts no row before the header line ends', async () => {
    const reports: { rows: number }[] = [];
    await readWithProgress(streamOf('sku,ti', 'tle'), (progress) => reports.push(progress));
    expect(reports.map((report) => report.rows)).toEqual([0, 0]);
  });

  it('counts line feeds only', () => {
    expect(countNewlines(bytes('a\r\nb\nc\r'))).toBe(2);
    expect(countNewlines(new Uint8Array())).toBe(0);
  });
});

describe('how an export ends', () => {
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
    translate('en', key, values);

  it('names the file saved through the dialog or downloaded', () => {
    expect(savedStatus({ kind: 'saved', name: '/home/a/prijslijst.csv' }, t)).toEqual({
      kind: 'done',
      message: t('export.saved', { name: '/home/a/prijslijst.csv' }),
    });
    expect(savedStatus({ kind: 'downloaded', name: 'prijslijst.csv' }, t)).toEqual({
      kind: 'done',
      message: t('export.downloaded', { name: 'prijslijst.csv' }),
    });
  });

  it('says cancelled, not failed, for a closed save dialog and for the Cancel button', () => {
    const cancelled = { kind: 'done', message: t('export.cancelled') };
    expect(savedStatus({ kind: 'cancelled' }, t)).toEqual(cancelled);
    // What fetch throws on abort. (jsdom's own DOMException is not an Error, unlike the
    // browser's, so the test builds the error by its name.)
    const aborted = Object.assign(new Error('The user aborted a request.'), { name: 'AbortError' });
    expect(failedStatus(aborted, t)).toEqual(cancelled);
  });

  it("fails in words, saying what to do, never with the service's English message", () => {
    const offline = networkError(new TypeError('Failed to fetch'));
    expect(failedStatus(offline, t)).toEqual({
      kind: 'failed',
      message: t('export.failed', {
        message: `${t('state.error.network')} ${t('state.advice.network')}`,
      }),
    });
    expect(failedStatus(new Error('platform down'), t)).toEqual({
      kind: 'failed',
      message: t('export.failed', {
        message: `${t('state.error.unexpected')} ${t('state.advice.unexpected')}`,
      }),
    });
  });
});
