/**
 * A screen's state kept in the address (router.ts): read from it on every render, written
 * to it on every change. The address is the one copy, so a reload, a shared link and the
 * screen always agree.
 */
import { useCallback, useMemo } from 'react';
import { toQuery, type AddressValues } from '../lib/address-fields.js';
import { queryFromHash, replaceAddressQuery, useAddressQuery } from './router.js';

export interface ScreenCodec<State> {
  read(params: URLSearchParams): State;
  write(state: State): AddressValues;
}

/** A change to some of a screen's state. */
type Update<State> = (change: Partial<State>) => void;

/** The setter of one field of a screen's state: `set('range')` is `(range) => update({ range })`. */
export type FieldSetter<State> = <Key extends keyof State>(key: Key) => (value: State[Key]) => void;

const setterOf =
  <State>(update: Update<State>): FieldSetter<State> =>
  (key) =>
  (value) => {
    const change: Partial<State> = {};
    change[key] = value;
    update(change);
  };

export function useScreenState<State>(
  codec: ScreenCodec<State>,
): [State, Update<State>, FieldSetter<State>] {
  const query = useAddressQuery();
  const state = useMemo(() => codec.read(new URLSearchParams(query)), [codec, query]);
  const update = useCallback(
    (change: Partial<State>) => {
      // From the address as it is now, so two changes in one event both count.
      const current = codec.read(new URLSearchParams(queryFromHash(window.location.hash)));
      replaceAddressQuery(toQuery(codec.write({ ...current, ...change })));
    },
    [codec],
  );
  return [state, update, setterOf(update)];
}
