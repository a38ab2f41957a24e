/**
 * One page of a list call: sent within its slots and counted, its answer read with the call's
 * row schema, and the same page with the means to read its rows again from the answer's text
 * alone (drain.ts's `reread`).
 */
import type { z } from 'zod';
import { callLabel, UPSTREAM_CALLS, type ListCallName, type RowOf } from './calls.js';
import type { ReadPage } from './drain.js';
import { parseListPage } from './parse-answer.js';
import { responseOf, type RoundTripAnswer } from './transport.js';
import { listParams, type ListOptions } from './list-args.js';
import type { UpstreamList } from './wire.js';

/** Sends one page's call (`send` with its positional parameters); answers where it starts. */
export async function listAnswer(
  name: ListCallName,
  options: ListOptions,
  send: (params: unknown[]) => Promise<RoundTripAnswer>,
): Promise<{ answer: RoundTripAnswer; start: number }> {
  const { params, start } = listParams(name, options);
  options.pages?.planned(1);
  const sendPage = () => send(params);
  const answer = await (options.slots ? options.slots.run(sendPage, options.signal) : sendPage());
  options.pages?.read();
  return { answer, start };
}

/** The page's rows, named by their position in the whole list from `start` on. */
export function listRowsOf<Name extends ListCallName>(
  name: Name,
  response: unknown,
  start: number,
): UpstreamList<RowOf<Name>> {
  const rowSchema: z.ZodType = UPSTREAM_CALLS[name].row;
  return parseListPage(response, rowSchema, callLabel(name), start) as UpstreamList<RowOf<Name>>;
}

/** Reads rows `from` an index again from `text`: it keeps the text, never the rows read. */
const rereader =
  <Name extends ListCallName>(name: Name, text: string, start: number) =>
  (from: number, count: number): RowOf<Name>[] =>
    listRowsOf(name, responseOf(text), start).data.slice(from, from + count);

/** The page's rows, with `reread`. */
export const rereadablePage = <Name extends ListCallName>(
  name: Name,
  answer: RoundTripAnswer,
  start: number,
): ReadPage<RowOf<Name>> => ({
  ...listRowsOf(name, answer.response, start),
  reread: rereader(name, answer.text, start),
});
