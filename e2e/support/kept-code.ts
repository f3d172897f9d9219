/** In the page (page.evaluate): whether the device store holds `key`, false before the app made it; e2e and bench/tee.ts. */
export function keptCode(key: string): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const open = indexedDB.open('golfwallet');
    // Never creates the database here (idb-keyval creates it with its store).
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      try {
        const count = open.result.transaction('offline').objectStore('offline').count(key);
        count.onsuccess = () => resolve(count.result > 0);
        count.onerror = () => resolve(false);
      } catch {
        resolve(false);
      } finally {
        open.result.close();
      }
    };
  });
}
