/**
 * Asking the database again until what the service does in the background shows there:
 * `read` every 25 ms until `done` holds for what it gave (which it answers), for at most
 * 5 s; past that it throws `never`.
 */
export async function pollUntil<T, Done extends T>(
  read: () => Promise<T>,
  done: (value: T) => value is Done,
  never: string,
): Promise<Done>;
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  never: string,
): Promise<T>;
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  never: string,
): Promise<T> {
  for (let tries = 0; tries < 200; tries++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(never);
}
