// A Storage stand-in over a Map, for the parts that take one (the monitor's lease lock): the
// test reads and writes `data` to play another tab.

/** `storage` answers from `data`, which the test may read and change directly. */
export function memoryStorage(): {
  data: Map<string, string>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
} {
  const data = new Map<string, string>();
  const storage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
  return { data, storage };
}
