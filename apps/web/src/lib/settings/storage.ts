/**
 * Remembered values (spec section 9: sidebar, language, size, access token, encryption key,
 * permissions, and the settings drawer's choices) live in localStorage under one prefix.
 */
const PREFIX = 'backlot.';

export function readText(key: string): string | null {
  try {
    return localStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
}

export function writeText(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(PREFIX + key);
    else localStorage.setItem(PREFIX + key, value);
  } catch {
    // Storage full or blocked: the value lasts for this visit only.
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
export function readJson<T>(key: string, fallback: T): T {
  const text = readText(key);
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function writeJson(key: string, value: unknown) {
  writeText(key, JSON.stringify(value));
}
