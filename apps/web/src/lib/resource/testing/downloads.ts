/** Test helper: the files a page hands to the browser to save (jsdom cannot follow a download link). */
import { vi } from 'vitest';

export type SavedFile = { name: string; blob: Blob };

/** Captures each download: the name the link saves it under and its bytes. */
export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  let last: Blob | undefined;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    last = blob;
    return 'blob:saved';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.href.startsWith('blob:')) saved.push({ name: this.download, blob: last! });
  });
  return saved;
}
