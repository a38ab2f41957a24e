/**
 * README.md's table of `serve`'s flags is what `npm run docs:flags` makes of their definition
 * (electron/service/boot/cli-flags.ts), and the comparison notices a planted drift either way: a
 * definition changed without regenerating, and a table edited by hand.
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  flagLabel,
  SERVE_FLAG_LIST,
  type ServeFlag,
} from '../../../electron/service/boot/cli-flags.js';
import { USAGE } from '../../../electron/service/boot/cli-usage.js';
import { README_PATH, withFlagTable } from '../../../scripts/flags-reference.js';

const readme = await readFile(README_PATH, 'utf8');

/** The table rows of `markdown`, with the padding the formatter adds taken out. */
const rows = (markdown: string): string[] =>
  markdown
    .split('\n')
    .filter((line) => line.startsWith('| `--'))
    .map((line) => line.replace(/ {2,}/g, ' '));

/** The rows the README would gain if `flags` were the definition. */
async function rowsGainedWith(markdown: string, flags: readonly ServeFlag[]): Promise<string[]> {
  const now = rows(markdown);
  return rows(await withFlagTable(markdown, flags)).filter((row) => !now.includes(row));
}

it('README.md lists every flag of serve as cli-flags.ts defines it (npm run docs:flags)', async () => {
  expect(await withFlagTable(readme, SERVE_FLAG_LIST)).toBe(readme);
});

it('the README table has one row per flag, and --help names each flag', () => {
  expect(rows(readme)).toHaveLength(SERVE_FLAG_LIST.length);
  for (const flag of SERVE_FLAG_LIST) {
    const label = `| \`${flagLabel(flag).replaceAll('|', '\\|')}\` |`;
    expect(rows(readme).filter((row) => row.startsWith(label))).toHaveLength(1);
    expect(USAGE).toContain(`  ${flagLabel(flag)} `);
  }
});

describe('a planted drift is reported', () => {
  // Planted in a README made up to date first, so these cases hold whatever the README says.
  let current = '';
  beforeAll(async () => {
    current = await withFlagTable(readme, SERVE_FLAG_LIST);
  });

  it('a default changed in the definition', async () => {
    const planted = SERVE_FLAG_LIST.map((flag) =>
      flag.name === 'rate-limit' ? { ...flag, default: '600' } : flag,
    );
    expect(await withFlagTable(current, planted)).not.toBe(current);
    expect(await rowsGainedWith(current, planted)).toEqual([
      '| `--rate-limit N` | 600 | at most N requests per minute per client (429 beyond) |',
    ]);
  });

  it('a flag added to the definition', async () => {
    const planted = [
      ...SERVE_FLAG_LIST,
      { name: 'planted', value: 'N', default: '1', meaning: 'x' },
    ];
    expect(await rowsGainedWith(current, planted)).toEqual(['| `--planted N` | 1 | x |']);
  });

  it('a row deleted from the README by hand', async () => {
    const edited = current.replace(/^\| `--sync-interval S`.*\n/m, '');
    expect(edited).not.toBe(current);
    expect(await withFlagTable(edited, SERVE_FLAG_LIST)).not.toBe(edited);
    expect(await rowsGainedWith(edited, SERVE_FLAG_LIST)).toHaveLength(1);
  });

  it('a default edited in the README by hand', async () => {
    const edited = current.replace(/^(\| `--max-range-years N` +\| )5 /m, '$110');
    expect(edited).not.toBe(current);
    expect(await withFlagTable(edited, SERVE_FLAG_LIST)).toBe(current);
  });
});
