/**
 * The ledger mappings' file: one mapping per account, read back after a restart with its OSS
 * accounts and RGS codes, in memory too, two replacements at once both kept, a write that
 * fails leaving the mapping in force as it was, a mapping stored before OSS and RGS existed
 * still read, and an entry edited by hand into something else left out without losing the
 * others. (The PostgreSQL variant: test/api/scale/three-instances.test.ts.)
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LedgerMappingInput } from '../../../shared/api/ledger-mapping.js';
import { LedgerMappingStore } from '../../../electron/service/data/ledger-mappings/store.js';

const mapping = (debtors: string): LedgerMappingInput => ({
  company: { name: 'Winkel B.V.', vat_number: '' },
  revenue: [{ product_group_id: null, account: '8999' }],
  vat: [],
  clearing: [{ type_alias: 'Pin', account: '1110' }],
  accounts: {
    debtors,
    cash_differences: null,
    gift_cards: null,
    tips: null,
    prepayments: null,
    cross_posting: null,
    stock: null,
    cost_of_sales: null,
  },
  oss: [{ country_iso2: 'BE', account: '1530' }],
  rgs: [
    { account: '1110', code: 'BLimKruSto' },
    { account: debtors, code: 'BVorDebHad' },
  ],
});
const AT = '2026-11-25T10:00:00+01:00';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ledger-store-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('the ledger mappings file', () => {
  it('keeps each account’s mapping across a restart, written whole', async () => {
    const store = await LedgerMappingStore.open(dataDir);
    expect(await store.get('demo')).toBeNull();
    await store.replace('demo', mapping('1300'), AT);
    await store.replace('demo2', mapping('1400'), AT);
    const reopened = await LedgerMappingStore.open(dataDir);
    expect(await reopened.get('demo')).toEqual({ mapping: mapping('1300'), updated_at: AT });
    expect((await reopened.get('demo2'))?.mapping.accounts.debtors).toBe('1400');
    // Account names are the platform's, which ignores case.
    expect(await reopened.get('Demo')).toEqual(await reopened.get('demo'));
    expect(await readdir(dataDir)).toEqual(['ledger-mappings.json']);
  });

  it('keeps both of two replacements made at once', async () => {
    const store = await LedgerMappingStore.open(dataDir);
    await Promise.all([
      store.replace('demo', mapping('1300'), AT),
      store.replace('demo2', mapping('1400'), AT),
      store.replace('demo', mapping('1301'), AT),
    ]);
    const reopened = await LedgerMappingStore.open(dataDir);
    expect((await reopened.get('demo'))?.mapping.accounts.debtors).toBe('1301');
    expect((await reopened.get('demo2'))?.mapping.accounts.debtors).toBe('1400');
  });

  it('leaves the mapping as it was when the write fails', async () => {
    const store = await LedgerMappingStore.open(dataDir);
    await store.replace('demo', mapping('1300'), AT);
    // A folder where the file is: renaming the written copy over it fails, as a full disk
    // or a folder gone would fail the write.
    const file = join(dataDir, 'ledger-mappings.json');
    await rm(file);
    await mkdir(file);
    await expect(store.replace('demo', mapping('9999'), AT)).rejects.toThrow();
    expect((await store.get('demo'))?.mapping.accounts.debtors).toBe('1300');
    expect(await readdir(dataDir)).toEqual(['ledger-mappings.json']);
  });

  it('lives in memory without a data folder', async () => {
    const store = await LedgerMappingStore.open(null);
    await store.replace('demo', mapping('1300'), AT);
    expect(await store.get('demo')).toEqual({ mapping: mapping('1300'), updated_at: AT });
    expect(await store.get('demo2')).toBeNull();
  });

  it('reads a mapping stored before OSS accounts and RGS codes, as having none', async () => {
    const { oss: _oss, rgs: _rgs, ...before } = mapping('1300');
    await writeFile(
      join(dataDir, 'ledger-mappings.json'),
      JSON.stringify({ accounts: { demo: { mapping: before, updated_at: AT } } }),
    );
    const store = await LedgerMappingStore.open(dataDir);
    expect((await store.get('demo'))?.mapping).toEqual({ ...before, oss: [], rgs: [] });
  });

  it('leaves out an entry that no longer fits the contract, and says which', async () => {
    const good = { mapping: mapping('1300'), updated_at: AT };
    const bad = { mapping: { ...mapping('1300'), vat: [{ tax_rate_id: 'x', account: '' }] } };
    await writeFile(
      join(dataDir, 'ledger-mappings.json'),
      JSON.stringify({ accounts: { demo: good, broken: bad } }),
    );
    const skipped: string[] = [];
    const store = await LedgerMappingStore.open(dataDir, (account) => skipped.push(account));
    expect(skipped).toEqual(['broken']);
    expect(await store.get('broken')).toBeNull();
    expect(await store.get('demo')).toEqual(good);
  });
});
