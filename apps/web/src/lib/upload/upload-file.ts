/**
 * One file sent to `POST /files/<kind path>` (or another upload route: a record's scans) as multipart, over XHR because fetch cannot report upload
 * progress. Answers the stored file record; refusals (413, 422 with the field message) are ApiErrors like
 * every other call's. Video masters go through the resumable upload instead.
 */
import type { PublicFileKind, StoredFile as StoredFileWire } from '@backlot/contract';
import { camelize, type Camelize } from '../api/case';
import { API_BASE, ApiError, apiErrorOf, apiHeaders } from '../api/client';
import { speedMeter } from './speed';

export type StoredFile = Camelize<StoredFileWire>;

/** The spec's upload calls, by kind. */
export const UPLOAD_PATHS: Record<PublicFileKind, string> = {
  image: '/files/images',
  video: '/files/videos',
  subtitle: '/files/subtitles',
  attachment: '/files/upload',
};

/** Bytes sent of the total, and the recent speed in bytes per second once it can be told. */
export type UploadProgress = { sent: number; total: number; bytesPerSecond?: number };

export type UploadOptions = { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal };

export const uploadFile = (kind: PublicFileKind, file: Blob & { name?: string }, options: UploadOptions = {}) =>
  uploadTo<StoredFile>(UPLOAD_PATHS[kind], file, options);

/** Sends `file` to the upload route `path` (under the API); the answer camelized. */
export function uploadTo<T>(path: string, file: Blob & { name?: string }, options: UploadOptions = {}) {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    for (const [name, value] of Object.entries(apiHeaders())) xhr.setRequestHeader(name, value);
    const speed = speedMeter();
    xhr.upload.onprogress = (event) =>
      options.onProgress?.({ sent: event.loaded, total: event.total, bytesPerSecond: speed(event.loaded) });
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(camelize<T>(JSON.parse(xhr.responseText)));
      else reject(apiErrorOf(xhr.status, xhr.responseText, xhr.getResponseHeader('retry-after')));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'network'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('file', file, file.name ?? 'file');
    xhr.send(body);
  });
}
