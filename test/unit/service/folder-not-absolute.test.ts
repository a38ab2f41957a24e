/**
 * A folder that is not a full path on the computer the service runs on is refused with an
 * example of the form the rule takes there: a folder the pack may write into. The words once
 * gave `C:\Users\…` as the example while refusing exactly that form on Linux (issue 67).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../electron/service/core/errors.js';
import {
  ExportFolders,
  WRITER_JUDGED_BEFORE,
} from '../../../electron/service/domain/folder-writing/export-folders.js';

/** A full path of the other system's form, which this one does not take. */
const FOREIGN =
  process.platform === 'win32' ? 'Users/naam/Documents' : 'C:\\Users\\naam\\Documents';
let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'folder-not-absolute-'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

async function refusalOf(folder: string): Promise<ApiError> {
  const refused = await new ExportFolders([root]).check(folder, WRITER_JUDGED_BEFORE).then(
    () => null,
    (error: unknown) => error,
  );
  if (!(refused instanceof ApiError)) throw new Error(`not refused: ${folder}`);
  return refused;
}

describe('a folder that is not a full path here', () => {
  it.each([FOREIGN, 'boekhouding/oktober'])(
    'refuses %s with an example the rule takes',
    async (folder) => {
      const refused = await refusalOf(folder);
      expect(refused.status).toBe(400);
      expect(refused.detail).toEqual({
        code: 'folder_not_absolute',
        fields: { params: { folder, example: root } },
      });
      expect(isAbsolute(root)).toBe(true);
      expect(refused.message).toContain(JSON.stringify(root));
    },
  );
});
