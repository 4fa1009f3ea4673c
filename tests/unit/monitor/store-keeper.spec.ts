// The store keeper's early queue (issue 32 item 12): while IndexedDB keeps failing and the memory
// store's code cannot load, the records of failed writes wait in a queue bounded like the stores
// (LIMITS.maxRecords, the oldest dropped and counted); when a store opens, what arrives there is
// that bounded queue and its drop count.
import { expect, test } from '@playwright/test';
import { LIMITS } from '../../../src/monitor/constants';
import { makeRecord } from '../../../src/monitor/record';
import { createStoreKeeper } from '../../../src/monitor/store-keeper';
import { createMemoryStore } from './memory-store';

test('the early queue is bounded when the memory store never loads; the store that opens gets the newest and the count', async () => {
  let opens = 0;
  let clock = 1_000_000;
  const store = createMemoryStore();
  const keeper = createStoreKeeper({
    now: () => clock,
    openStore: async () => {
      opens += 1;
      if (opens === 1) throw new Error('IndexedDB refused');
      return store;
    },
    loadMemoryStore: () => Promise.reject(new Error('chunk refused')),
    onOpened: async () => {},
  });
  await keeper.open();
  const total = LIMITS.maxRecords * 3;
  for (let i = 0; i < total; i += 100) {
    const batch = Array.from({ length: 100 }, (_, j) =>
      makeRecord({ errType: 'js', message: `m-${String(i + j).padStart(5, '0')}` }, 1000 + i + j, 'p'),
    );
    keeper.fail(new Error('write failed'), batch);
    await Promise.resolve();
  }
  clock += LIMITS.reopenMs;
  await keeper.open();
  expect(opens).toBe(2);
  expect(store.records.size).toBe(LIMITS.maxRecords);
  expect(await store.dropped()).toBe(total - LIMITS.maxRecords);
  const messages = [...store.records.values()].map((r) => r.message).sort();
  expect(messages[0]).toBe(`m-${String(total - LIMITS.maxRecords).padStart(5, '0')}`);
});
