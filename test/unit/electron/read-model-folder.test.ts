/** The desktop app creates a new read-model folder in an Electron utility process. */
import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import type { UtilityProcess } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { folderCreatorWith } from '../../../electron/desktop/read-model-folder.js';

function fakeProcess(code: number, stderr = '') {
  const child = Object.assign(new EventEmitter(), { stderr: new PassThrough() });
  setTimeout(() => {
    child.stderr.end(stderr);
    child.stderr.once('end', () => child.emit('exit', code));
    child.stderr.resume();
  }, 5);
  return child as unknown as UtilityProcess;
}

describe('folderCreatorWith', () => {
  it('runs pglite-create with the folder and resolves when it ends well', async () => {
    const fork = vi.fn(() => fakeProcess(0));
    await folderCreatorWith(fork)('/data/read-model');
    expect(fork).toHaveBeenCalledWith(
      expect.stringMatching(/pglite-create\.(js|ts)$/),
      ['/data/read-model'],
      { stdio: 'pipe' },
    );
  });

  it('rejects with the reason the process gave', async () => {
    const fork = vi.fn(() => fakeProcess(1, 'disk full\n'));
    await expect(folderCreatorWith(fork)('/data/read-model')).rejects.toThrow(
      'could not create the embedded database: disk full',
    );
  });
});
