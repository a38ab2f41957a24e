/**
 * Which repository paths a code comment or a Markdown doc names, and whether each exists.
 * The rules, and why each is there, are in test/unit/lint/README.md ("Paths that exist");
 * in short:
 *
 * - A Markdown link's target is resolved from the doc's folder, as a reader's viewer does.
 * - Any other path (`data/read-source.ts`, `domain/financial-report/`, electron/upstream/calls.ts) is
 *   a repository path when its first folder is one of ours seen from one of the roots the
 *   house writes from (`ROOTS`, or a folder the file itself is in); then the rest must exist
 *   from that same root. `text/csv` and `Europe/Amsterdam` have no such first folder, nor
 *   does a path in another project's repository that docs/upstream.md cites.
 * - A module is named with or without its extension (`shared/money`), `.js` naming `.ts`;
 *   `decisions/0081` names the decision numbered 0081.
 */
import { readdirSync } from 'node:fs';
import { join, posix } from 'node:path';

/** The folders a path in a comment or doc is written from, besides the file's own folders. */
export const ROOTS = [
  '',
  'electron/',
  'electron/service/',
  'electron/service/boot/',
  'electron/service/http/',
  'electron/service/domain/',
  'electron/service/data/',
  'electron/service/core/',
  'renderer/src/',
  'test/',
] as const;

/**
 * Made by a build or a run, so absent from a fresh checkout; named paths under them are not
 * checked.
 */
const MADE_BY_A_RUN =
  /^(node_modules|dist|release|test-results|playwright-report|test\/artifacts)(\/|$)/;

/** A path-like token: two or more names joined by `/`, maybe a leading `./` or `../`. */
const PATH_TOKEN = /(?<![\w./:@~$-])((?:\.{1,2}\/)*[A-Za-z0-9_][\w.-]*(?:\/[\w.-]+)+\/?)/g;

const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;

/** What the repository holds: every file and folder, as paths from its root with `/`. */
export function repositoryEntries(root: string): ReadonlySet<string> {
  const entries = new Set<string>();
  const walk = (folder: string): void => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (entry.name === '.git' || MADE_BY_A_RUN.test(path)) continue;
      entries.add(path);
      if (entry.isDirectory()) walk(path);
    }
  };
  walk('');
  return entries;
}

/** The comment text of a TypeScript or JavaScript file, line by line (1-based). */
export function commentLines(source: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  let inBlock = false;
  source.split('\n').forEach((raw, index) => {
    const trimmed = raw.trim();
    let text: string | null = null;
    if (inBlock) {
      text = trimmed;
      if (trimmed.includes('*/')) inBlock = false;
    } else if (trimmed.startsWith('//')) {
      text = trimmed;
    } else if (trimmed.startsWith('/*')) {
      text = trimmed;
      inBlock = !trimmed.includes('*/');
    } else {
      // A comment after code: `//` after a space, so a URL's `://` is not one.
      const trailing = /\s\/\/\s(.*)$/.exec(raw);
      if (trailing) text = trailing[1] ?? '';
    }
    if (text !== null) found.push({ line: index + 1, text });
  });
  return found;
}

const moduleForms = (path: string): string[] => {
  const stem = path.replace(/\.(c|m)?js$/, '');
  const forms = ['', '.ts', '.tsx', '.mts', '/index.ts', '.test.ts', '.spec.ts'];
  return [path, `${path}.md`, ...forms.map((form) => `${stem}${form}`)];
};

/** Whether `path` (from the repository root, no trailing `/`) names something that exists. */
function exists(path: string, entries: ReadonlySet<string>): boolean {
  const decision = /^docs\/decisions\/(\d{4})$/.exec(path);
  if (decision) {
    return [...entries].some((entry) => entry.startsWith(`docs/decisions/${decision[1] ?? ''}-`));
  }
  return moduleForms(path).some((form) => entries.has(form));
}

