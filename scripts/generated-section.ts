/**
 * The generated part of a hand-written Markdown file: what lies between two marker comments
 * is replaced, and the file is formatted as `npm run format:check` wants it (oxfmt), so a
 * generator's output and the file it checks against compare as text. Used by
 * `npm run docs:api` and `npm run docs:flags`.
 */
import { readFileSync } from 'node:fs';
import { format, type FormatConfig } from 'oxfmt';

/**
 * The formatting options of `.oxfmtrc.json`, which oxfmt's API does not read by itself; the
 * ignore list is the command line's, not a formatting option.
 */
function formatOptions(): FormatConfig {
  const config = JSON.parse(
    readFileSync(new URL('../.oxfmtrc.json', import.meta.url), 'utf8'),
  ) as FormatConfig & { $schema?: string; ignorePatterns?: string[] };
  const { $schema: _schema, ignorePatterns: _ignored, ...options } = config;
  return options;
}

export interface GeneratedSection {
  /** The file, for the error message and the formatter's choice of language. */
  path: string;
  start: string;
  end: string;
}

/** `markdown` with the part between the section's markers replaced by `content`, formatted. */
export async function withSection(
  markdown: string,
  section: GeneratedSection,
  content: string,
): Promise<string> {
  const start = markdown.indexOf(section.start);
  const end = markdown.indexOf(section.end);
  if (start < 0 || end < start) {
    throw new Error(`${section.path} needs the markers ${section.start} and ${section.end}`);
  }
  const replaced = `${markdown.slice(0, start + section.start.length)}\n\n${content}\n\n${markdown.slice(end)}`;
  const { code, errors } = await format(section.path, replaced, formatOptions());
  if (errors.length > 0) {
    throw new Error(
      `${section.path} cannot be formatted: ${errors.map((e) => e.message).join('; ')}`,
    );
  }
  return code;
}
