// The page-hide rescue: records whose store write had not committed, kept in localStorage for
// the next page. Storage is any script's to write, so what comes back is checked.
import { expect, test } from '@playwright/test';
import { fitRecord, makeRecord } from '../../../src/monitor/record';
import { saveRescue, takeRescued } from '../../../src/monitor/rescue';
import { checkRecord } from '../../../src/monitor/rescued';

/** A Web Storage with the standard API, held in a Map (Node has no localStorage). */
class MapStorage {
  private readonly items = new Map<string, string>();
  quota = Number.POSITIVE_INFINITY;
  get length() {
    return this.items.size;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    if (v.length > this.quota) throw new DOMException('quota', 'QuotaExceededError');
    this.items.set(k, String(v));
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
}

let storage: MapStorage;
test.beforeEach(() => {
  storage = new MapStorage();
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
});
test.afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
});

test('records saved at page hide come back once, from every page, and the keys are gone', async () => {
  const a = [makeRecord({ errType: 'js', message: 'a1' }, 1000, 'https://x/', 'emp-1')];
  const b = [
    makeRecord({ errType: 'e10Com', message: 'b1', comName: 'lib.Com' }, 2000, 'https://x/'),
    makeRecord({ errType: 'ajax', message: 'b2' }, 2001, 'https://x/'),
  ];
  storage.setItem('unrelated', 'kept');
  expect(saveRescue('page-a', a)).toBe(true);
  expect(saveRescue('page-b', b)).toBe(true);
  const back = await takeRescued();
  expect(back.map((r) => r.message).sort()).toEqual(['a1', 'b1', 'b2']);
  expect(back.find((r) => r.message === 'a1')?.creator).toBe('emp-1');
  expect(back.find((r) => r.message === 'b1')?.comName).toBe('lib.Com');
  expect(await takeRescued()).toEqual([]);
  expect(storage.length).toBe(1); // only the host page's own key is left
});

test('saving nothing removes the page key; a full localStorage reports false and throws nothing', async () => {
  const rec = makeRecord({ errType: 'js', message: 'm' }, 1000, '');
  expect(saveRescue('p', [rec])).toBe(true);
  expect(saveRescue('p', [])).toBe(true);
  expect(storage.length).toBe(0);
  storage.quota = 10;
  expect(saveRescue('p', [rec])).toBe(false);
  Reflect.deleteProperty(globalThis, 'localStorage');
  expect(saveRescue('p', [rec])).toBe(false);
  expect(await takeRescued()).toEqual([]);
});

test('hostile rescue entries are skipped or cleaned, never thrown', async () => {
  const good = makeRecord({ errType: 'js', message: 'ok' }, 1000, '');
  storage.setItem('atrium.errors.rescue.bad-json', '{not json');
  storage.setItem('atrium.errors.rescue.not-array', '{"id":"x"}');
  storage.setItem(
    'atrium.errors.rescue.mixed',
    JSON.stringify([
      null,
      42,
      { ...good, id: '../../etc' }, // not an id the monitor makes
      { ...good, errType: 'evil' },
      { ...good, message: { toString: 'x' }, lineNumber: 'NaN', stack: 'x'.repeat(100_000) },
    ]),
  );
  const back = await takeRescued();
  expect(back).toHaveLength(1);
  const [rec] = back;
  expect(rec?.message).toBe('');
  expect(rec?.lineNumber).toBe(0);
  expect(JSON.stringify(rec).length).toBeLessThanOrEqual(16_000);
  expect(storage.length).toBe(0);
  expect(checkRecord({ ...good }, fitRecord)).toEqual(good);
});
