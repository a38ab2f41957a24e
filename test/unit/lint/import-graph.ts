/**
 * The import graph of the Node side's TypeScript source, as madge draws it: every relative
 * import, `import type` and `export … from` included (a cycle of types is still a cycle: the
 * files cannot be understood or moved one without the other). Imports are read with the
 * TypeScript compiler's pre-processor, which scans a file's imports without parsing or
 * checking it, so the whole of electron/ is read in well under a second.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** File → the files it imports, as paths from the repository root with `/`. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const SOURCE = /\.(ts|cts|mts|tsx)$/;

function sourceFiles(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** The file a relative specifier names: `./x.js` is `./x.ts` in the source. */
function resolve(from: string, specifier: string, files: ReadonlySet<string>): string | null {
  const base = posix.join(posix.dirname(from), specifier);
  const stem = base.replace(/\.(c|m)?js$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.cts`, `${stem}.mts`, `${stem}.tsx`];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}

/**
 * The graph of every source file under `folders` (from `root`), with the imports between them.
 * `planted` adds source text to the end of files, or is a file of its own where none is, as a
 * test plants an import to see a check fire.
 */
export function importGraph(
  root: string,
  folders: string | readonly string[],
  planted: Readonly<Record<string, string>> = {},
): ImportGraph {
  const found = [folders].flat().flatMap((folder) => sourceFiles(root, folder));
  const files = [...new Set([...found, ...Object.keys(planted)])];
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const own = found.includes(file) ? readFileSync(join(root, file), 'utf8') : '';
      const text = own + (planted[file] ?? '');
      const imports = ts
        .preProcessFile(text, true, true)
        .importedFiles.map((imported) => imported.fileName)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => resolve(file, specifier, known))
        .filter((target) => target !== null);
      return [file, [...new Set(imports)]];
    }),
  );
}

/** A shortest chain of imports from `file` back to itself, or null when there is none. */
export function cycleThrough(graph: ImportGraph, file: string): string[] | null {
  const cameFrom = new Map<string, string>();
  const queue = [file];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const target of graph.get(next) ?? []) {
      if (target === file) {
        const chain = [next];
        for (let step = cameFrom.get(next); step !== undefined; step = cameFrom.get(step)) {
          chain.unshift(step);
        }
        return [...chain, file];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, next);
        queue.push(target);
      }
    }
  }
  return null;
}

/**
 * The groups of files that import each other round in a circle (strongly connected components
 * of more than one file, or a file that imports itself), each sorted, for the files whose
 * path starts with `within` (Tarjan's algorithm).
 */
export function cyclesWithin(graph: ImportGraph, within: string): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.size - 1);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      group.push(member);
      if (member === file) break;
    }
    const selfImport = graph.get(file)?.includes(file) ?? false;
    if (group.length > 1 || selfImport) groups.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return groups.filter((group) => group.some((file) => file.startsWith(within)));
}

export const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The graph of the folders directly under `roots` (each a layer's folder, ending in `/`): a
 * node per folder, its sub-folders part of it, with an arrow from one folder to another when a
 * file of the first imports a file of the second. A file directly under a root sits in no
 * folder and is a node of its own; files outside the roots are left out.
 */
export function folderGraph(graph: ImportGraph, roots: readonly string[]): ImportGraph {
  const nodeOf = (file: string): string | null => {
    const root = roots.find((candidate) => file.startsWith(candidate));
    if (root === undefined) return null;
    const end = file.indexOf('/', root.length);
    return end === -1 ? file : file.slice(0, end + 1);
  };
  const arrows = new Map<string, Set<string>>();
  for (const [file, imports] of graph) {
    const from = nodeOf(file);
    if (from === null) continue;
    const targets = arrows.get(from) ?? new Set<string>();
    arrows.set(from, targets);
    for (const target of imports) {
      const to = nodeOf(target);
      if (to !== null && to !== from) targets.add(to);
    }
  }
  return new Map([...arrows].map(([folder, targets]) => [folder, [...targets].sort()]));
}
