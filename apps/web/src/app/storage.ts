/** Browser storage that never throws (private modes and disabled storage simply remember nothing). */
function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

function read(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: Storage | null, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Storage full or disabled: the value lives for this page only.
  }
}

export const safeLocalStorage = {
  get: (key: string) => read(safeStorage('localStorage'), key),
  set: (key: string, value: string | null) => write(safeStorage('localStorage'), key, value),
};

export const safeSessionStorage = {
  get: (key: string) => read(safeStorage('sessionStorage'), key),
  set: (key: string, value: string | null) => write(safeStorage('sessionStorage'), key, value),
};
