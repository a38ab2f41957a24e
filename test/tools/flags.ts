/**
 * Tiny flag reading for the fuzz and load tools: `--name value` or `--name=value`, each also
 * as an environment variable (`FUZZ_RUNS=1000`), the flag winning; numbers only, checked.
 */
export function numberFlag(
  argv: string[],
  name: string,
  variable: string,
  fallback: number,
  { min, max }: { min: number; max: number },
): number {
  const index = argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  const given =
    index === -1
      ? process.env[variable]
      : argv[index]?.includes('=')
        ? argv[index].slice(name.length + 3)
        : argv[index + 1];
  if (given === undefined || given === '') return fallback;
  const value = Number(given);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(
      `--${name} (or ${variable}) must be a whole number from ${min} to ${max}, got ${given}`,
    );
  }
  return value;
}

export const booleanFlag = (argv: string[], name: string): boolean => argv.includes(`--${name}`);

/** Refuses flags the tool does not know, so a typo is not silently a default run. */
export function refuseUnknownFlags(argv: string[], known: string[]): void {
  for (const arg of argv) {
    if (!arg.startsWith('--')) continue;
    const name = arg.slice(2).split('=')[0] ?? '';
    if (!known.includes(name))
      throw new Error(`unknown flag --${name}; known: ${known.map((k) => `--${k}`).join(', ')}`);
  }
}
