// Which store records go to: IndexedDB while it works, this page's memory while it does not
// (missing, failing, full, deleted or blocked by another tab), and IndexedDB again as soon as it
// opens — the records kept in memory move there (docs/monitor.md#when-storage-fails). The
// memory store's code (memory-store.ts) loads the first time IndexedDB fails; until it is there,
// records wait in the write queue, and those of a failed write here.
import { LIMITS } from './constants';
import { openIdbStore } from './idb-store';
import type { ErrorRecord, ErrorStore } from './types';

/** Opens the shared store; `onLost` is called when an open store goes away later. */
export type OpenStore = (onLost: () => void) => Promise<ErrorStore>;

export interface StoreKeeper {
  /** The store records go to now; undefined while the first open runs or the memory store loads. */
  current(): ErrorStore | undefined;
  /** True while records go to the shared (IndexedDB) store. */
  persistent(): boolean;
  /** Opens the shared store, or tries again when it failed {@link LIMITS.reopenMs} ago or more. */
  open(): Promise<void>;
  /** A store call failed: records go to memory from now on (with `records`, counted `dropped`). */
  fail(error: unknown, records?: ErrorRecord[], dropped?: number): void;
  close(): void;
}

export interface StoreKeeperOptions {
  openStore?: OpenStore | undefined;
  /** Monotonic ms. */
  now: () => number;
  /** The shared store opened: `moved` are the records that came over from memory. */
  onOpened: (store: ErrorStore, moved: ErrorRecord[]) => Promise<void>;
  /** Loads the memory store's code (default: its own chunk). */
  loadMemoryStore?: () => Promise<typeof import('./memory-store')>;
}

export function createStoreKeeper(options: StoreKeeperOptions): StoreKeeper {
  const openStore: OpenStore = options.openStore ?? openIdbStore;
  const loadMemory = options.loadMemoryStore ?? (() => import('./memory-store'));
  let shared: ErrorStore | undefined;
  let memory: (ErrorStore & { readonly size: number }) | undefined;
  let opening: Promise<void> | null = null;
  let retryAt = 0;
  let closed = false;
  let warned = false;
  // A failed write's records while the memory store loads (with its drop count).
  let early: ErrorRecord[] = [];
  let earlyDropped = 0;

  const toMemory = (records: ErrorRecord[], dropped: number) => {
    if (memory) {
      if (records.length || dropped) void memory.put(records, dropped);
      return;
    }
    early.push(...records);
    earlyDropped += dropped;
    // Bounded like the stores: past LIMITS.maxRecords the oldest go, counted as dropped (the
    // memory store's code may never load while IndexedDB keeps failing).
    const over = early.length - LIMITS.maxRecords;
    if (over > 0) {
      early.splice(0, over);
      earlyDropped += over;
    }
    // A load that fails is tried again at the next failure; the records meanwhile stay here and
    // in what page hide rescues (they are not stored).
    loadMemory()
      .then(({ createMemoryStore }) => {
        if (shared || memory) return;
        memory = createMemoryStore(LIMITS.maxRecords);
        void memory.put(early, earlyDropped);
        early = [];
        earlyDropped = 0;
      })
      .catch(() => {});
  };

  const fail = (error: unknown, records: ErrorRecord[] = [], dropped = 0) => {
    if (shared) {
      const s = shared;
      shared = undefined;
      try {
        s.close();
      } catch {
        // already closed
      }
    }
    if (!warned) {
      warned = true;
      console.warn('[atrium] error store unavailable, records are kept in memory until it is back', error);
    }
    retryAt = options.now() + LIMITS.reopenMs;
    toMemory(records, dropped);
  };

  const open = (): Promise<void> => {
    if (closed || shared) return Promise.resolve();
    if (opening) return opening;
    if (options.now() < retryAt) return Promise.resolve();
    opening = (async () => {
      let store: ErrorStore;
      try {
        store = await openStore(() => {
          if (shared !== store) return;
          // Another tab deletes or upgrades the database: ours closed so theirs goes on; try
          // again at the next upload tick.
          fail(new Error('IndexedDB closed by another tab or the browser'));
          retryAt = options.now();
        });
      } catch (error) {
        fail(error);
        return;
      }
      if (closed) {
        store.close();
        return;
      }
      shared = store;
      // What waited for the memory store comes over too.
      let moved = early;
      let dropped = earlyDropped;
      early = [];
      earlyDropped = 0;
      const mem = memory;
      if (mem) {
        moved = [...(await mem.getBatch(mem.size)), ...moved];
        dropped += await mem.dropped();
        memory = undefined;
      }
      try {
        if (moved.length || dropped) await store.put(moved, dropped);
        await options.onOpened(store, moved);
      } catch (error) {
        fail(error, moved, dropped);
      }
    })().finally(() => {
      opening = null;
    });
    return opening;
  };

  return {
    current: () => shared ?? memory,
    persistent: () => !!shared,
    open,
    fail,
    close() {
      closed = true;
      shared?.close();
      shared = undefined;
    },
  };
}
