/**
 * Every decision record says under its title whether it still holds as written (accepted),
 * holds but for what later records changed (amended by), or was replaced (superseded by),
 * each later record linked; and the index, docs/decisions/README.md, shows the same status.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const FOLDER = fileURLToPath(new URL('../../../docs/decisions/', import.meta.url));
const records = readdirSync(FOLDER).filter((name) => /^\d{4}-.+\.md$/.test(name));

const LINK = String.raw`\[(\d{4})\]\((\d{4})-[a-z0-9-]+\.md\)`;
const STATUS = new RegExp(
  String.raw`^Status: (accepted|(amended|superseded) by ${LINK}(, ${LINK})*)$`,
);

/** What is wrong with a record's opening lines, or null. */
function statusProblem(name: string, text: string): string | null {
  const [title = '', blank, line = ''] = text.split('\n');
  if (!title.startsWith(`# ${name.slice(0, 4)}. `)) return `${name}: the title is not "# NNNN. …"`;
  if (blank !== '' || !STATUS.test(line)) return `${name}: no status line under the title`;
  for (const link of line.matchAll(new RegExp(LINK, 'g'))) {
    if (link[1] !== link[2]) return `${name}: [${link[1] ?? ''}] links to ${link[2] ?? ''}-…`;
  }
  return null;
}

const statusOf = (name: string): string =>
  (readFileSync(FOLDER + name, 'utf8').split('\n')[2] ?? '').replace(/^Status: /, '');

/** The index's rows: record file → its status cell. */
function indexRows(): Map<string, string> {
  const rows = new Map<string, string>();
  for (const row of readFileSync(`${FOLDER}README.md`, 'utf8').split('\n')) {
    const cells = row.split(/ +\| +/);
    const file = /^\| \[\d{4}\]\(([^)]+)\)$/.exec(cells[0] ?? '')?.[1];
    if (file !== undefined) rows.set(file, cells[2] ?? '');
  }
  return rows;
}

describe('decision records carry their status', () => {
  it('every record has a status line under its title', () => {
    const problems = records
      .map((name) => statusProblem(name, readFileSync(FOLDER + name, 'utf8')))
      .filter((problem) => problem !== null);
    expect(problems).toEqual([]);
  });

  it('the index lists every record with the status its file says', () => {
    const rows = indexRows();
    expect([...rows.keys()].sort()).toEqual([...records].sort());
    const differing = records.filter((name) => rows.get(name) !== statusOf(name));
    expect(differing).toEqual([]);
  });

  it('refuses a record without a status line, or with a link to the wrong record', () => {
    const name = '0999-planted.md';
    const record = (line: string) => `# 0999. Planted\n\n${line}\n\n## Date\n`;
    expect(statusProblem(name, record('Status: accepted'))).toBeNull();
    expect(
      statusProblem(
        name,
        record('Status: amended by [0087](0087-service-layers.md), [0093](0093-x.md)'),
      ),
    ).toBeNull();
    expect(statusProblem(name, '# 0999. Planted\n\n## Status\n\nAccepted.\n')).toMatch(
      /no status line/,
    );
    expect(statusProblem(name, record('Status: replaced'))).toMatch(/no status line/);
    expect(statusProblem(name, record('Status: superseded by [0010](0009-x.md)'))).toMatch(
      /links to 0009/,
    );
  });
});
