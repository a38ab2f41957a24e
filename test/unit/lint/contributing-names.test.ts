/**
 * CONTRIBUTING.md's recipes name the code a newcomer is to find: each name it gives in
 * backticks that looks like code exists in the tree, so a renamed function or a moved file
 * makes the recipe fail here rather than mislead. What counts as such a name, and how each is
 * looked for: test/unit/lint/README.md ("Names the contributing guide gives").
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINTS } from '../../../shared/api/endpoints.js';
import { repositoryEntries } from './repo-paths.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const THIS_FILE = 'test/unit/lint/contributing-names.test.ts';
/** Where a name counts as found: code and its settings, not the docs that name it. */
const CODE = ['*.ts', '*.tsx', '*.mts', '*.js', '*.mjs', '*.cjs', '*.json', `:!${THIS_FILE}`];

type Name =
  | { kind: 'endpoint'; text: string; name: string }
  | { kind: 'api path'; text: string; path: string; prefix: boolean }
  | { kind: 'script'; text: string; script: string }
  | { kind: 'path'; text: string; pattern: RegExp }
  | { kind: 'identifier'; text: string; identifier: string; prefix: boolean };

const IDENTIFIER = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;
/** A word of prose is lowercase letters alone (`work`, `bestelling`); code has more. */
const looksLikeCode = (identifier: string): boolean => /[A-Z_.]/.test(identifier);
const SOURCE_FILE = /\.(ts|tsx|mts|js|mjs|json|md|yml)$/;

