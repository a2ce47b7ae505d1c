/**
 * Secrets at rest (two-factor secrets): AES-256-GCM under one 32-byte key. The key comes from SECRET_KEY,
 * else from `secret.key` in the data directory, created on first use with mode 0600. An in-memory
 * database (tests) without SECRET_KEY keeps a random key for the life of the process, like its data.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isInMemory } from '../../db/client.js';
import type { Config } from '../../config.js';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

export type SecretBox = { seal: (plain: string) => string; open: (sealed: string) => string };

export function secretBoxWithKey(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error(`A secret key must be ${KEY_BYTES} bytes`);
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed) {
      const [version, payload] = sealed.split(':');
      if (version !== VERSION || !payload) throw new Error('Unknown secret format');
      const raw = Buffer.from(payload, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}

/** Reads `secret.key` in `dir`, or writes a new random one (mode 0600) when there is none. */
export function keyFileIn(dir: string): Buffer {
  const file = path.join(dir, 'secret.key');
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dir, { recursive: true });
  const key = randomBytes(KEY_BYTES);
  try {
    writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    throw new Error(`Cannot create ${file} (${(error as Error).message}); set SECRET_KEY instead`);
  }
}

type KeyConfig = Pick<Config, 'secretKey' | 'dataDir' | 'databaseUrl'>;

/**
 * The server's secret key (SECRET_KEY, else `secret.key` in the data directory), read on the first call; an
 * in-memory database without SECRET_KEY gets a random key for the life of the process.
 */
export function secretKeyOf(config: KeyConfig): () => Buffer {
  let key: Buffer | undefined;
  return () => {
    if (!key) {
      if (config.secretKey) key = Buffer.from(config.secretKey, 'base64');
      else if (isInMemory(config.databaseUrl)) key = randomBytes(KEY_BYTES);
      else key = keyFileIn(config.dataDir);
    }
    return key;
  };
}

/**
 * A key of its own for one purpose (`purpose` names it), derived from the server's secret key with HKDF, so
 * no two uses share a key and no new setting is needed.
 */
export function derivedKey(config: KeyConfig, purpose: string): () => Buffer {
  const secret = secretKeyOf(config);
  let key: Buffer | undefined;
  return () => (key ??= Buffer.from(hkdfSync('sha256', secret(), Buffer.alloc(0), purpose, KEY_BYTES)));
}

/** The secret box of a configuration, keyed on first use (a server that never binds a second factor needs none). */
export function secretBoxFor(config: KeyConfig): SecretBox {
  const key = secretKeyOf(config);
  let box: SecretBox | undefined;
  const resolve = () => (box ??= secretBoxWithKey(key()));
  return { seal: (plain) => resolve().seal(plain), open: (sealed) => resolve().open(sealed) };
}
