/**
 * Many files uploading side by side (a gallery's photos, a batch of videos), one row each: its progress while
 * it goes, the stored file once done, the refusal when it failed. Rows can be cancelled, tried again and
 * dropped; `onStored` is told of each file as soon as it is stored, and its row leaves the queue when it
 * answers true (the file was taken where it belongs).
 */
import { useEffect, useRef, useState } from 'react';
import type { PublicFileKind } from '@backlot/contract';
import { upload } from './upload';
import type { StoredFile, UploadOptions, UploadProgress } from './upload-file';

/** A row of the queue; `stored` is what the upload route answered (a file record, a record's scan). */
export type UploadRow<T = StoredFile> = {
  key: number;
  file: File;
  progress: UploadProgress;
  stored?: T;
  error?: unknown;
};

type OnStored<T> = (stored: T) => Promise<boolean>;
/** Sends one file somewhere else than a kind's upload route (`uploadTo`: a record's scans). */
export type Sender<T> = (file: File, options: UploadOptions) => Promise<T>;

/** Files of one kind to its upload route, or (`send`) to another route. */
export function useUploadQueue(kind: PublicFileKind, onStored?: OnStored<StoredFile>): UploadQueue<StoredFile>;
export function useUploadQueue<T>(send: Sender<T>, onStored?: OnStored<T>): UploadQueue<T>;
export function useUploadQueue<T>(target: PublicFileKind | Sender<T>, onStored?: OnStored<T>): UploadQueue<T> {
  const send: Sender<T> =
    typeof target === 'function' ? target : (file, options) => upload(target, file, options) as Promise<T>;
  const [rows, setRows] = useState<UploadRow<T>[]>([]);
  const controllers = useRef(new Map<number, AbortController>());
  const nextKey = useRef(1);

  const patch = (key: number, change: Partial<UploadRow<T>>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const drop = (key: number) => setRows((all) => all.filter((row) => row.key !== key));

  const run = (key: number, file: File) => {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    patch(key, { error: undefined, progress: { sent: 0, total: file.size } });
    send(file, { signal: controller.signal, onProgress: (progress) => patch(key, { progress }) })
      .then(
        async (stored) => {
          patch(key, { stored });
          if (await onStored?.(stored)) drop(key);
        },
        (error: unknown) => patch(key, { error }),
      )
      .finally(() => controllers.current.delete(key));
  };

  const add = (files: File[]) => {
    const added = files.map((file) => ({ key: nextKey.current++, file, progress: { sent: 0, total: file.size } }));
    setRows((all) => [...all, ...added]);
    for (const row of added) run(row.key, row.file);
  };

  // Leaving the page cancels what is still under way.
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  return {
    rows,
    add,
    cancel: (key: number) => controllers.current.get(key)?.abort(),
    retry: (row: UploadRow<T>) => run(row.key, row.file),
    drop: (key: number) => {
      controllers.current.get(key)?.abort();
      drop(key);
    },
    /** Whether any row is still uploading. */
    busy: rows.some((row) => !row.stored && !row.error),
  };
}

export type UploadQueue<T = StoredFile> = {
  rows: UploadRow<T>[];
  add: (files: File[]) => void;
  cancel: (key: number) => void;
  retry: (row: UploadRow<T>) => void;
  drop: (key: number) => void;
  /** Whether any row is still uploading. */
  busy: boolean;
};