const pathPattern = (path: string): RegExp => {
  const body = path
    .replace(/\/$/, '')
    .split(/(<[^>]+>|\*|…)/)
    .map((part) =>
      /^(<[^>]+>|\*|…)$/.test(part) ? '[^/]*' : part.replace(/[.+?^$()|[\]\\{}]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`(^|/)${body}$`);
};

/** The code-like names of one backticked span; prose, commands and snippets give none. */
function namesOf(span: string): Name[] {
  const text = span.replace(/^'(.*)'$/, '$1');
  const endpoint = /^(GET|POST|PUT|DELETE) (\/\S+)$/.exec(text);
  if (endpoint) return [{ kind: 'endpoint', text: span, name: text }];
  if (/^\/api\/\S*$/.test(text)) {
    const prefix = text.endsWith('…');
    return [{ kind: 'api path', text: span, path: text.replace(/…$/, ''), prefix }];
  }
  const script = /^npm run ([\w:-]+)$/.exec(text);
  if (script) return [{ kind: 'script', text: span, script: script[1] ?? '' }];
  if (!/\s/.test(text) && (/^[\w.<>*…-]+\/[\w.<>*…/-]*$/.test(text) || SOURCE_FILE.test(text))) {
    return [{ kind: 'path', text: span, pattern: pathPattern(text) }];
  }
  // A call (`defineRoute(app, name, docs, handler)`), a generic (`Pick<ServiceDeps, …>`) or a
  // platform call (`ProductsModule::listTaxRates`) names the identifiers in it.
  const parts = /^[\w$.]+\(.*\)$/.test(text)
    ? [text.slice(0, text.indexOf('('))]
    : /^[\w$]+(<.*>|::[\w$]+)$/.test(text)
      ? text.split(/[^\w$…]+/).filter((part) => part !== '' && part !== '…')
      : [text];
  return parts.flatMap((part) => {
    const prefix = part.endsWith('…');
    const identifier = part.replace(/…$/, '');
    if (!IDENTIFIER.test(identifier) || !looksLikeCode(identifier)) return [];
    return [{ kind: 'identifier' as const, text: span, identifier, prefix }];
  });
}

/** Every backticked span of a Markdown text, outside fenced code blocks. */
const spansOf = (markdown: string): string[] =>
  markdown
    .replace(/^```[\s\S]*?^```/gm, '')
    .split('\n')
    .flatMap((line) => [...line.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? ''));

/** The identifiers `git grep` finds in code: whole words, or as the start of one. */
function foundInCode(identifiers: readonly string[], whole: boolean): Set<string> {
  if (identifiers.length === 0) return new Set();
  const patterns = identifiers.flatMap((identifier) => ['-e', identifier]);
  const args = ['grep', '--untracked', '-o', '-h', '-F', ...(whole ? ['-w'] : [])];
  let output = '';
  try {
    output = execFileSync('git', [...args, ...patterns, '--', ...CODE], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    // git grep exits 1 when it finds nothing at all.
    if (!(error instanceof Error && 'status' in error && error.status === 1)) throw error;
  }
  return new Set(output.split('\n'));
}

const endpointNames = Object.keys(ENDPOINTS);
const endpointPaths = endpointNames.map((name) => name.slice(name.indexOf(' ') + 1));
const scripts = Object.keys(
  z
    .object({ scripts: z.record(z.string(), z.string()) })
    .parse(JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8'))).scripts,
);
const entries = [...repositoryEntries(ROOT)];

/** The names of `markdown` that do not exist, each with why. */
function missingNames(markdown: string): string[] {
  const names = spansOf(markdown).flatMap(namesOf);
  const identifiers = names.filter((name) => name.kind === 'identifier');
  const whole = foundInCode(
    identifiers.filter((name) => !name.prefix).map((name) => name.identifier),
    true,
  );
  const starts = foundInCode(
    identifiers.filter((name) => name.prefix).map((name) => name.identifier),
    false,
  );
  const exists = (name: Name): boolean => {
    switch (name.kind) {
      case 'endpoint':
        return endpointNames.some((known) => known === name.name);
      case 'api path':
        return endpointPaths.some((path) =>
          name.prefix ? path.startsWith(name.path) : path === name.path,
        );
      case 'script':
        return scripts.includes(name.script);
      case 'path':
        return entries.some((entry) => name.pattern.test(entry));
      case 'identifier':
        return (name.prefix ? starts : whole).has(name.identifier);
    }
  };
  return [
    ...new Set(names.filter((name) => !exists(name)).map((name) => `${name.kind}: ${name.text}`)),
  ];
}

describe('the names CONTRIBUTING.md gives', () => {
  it('each exists in the tree', () => {
    expect(missingNames(readFileSync(`${ROOT}CONTRIBUTING.md`, 'utf8'))).toEqual([]);
  });

  it('reads code-like names, not prose, commands or snippets', () => {
    const kinds = (span: string) => namesOf(span).map((name) => name.kind);
    expect(kinds('work')).toEqual([]);
    expect(kinds('bestelling')).toEqual([]);
    expect(kinds('csv: true')).toEqual([]);
    expect(kinds("align: 'end'")).toEqual([]);
    expect(kinds('npx oxfmt --check')).toEqual([]);
    expect(kinds('GET /api/tax-rates')).toEqual(['endpoint']);
    expect(kinds("'/api/tax-rates'")).toEqual(['api path']);
    expect(kinds('npm run docs:api')).toEqual(['script']);
    expect(kinds('store.ts')).toEqual(['path']);
    expect(kinds('renderer/src/features/<screen>/store.ts')).toEqual(['path']);
    expect(namesOf('Pick<ServiceDeps, …>').map((name) => name.text)).toHaveLength(2);
    expect(kinds('defineRoute(app, name, docs, handler)')).toEqual(['identifier']);
    expect(kinds('total_sales')).toEqual(['identifier']);
  });

  it('fails on a planted name that does not exist, and takes the ways a living one is written', () => {
    const planted = [
      'Add it to `getEndpoints` in `shared/api/endpoints.ts` (`shared/api/no-such-file.ts`),',
      'then `GET /api/no-such-endpoint`, `/api/digest/…`, `npm run docs:nothing`,',
      '`Pick<ServiceDeps, …>`, `DayClosing…`, `upstream/wire*`, `defineRoute(app, a, b, c)`,',
      '`ProductsModule::listTaxRates`, `electron/service/data/<thing>/store.ts`, `z.strictObject`.',
    ].join('\n');
    expect(missingNames(planted)).toEqual([
      'identifier: getEndpoints',
      'path: shared/api/no-such-file.ts',
      'endpoint: GET /api/no-such-endpoint',
      'script: npm run docs:nothing',
    ]);
  });
});