/** The folders of `file` from the repository root, nearest first: `a/b/c.ts` → `a/b/`, `a/`. */
const foldersOf = (file: string): string[] => {
  const parts = file.split('/').slice(0, -1);
  return parts.map((_, index) => `${parts.slice(0, parts.length - index).join('/')}/`);
};

/**
 * Why `token`, named in `file`, is dead, or null when it exists or is not a repository path.
 */
export function deadPath(file: string, token: string, entries: ReadonlySet<string>): string | null {
  const path = token.replace(/[.,:;]+$/, '').replace(/\/$/, '');
  if (path.startsWith('.')) {
    // From the file's folder, or from the root, where a doc's commands and snippets are run.
    const resolved = ['', posix.dirname(file)].map((from) => posix.join(from, path));
    if (resolved.some((one) => MADE_BY_A_RUN.test(one) || exists(one, entries))) return null;
    return `${token} (from ${posix.dirname(file)}/ or ./)`;
  }
  const first = path.split('/')[0] ?? '';
  const roots = [...new Set([...foldersOf(file), ...ROOTS])];
  const ours = roots.filter((root) => entries.has(`${root}${first}`));
  if (ours.length === 0) return null;
  if (ours.some((root) => MADE_BY_A_RUN.test(`${root}${path}`))) return null;
  if (ours.some((root) => exists(`${root}${path}`, entries))) return null;
  return `${token} (tried from ${ours.map((root) => root || './').join(', ')})`;
}

/**
 * A Markdown link's target that does not exist, from the doc's folder; null for a URL or anchor.
 */
export function deadLink(doc: string, target: string, entries: ReadonlySet<string>): string | null {
  if (/^[a-z]+:/i.test(target) || target.startsWith('#')) return null;
  const path = decodeURI(target.replace(/#.*$/, '')).replace(/\/$/, '');
  const resolved = posix.normalize(posix.join(posix.dirname(doc), path));
  if (MADE_BY_A_RUN.test(resolved) || entries.has(resolved)) return null;
  return `${target} (link from ${posix.dirname(doc)}/)`;
}

/**
 * A doc's text with its history blanked (lines kept, so line numbers hold): a decision
 * record's Context tells what the code was when the decision was taken, so the paths it names
 * may since have moved; its status line and Decision say what holds now, and are checked.
 */
export function withoutHistory(doc: string, text: string): string {
  if (!/^docs\/decisions\/\d{4}-/.test(doc)) return text;
  let inContext = false;
  return text
    .split('\n')
    .map((line) => {
      if (line.startsWith('## ')) inContext = line === '## Context';
      return inContext && !line.startsWith('## ') ? '' : line;
    })
    .join('\n');
}

/** Every dead path of a Markdown doc, with its line. */
export function deadInMarkdown(doc: string, text: string, entries: ReadonlySet<string>): string[] {
  const dead: string[] = [];
  text.split('\n').forEach((line, index) => {
    // `[text](target)` in a code span is not a link.
    const links = [...line.replace(/`[^`]*`/g, '').matchAll(MARKDOWN_LINK)].map(
      (match) => match[1] ?? '',
    );
    for (const target of links) {
      const why = deadLink(doc, target, entries);
      if (why !== null) dead.push(`${doc}:${index + 1}: ${why}`);
    }
    const prose = line.replace(MARKDOWN_LINK, ']');
    for (const match of prose.matchAll(PATH_TOKEN)) {
      const why = deadPath(doc, match[1] ?? '', entries);
      if (why !== null) dead.push(`${doc}:${index + 1}: ${why}`);
    }
  });
  return dead;
}

/** Every dead path named in a code file's comments, with its line. */
export function deadInComments(
  file: string,
  source: string,
  entries: ReadonlySet<string>,
): string[] {
  return commentLines(source).flatMap(({ line, text }) =>
    [...text.matchAll(PATH_TOKEN)]
      .map((match) => deadPath(file, match[1] ?? '', entries))
      .filter((why) => why !== null)
      .map((why) => `${file}:${line}: ${why}`),
  );
}
