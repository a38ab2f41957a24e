/** `npm run serve -- --help`: the flags of cli-flags.ts as plain text, wrapped to a terminal. */
import { envName, flagLabel, SERVE_FLAG_LIST, type ServeFlag } from './cli-flags.js';

const WIDTH = 92;
const INDENT = '  ';

/** Markdown code spans as plain text. */
const plain = (text: string): string => text.replaceAll('`', '');

/** `text` in lines of at most `width` characters, broken between words. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  return line === '' ? lines : [...lines, line];
}

/** What `--help` says of one flag: its meaning, default and where more is said. */
function description(flag: ServeFlag): string {
  const parts = [plain(flag.meaning)];
  if (flag.default !== undefined) parts.push(`default ${plain(flag.default)}`);
  if (flag.see !== undefined) parts.push(`see ${flag.see}`);
  return parts.join('; ');
}

function renderUsage(flags: readonly ServeFlag[]): string {
  const column = Math.max(...flags.map((flag) => flagLabel(flag).length)) + 2;
  const lines = flags.flatMap((flag) => {
    const [first = '', ...rest] = wrap(description(flag), WIDTH - INDENT.length - column);
    return [
      `${INDENT}${flagLabel(flag).padEnd(column)}${first}`,
      ...rest.map((line) => `${INDENT}${' '.repeat(column)}${line}`),
    ];
  });
  const example = envName('port');
  const footer = wrap(
    `Each flag may also be set as BACKOFFICE_<FLAG> (e.g. ${example}=8080, ` +
      `${envName('demo-strict-public')}=1); a flag wins over the variable, and both over ` +
      "the settings.json in --data-dir. An on/off flag's variable is on for 1, true or yes.",
    WIDTH,
  );
  return ['Usage: npm run serve -- [flags]', ...lines, ...footer].join('\n');
}

export const USAGE = renderUsage(SERVE_FLAG_LIST);
