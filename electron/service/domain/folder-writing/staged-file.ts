/**
 * One file of a run (the month pack's), written whole into the run's stage: a download as the
 * service makes it for its endpoint (domain/export/file-answer.ts), its bytes streamed straight
 * into a new temporary file. The run's signal stops the writing; a file-system error names the
 * folder, anything else broke in the download itself; a file cut short is removed.
 */
import { createWriteStream } from 'node:fs';
import { chmod, rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ApiError } from '../../core/errors.js';
import type { FileAnswer } from '../export/file-answer.js';
import { writeFailure } from './folder.js';
import type { MadeFile } from './placing.js';
import { assertUnmoved, newPath, type Stage } from './stage.js';
import { fieldOf } from '../../../../shared/guards.js';

const syscallOf = (error: unknown): unknown => fieldOf(error, 'syscall');

/** The download's bytes as a stream, whole or as they are made. */
const streamOf = (body: FileAnswer['body']): Readable =>
  body instanceof Readable ? body : Readable.from([body]);

/**
 * Writes `file` as `name` into the stage, created with `mode` (0600, or 0640 where the operator
 * asks: it holds the business's figures).
 */
export async function writeStagedFile(
  file: FileAnswer,
  target: { name: string; stage: Stage; mode: number },
  signal: AbortSignal,
): Promise<MadeFile> {
  const { name, stage, mode } = target;
  const folder = stage.folder;
  const temporary = newPath(stage, name);
  try {
    await pipeline(streamOf(file.body), createWriteStream(temporary, { flags: 'wx', mode }), {
      signal,
    });
  } catch (error) {
    await rm(temporary, { force: true });
    signal.throwIfAborted();
    // A file-system error names its system call; anything else broke in the download itself.
    if (typeof syscallOf(error) === 'string') throw writeFailure(folder, error);
    throw new ApiError(500, `${name}: its answer broke off before the end`);
  }
  // The mode asked for, whatever the process's umask took away or left.
  await chmod(temporary, mode);
  await assertUnmoved(folder);
  return { name, bytes: (await stat(temporary)).size };
}
