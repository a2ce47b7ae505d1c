/**
 * Remembered values (spec section 9: sidebar, language, size, access token, encryption key,
 * permissions, and the settings drawer's choices) live in localStorage under one prefix. What belongs to
 * one browser tab only (its open pages) lives in its sessionStorage: `area` 'session'.
 */
const PREFIX = 'backlot.';

export type StorageArea = 'local' | 'session';

const storageOf = (area: StorageArea) => (area === 'session' ? sessionStorage : localStorage);

export function readText(key: string, area: StorageArea = 'local'): string | null {
  try {
    return storageOf(area).getItem(PREFIX + key);
  } catch {
    return null;
  }
}

export function writeText(key: string, value: string | null, area: StorageArea = 'local') {
  try {
    if (value === null) storageOf(area).removeItem(PREFIX + key);
    else storageOf(area).setItem(PREFIX + key, value);
  } catch {
    // Storage full or blocked: the value lasts for this visit only.
  }
}

/** Forgets every value of `area` (sign-out forgets what the browser tab kept for the session: its open pages). */
export function clearArea(area: StorageArea) {
  try {
    const storage = storageOf(area);
    const ours = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key) =>
      key?.startsWith(PREFIX),
    );
    for (const key of ours) if (key) storage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept.
  }
}

/** Calls `listener` with the new value when another tab of this browser writes `key`. */
export function onOtherTabWrite(key: string, listener: (value: string | null) => void): () => void {
  const handle = (event: StorageEvent) => {
    if (event.key === PREFIX + key) listener(event.newValue);
  };
  window.addEventListener('storage', handle);
  return () => window.removeEventListener('storage', handle);
}

/** A JSON value, or the fallback when absent or unreadable. */
export function readJson<T>(key: string, fallback: T, area: StorageArea = 'local'): T {
  const text = readText(key, area);
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown, area: StorageArea = 'local') {
  writeText(key, JSON.stringify(value), area);
}
