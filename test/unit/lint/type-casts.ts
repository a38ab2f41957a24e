/**
 * The type casts of product code (`value as Type`, `<Type>value`): each tells the compiler to
 * trust us instead of checking. `as const` (which narrows, asserting nothing) and `satisfies`
 * (which checks) are not casts. Files are parsed by the TypeScript compiler without checking
 * them, so an "as" in a string, a comment or an `import { a as b }` is not counted, and the
 * whole product is read in well under a second.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/** Product code: what ships. Tests and the tools around them may cast to plant a fault. */
export const PRODUCT_FOLDERS = ['electron', 'renderer/src', 'shared'] as const;

const SOURCE = /\.(ts|tsx)$/;
const NOT_PRODUCT = /\.(test|spec)\.tsx?$/;

/** The 1-based lines of the casts in one file's source text. */
export function castLines(fileName: string, text: string): number[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const lines: number[] = [];
  const visit = (node: ts.Node): void => {
    const isCast = ts.isAsExpression(node) || ts.isTypeAssertionExpression(node);
    if (isCast && !ts.isConstTypeReference(node.type)) {
      lines.push(source.getLineAndCharacterOfPosition(node.type.getStart(source)).line + 1);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lines;
}

/** The product's source files, as paths from `root` with `/`. */
export function productFiles(root: string): string[] {
  return PRODUCT_FOLDERS.flatMap((folder) =>
    readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !NOT_PRODUCT.test(entry.name))
      .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')),
  );
}

/**
 * Every cast in product code as `file:line`. `planted` adds source text to the end of files
 * (or is a file of its own), as a test plants a cast to see the count move.
 */
export function productCasts(
  root: string,
  planted: Readonly<Record<string, string>> = {},
): string[] {
  const files = [...new Set([...productFiles(root), ...Object.keys(planted)])].sort();
  return files.flatMap((file) => {
    const own = existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : '';
    return castLines(file, own + (planted[file] ?? '')).map((line) => `${file}:${line}`);
  });
}
