import { Fragment } from 'react';

/** What stands in a translation for an amount until it is marked: never in a message itself. */
const MARK = '\u0001';
const MARKED = new RegExp(`${MARK}(\\w+)${MARK}`);

/**
 * A sentence with amounts in it, each amount marked as Dutch notation (`lang="nl"`) as
 * <Money> marks the amounts of tables and cards: a screen reader reading the English UI then
 * reads "€ 1.234,56" as an amount, not as "one point two three four". `text` is the
 * translation, given a marker in place of each amount; `amounts` are the amounts as written.
 */
export function AmountText({
  text,
  amounts,
}: {
  text: (marked: Record<string, string>) => string;
  amounts: Record<string, string>;
}) {
  const marked = Object.fromEntries(Object.keys(amounts).map((name) => [name, MARK + name + MARK]));
  // split() with a capturing group gives text, name, text, name, …, text.
  const parts = text(marked).split(MARKED);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 0 ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <span key={index} lang="nl">
            {amounts[part] ?? ''}
          </span>
        ),
      )}
    </>
  );
}
