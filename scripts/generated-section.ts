/**
 * The generated part of a hand-written Markdown file: what lies between two marker comments
 * is replaced, and the file is formatted as `npm run lint` wants it, so a generator's output
 * and the file it checks against compare as text. Used by `npm run docs:api` and
 * `npm run docs:flags`.
 */
import { format, resolveConfig } from 'prettier';

export interface GeneratedSection {
  /** The file, for the error message and prettier's options. */
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
  const options = await resolveConfig(section.path);
  return format(replaced, { ...options, filepath: section.path });
}
