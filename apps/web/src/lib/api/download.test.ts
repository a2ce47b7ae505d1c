import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';

describe('fileNameOf', () => {
  it("reads the UTF-8 name first, then the plain one, else the caller's", () => {
    expect(fileNameOf(`attachment; filename="videos.csv"; filename*=UTF-8''%E8%A7%86%E9%A2%91.csv`, 'x.csv')).toBe(
      '视频.csv',
    );
    expect(fileNameOf('attachment; filename="videos.csv"', 'x.csv')).toBe('videos.csv');
    expect(fileNameOf('attachment; filename=videos.csv', 'x.csv')).toBe('videos.csv');
    expect(fileNameOf(null, 'x.csv')).toBe('x.csv');
  });
});
