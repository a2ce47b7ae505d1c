import { describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client.js';
import { checkReferences } from './references.js';

describe('reference fields checked by their owner', () => {
  const siteExists = (_ex: Executor, id: number) => Promise.resolve(id === 1);
  const ex = {} as Executor;

  it('takes an id the owner knows, and one left out', async () => {
    await expect(checkReferences(ex, { site_id: siteExists }, { site_id: 1 })).resolves.toBeUndefined();
    await expect(checkReferences(ex, { site_id: siteExists }, { name: 'x' })).resolves.toBeUndefined();
  });

  it('refuses an id of no record on its field', async () => {
    await expect(checkReferences(ex, { site_id: siteExists }, { site_id: 7 })).rejects.toMatchObject({
      status: 422,
      fields: { site_id: ['msg.notFoundRef'] },
    });
  });
});
