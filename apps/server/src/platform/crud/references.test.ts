import { describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client.js';
import { checkReferences } from './references.js';

describe('reference fields', () => {
  it('ask the read view of another module whether the named record exists', async () => {
    const asked: number[] = [];
    const videoExists = async (_ex: Executor, id: number) => {
      asked.push(id);
      return id === 7;
    };
    const ex = {} as Executor;
    await expect(checkReferences(ex, { video_id: videoExists }, { video_id: 7, title: 'x' })).resolves.toBeUndefined();
    await expect(checkReferences(ex, { video_id: videoExists }, { video_id: 8 })).rejects.toMatchObject({
      status: 422,
      fields: { video_id: ['msg.notFoundRef'] },
    });
    await checkReferences(ex, { video_id: videoExists }, { video_id: null });
    expect(asked).toEqual([7, 8]);
  });
});
