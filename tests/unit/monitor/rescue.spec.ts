// The page-hide rescue: records whose store write had not committed, kept in localStorage for
// the next page. Storage is any script's to write, so what comes back is checked.
import { expect, test } from '@playwright/test';
import { makeRecord, type RecordInput } from '../../../src/monitor/record';
import { saveRescue, takeRescued } from '../../../src/monitor/rescue';
import { type FieldSpec, RECORD_FIELDS } from '../../../src/monitor/schema';
import { createUploader, type UploadBody } from '../../../src/monitor/uploader';
import { createMemoryStore } from './memory-store';

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
  // A good record comes back as it was saved.
  expect(saveRescue('good', [good])).toBe(true);
  expect(await takeRescued()).toEqual([good]);
});

test('a rescued ajax record keeps its status, code, module and dev-ops link', async () => {
  const ajax = makeRecord(
    {
      errType: 'ajax',
      message: 'POST /api/crm/save answered 500',
      status: 500,
      code: 1042,
      module: 'crm',
      devOpsUrl: 'https://devops.example.com/trace/abc',
    },
    3000,
    'https://x/',
    'emp-2',
  );
  ajax.dest = 'https://api.example.com';
  expect(saveRescue('page-ajax', [ajax])).toBe(true);
  const [back] = await takeRescued();
  expect(back).toEqual(ajax);
  expect(back).toMatchObject({
    status: 500,
    code: 1042,
    module: 'crm',
    devOpsUrl: 'https://devops.example.com/trace/abc',
  });
});

// The add-a-field walk: a field added to the record schema (src/monitor/schema.ts) alone is
// built, clipped, checked, sent and rescued, asserted on the JSON the uploader hands to the network.
const fields = RECORD_FIELDS as Record<string, FieldSpec>;

test.afterEach(() => {
  delete fields.tenant;
  delete fields.note;
});

/** Uploads what `store` holds through the real uploader; returns the bodies as the server gets them. */
async function upload(store: ReturnType<typeof createMemoryStore>): Promise<UploadBody[]> {
  const sent: UploadBody[] = [];
  const uploader = createUploader({
    store: () => store,
    send: async (json) => {
      sent.push(JSON.parse(json) as UploadBody);
      return { status: 200, code: 200 };
    },
    lock: async (fn) => fn(() => true),
    creator: () => 'emp-1',
    clientInfo: () => ({ clientInfo: 'Linux', browserInfo: 'Chrome 1' }),
    persist: async () => {},
  });
  await uploader.flush();
  return sent;
}

test('a field added in the schema alone is built, clipped, checked, sent and rescued', async () => {
  // The whole change: one line in the schema (a sent, rescued text of at most 12 characters),
  // and one stored-only field (not sent, rescued).
  fields.tenant = { limit: 12 };
  fields.note = { limit: 50, sent: false };
  const input = { errType: 'js', message: 'boom', tenant: 'acme-industries-eu', note: 'kept here' };
  const built = makeRecord(input as RecordInput, 1000, 'https://x/', 'emp-1');
  expect(built).toMatchObject({ tenant: 'acme-industr…', note: 'kept here' });

  // Straight from the store.
  const store = createMemoryStore();
  await store.put([built]);
  const [direct] = await upload(store);
  expect(direct?.dtos[0]).toMatchObject({ message: 'boom', tenant: 'acme-industr…' });
  expect(direct?.dtos[0]).not.toHaveProperty('note');

  // After a page-hide rescue: saved to localStorage, read back and checked by the next page.
  const again = makeRecord({ ...input, message: 'rescued' } as RecordInput, 2000, 'https://x/', 'emp-1');
  expect(saveRescue('page-a', [again])).toBe(true);
  const back = await takeRescued();
  expect(back).toEqual([again]);
  await store.put(back);
  const [rescued] = await upload(store);
  expect(rescued?.dtos[0]).toMatchObject({ message: 'rescued', tenant: 'acme-industr…' });
  expect(rescued?.dtos[0]).not.toHaveProperty('note');

  // What storage hands back is checked by the same line: wrong types default, long texts are cut.
  localStorage.setItem(
    'atrium.errors.rescue.hostile',
    JSON.stringify([{ ...again, tenant: 42, note: 'n'.repeat(500) }]),
  );
  const [hostile] = await takeRescued();
  expect(hostile).toMatchObject({ tenant: '', note: 'n'.repeat(51) });
});
