// What uploads have in flight, across the tabs of the origin, so page hide never sends a record
// another upload carries at that moment, nor one another tab already delivered
// (docs/monitor.md#page-hide). An upload posts its ids in localStorage before its request and
// clears them after; an acknowledged batch's ids are posted once more, and the other tabs drop
// them from what their page hide would send (the `storage` event reaches only the other tabs).
import { parseJson } from '../env/platform-fetch';
import { listen } from './clock';
import { KEYS } from './constants';
import { readKey, writeKey } from './storage';

const ACKED = `${KEYS.sending}.acked`;

function idsOf(raw: string | null | undefined): string[] {
  const v = (parseJson(raw ?? '') as { ids?: unknown } | null | undefined)?.ids;
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

export interface SendingBoard {
  /** This page's upload carries `ids` now ([]: it ended). */
  sending(ids: string[]): void;
  /** This page's upload was acknowledged for `ids`. */
  acked(ids: string[]): void;
  /** Ids some upload of the origin (this page's or another tab's) has in flight now. */
  busy(): Set<string>;
  /** Calls `onAcked` with what other tabs delivered; returns the removal. */
  listen(onAcked: (ids: string[]) => void): () => void;
}

export function createSendingBoard(owner: string): SendingBoard {
  const own = new Set<string>();
  return {
    sending(ids) {
      own.clear();
      for (const id of ids) own.add(id);
      if (ids.length) writeKey('local', KEYS.sending, JSON.stringify({ owner, ids }));
      else if (readKey('local', KEYS.sending)?.includes(`"owner":${JSON.stringify(owner)}`)) {
        writeKey('local', KEYS.sending, null);
      }
    },
    acked(ids) {
      writeKey('local', ACKED, JSON.stringify({ owner, ids }));
    },
    busy() {
      const out = new Set(own);
      for (const id of idsOf(readKey('local', KEYS.sending))) out.add(id);
      return out;
    },
    listen(onAcked) {
      if (typeof window === 'undefined') return () => {};
      return listen<StorageEvent>(window, 'storage', (event) => {
        if (event.key === ACKED) onAcked(idsOf(event.newValue));
      });
    },
  };
}
