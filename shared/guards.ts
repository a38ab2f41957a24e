/**
 * Type guards for a value whose type is wider than what it holds: text that may be one of a
 * list's literals, a thrown value or parsed JSON that may carry a field. Each checks what its
 * type says, so a caller narrows instead of casting.
 */

/** Whether `value` is one of `list`'s items (a string that may be one of a union's literals). */
export const isOneOf = <T>(list: readonly T[], value: unknown): value is T =>
  list.some((each) => each === value);

/** `value[key]` when `value` is an object that has it (a thrown error's `code`, a JSON field). */
export const fieldOf = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;

/** Whether `value` is a plain object of fields (parsed JSON's `{…}`), not null or a list. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `list[index]` where the caller's logic puts an item (an hour of a day's 24, a loop's next):
 * a RangeError, not undefined, when it is missing after all.
 */
export function itemAt<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new RangeError(`no item ${index} in a list of ${list.length}`);
  return item;
}

/**
 * Whether `key` is one of `record`'s own keys: a text from outside (a status, a query
 * parameter) that may name one of a fixed record's entries.
 */
export const isKeyOf = <T extends object>(record: T, key: PropertyKey): key is keyof T =>
  Object.hasOwn(record, key);

/**
 * A record's own keys, typed as its keys (`Object.keys` types them `string`, as an object
 * may hold more than its type names): each is checked to be one, so none is trusted blindly.
 */
export const keysOf = <T extends object>(record: T): (keyof T & string)[] =>
  Object.keys(record).filter((key): key is keyof T & string => isKeyOf(record, key));

/** A record's own entries, each key typed as its key and its value as that key's value. */
export const entriesOf = <T extends object>(record: T): [keyof T & string, T[keyof T]][] =>
  keysOf(record).map((key) => [key, record[key]]);
