/**
 * What is kept on this device (IndexedDB), so a reload, a crashed tab or a lost connection loses nothing: the text
 * being written (store `rascunhos`) and the submissions waiting for the connection (store `fila`). Per user: the key
 * starts with the user's id, so two people on one browser never see each other's text.
 */
const DB_NAME = 'argumenta';
const DB_VERSION = 1;
export const DRAFTS = 'rascunhos';
export const OUTBOX = 'fila';
type StoreName = typeof DRAFTS | typeof OUTBOX;

let opening: Promise<IDBDatabase> | null = null;
function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, DB_VERSION);
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains(DRAFTS)) db.createObjectStore(DRAFTS);
      if (!db.objectStoreNames.contains(OUTBOX)) db.createObjectStore(OUTBOX);
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => {
      opening = null;
      reject(req.error ?? new Error('IndexedDB indisponível'));
    };
  });
  return opening;
}

function run<T>(store: StoreName, mode: IDBTransactionMode, op: (s: IDBObjectStore) => IDBRequest): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(store, mode);
        const req = op(tx.objectStore(store));
        tx.oncomplete = () => resolve(req.result as T);
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB'));
      }),
  );
}

export const deviceGet = <T>(store: StoreName, key: string) => run<T | undefined>(store, 'readonly', (s) => s.get(key));
export const devicePut = (store: StoreName, key: string, value: unknown) =>
  run<IDBValidKey>(store, 'readwrite', (s) => s.put(value, key)).then(() => undefined);
export const deviceDelete = (store: StoreName, key: string) =>
  run<undefined>(store, 'readwrite', (s) => s.delete(key)).then(() => undefined);
/** Every value of the store whose key starts with `prefix`. */
export const deviceAll = <T>(store: StoreName, prefix: string) =>
  run<T[]>(store, 'readonly', (s) => s.getAll(IDBKeyRange.bound(prefix, `${prefix}\uffff`)));
