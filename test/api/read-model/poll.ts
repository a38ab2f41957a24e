/**
 * Asking the database again until what the service does in the background shows there:
 * `read` every 25 ms until `done` holds for what it gave (which it answers), for at most
 * `limitMs` (5 s); past that it throws `never`. The limit only catches a hang: work whose
 * time grows with the machine's load (a warm-up of months) gives a limit of its own. A
 * service with a rate limit is asked less often (`everyMs`).
 */
export async function pollUntil<T, Done extends T>(
  read: () => Promise<T>,
  done: (value: T) => value is Done,
  never: string,
  limitMs?: number,
  everyMs?: number,
): Promise<Done>;
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  never: string,
  limitMs?: number,
  everyMs?: number,
): Promise<T>;
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  never: string,
  limitMs = 5_000,
  everyMs = 25,
): Promise<T> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(never);
}
