/** The versions an answer's rows were read at, which decide whether and where it is kept. */
import { describe, expect, it } from 'vitest';
import { DataAge, stateKey } from '../../../electron/service/data/read-model/data-age.js';

describe('DataAge versions', () => {
  it('are those the rows were read at; two reads of one subject at different versions forget them', async () => {
    const age = new DataAge();
    age.readAt('orders', 3);
    age.readAt('closings', 1);
    age.readAt('orders', 3);
    expect(await age.settledVersions()).toEqual(
      new Map([
        ['orders', 3],
        ['closings', 1],
      ]),
    );
    age.readAt('orders', 4);
    expect(await age.settledVersions()).toBeNull();
  });

  it('of rows answered before they were stored are provisional until they are stored', async () => {
    const age = new DataAge();
    age.readAt('orders', 2);
    let stored!: (version: number) => void;
    const version = new Promise<number>((resolve) => (stored = resolve));
    age.readAtOnceStored('products', { version, provisional: -1 });
    expect(age.provisionalVersions()).toEqual(
      new Map([
        ['orders', 2],
        ['products', -1],
      ]),
    );
    const settled = age.settledVersions();
    expect(age.versions?.has('products')).toBe(false);
    stored(7);
    expect(await settled).toEqual(
      new Map([
        ['orders', 2],
        ['products', 7],
      ]),
    );
  });

  it('are not provisional when every row read was stored already', () => {
    const age = new DataAge();
    age.readAt('products', 3);
    expect(age.provisionalVersions()).toBeNull();
  });

  it('of rows that could not be stored are not known: the answer is not kept', async () => {
    const age = new DataAge();
    const version = Promise.reject(new Error('disk full'));
    age.readAtOnceStored('products', { version, provisional: -1 });
    expect(await age.settledVersions()).toBeNull();
  });
});

describe('stateKey', () => {
  it('names every subject with its version, and is null when one is unknown', () => {
    const versions = new Map([['orders', 2]]);
    expect(stateKey('p', ['orders'], versions)).toBe('p|orders:2');
    expect(stateKey('p', ['orders', 'closings'], versions)).toBeNull();
  });
});
