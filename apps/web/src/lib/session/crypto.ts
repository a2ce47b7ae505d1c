/**
 * Permissions are remembered encrypted (spec section 6): AES-GCM with a key that is itself remembered
 * (spec section 9). Where WebCrypto is unavailable (a page not served over a secure context) they are
 * not remembered at all.
 */
import { readText, writeText } from '../settings/storage';

const KEY = 'key';
const DATA = 'permissions';

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

function subtle(): SubtleCrypto | undefined {
  return globalThis.crypto?.subtle;
}

async function rememberedKey(crypto: SubtleCrypto, create: boolean): Promise<CryptoKey | null> {
  const saved = readText(KEY);
  if (saved) return crypto.importKey('raw', fromBase64(saved), 'AES-GCM', false, ['encrypt', 'decrypt']);
  if (!create) return null;
  const key = await crypto.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
  writeText(KEY, toBase64(new Uint8Array(await crypto.exportKey('raw', key))));
  return key;
}

export async function rememberPermissions(names: readonly string[]) {
  const crypto = subtle();
  const key = crypto && (await rememberedKey(crypto, true));
  if (!crypto || !key) return;
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(names));
  const sealed = new Uint8Array(await crypto.encrypt({ name: 'AES-GCM', iv }, key, plain));
  writeText(DATA, toBase64(new Uint8Array([...iv, ...sealed])));
}

/** The remembered permissions; none when absent, unreadable or tampered with. */
export async function rememberedPermissions(): Promise<string[]> {
  const crypto = subtle();
  const data = readText(DATA);
  if (!crypto || !data) return [];
  try {
    const key = await rememberedKey(crypto, false);
    if (!key) return [];
    const bytes = fromBase64(data);
    const plain = await crypto.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, key, bytes.slice(12));
    const names: unknown = JSON.parse(new TextDecoder().decode(plain));
    return Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

export function forgetPermissions() {
  writeText(DATA, null);
}
