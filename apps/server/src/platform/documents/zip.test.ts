/** Archive entry names: safe (no folders, no control characters) and unique ignoring case. */
import { describe, expect, it } from 'vitest';
import { safeEntryName, uniqueNames } from './zip.js';

describe('zip entry names', () => {
  it('keeps the last path segment without control characters', () => {
    expect(safeEntryName('../../etc/passwd')).toBe('passwd');
    expect(safeEntryName('C:\\Users\\mia\\scan.pdf')).toBe('scan.pdf');
    expect(safeEntryName('a\u0000b\nc.txt')).toBe('abc.txt');
    expect(safeEntryName('..')).toBe('file');
    expect(safeEntryName('')).toBe('file');
  });

  it('numbers equal names, ignoring case, within their folder', () => {
    const unique = uniqueNames();
    expect(['a.pdf', 'A.pdf', 'a.pdf', 'files/a.pdf', 'notes', 'notes'].map(unique)).toEqual([
      'a.pdf',
      'A (2).pdf',
      'a (3).pdf',
      'files/a.pdf',
      'notes',
      'notes (2)',
    ]);
  });
});
