/**
 * A user holds at most MAX_API_KEYS_PER_USER keys: the store counts and adds as one step, so
 * requests made at once cannot pass the cap together; other users are not affected, and
 * revoking a key makes room for one more.
 */
import { describe, expect, it } from 'vitest';
import {
  FileApiKeyStore,
  MAX_API_KEYS_PER_USER,
} from '../../../electron/service/data/api-keys/store.js';

const clock = { now: () => 1_800_000_000_000 };
const credentials = { account: 'demo', email: 'm@demo.test', password: 'demo' };
const owner = { account: 'demo', user: 'user-key' };

describe('the cap on API keys per user', () => {
  it('is exact under concurrent requests, per user, and a revocation makes room', async () => {
    const store = await FileApiKeyStore.open(null, clock);
    const create = (who = owner) =>
      store.create(
        who,
        { name: 'key', may_write_files: false, may_manage_bookkeeping: false },
        credentials,
        MAX_API_KEYS_PER_USER,
      );
    // Ten more requests than the cap, all at once.
    const created = await Promise.all(
      Array.from({ length: MAX_API_KEYS_PER_USER + 10 }, () => create()),
    );
    expect(created.filter((result) => result !== null)).toHaveLength(MAX_API_KEYS_PER_USER);
    expect(await store.list(owner)).toHaveLength(MAX_API_KEYS_PER_USER);
    expect(await create()).toBeNull();
    expect(await create({ account: 'demo', user: 'another-user' })).not.toBeNull();
    expect(await create({ account: 'demo2', user: 'user-key' })).not.toBeNull();
    const [oldest] = await store.list(owner);
    expect(await store.revoke(owner, oldest?.id ?? '')).toBe(true);
    expect(await create()).not.toBeNull();
    expect(await create()).toBeNull();
  });
});
