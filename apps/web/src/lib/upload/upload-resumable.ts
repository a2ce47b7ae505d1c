/**
 * A video master sent with the tus protocol (`tus-js-client` to `/api/files/tus`), answering the stored file
 * record like `uploadFile`. The bytes go in chunks; a dropped connection is retried where it stopped, and the
 * browser remembers the upload (by the file's name, size and date), so picking the same file again after a
 * reload goes on from the server's offset instead of starting over. Cancelling removes the partial upload.
 */
import { DetailedError, Upload } from 'tus-js-client';
import { camelize } from '../api/case';
import { API_BASE, ApiError, apiErrorOf, apiHeaders } from '../api/client';
import { speedMeter } from './speed';
import type { StoredFile, UploadOptions } from './upload-file';

/** Bytes per request: a proxy with a body limit still passes each, and a retry resends at most this. */
const CHUNK_BYTES = 64 * 1024 * 1024;
/** Waits before each retry of a failed request (ms); then the upload fails and the user may try again. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 20000];

function failureOf(error: Error) {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  if (!response || !response.getStatus()) return new ApiError(0, 'network', 'network');
  return apiErrorOf(response.getStatus(), response.getBody() ?? '', response.getHeader('retry-after') ?? null);
}

export function uploadResumable(file: File, options: UploadOptions = {}) {
  return new Promise<StoredFile>((resolve, reject) => {
    const speed = speedMeter();
    const upload = new Upload(file, {
      endpoint: `${API_BASE}/files/tus`,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      metadata: { filename: file.name },
      removeFingerprintOnSuccess: true,
      // Headers per request: the token and language of the moment, not of the upload's start.
      onBeforeRequest: (request) => {
        for (const [name, value] of Object.entries(apiHeaders())) request.setHeader(name, value);
      },
      onProgress: (sent, total) => options.onProgress?.({ sent, total, bytesPerSecond: speed(sent) }),
      onSuccess: ({ lastResponse }) => {
        const body = lastResponse.getBody();
        // Only the final PATCH carries the record; an upload found finished on resuming was already taken.
        if (body) resolve(camelize<StoredFile>(JSON.parse(body)));
        else reject(new ApiError(0, 'network', 'network'));
      },
      onError: (error) => reject(failureOf(error)),
    });
    options.signal?.addEventListener(
      'abort',
      () => {
        void upload.abort(true).catch(() => undefined);
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
      },
      { once: true },
    );
    void upload.findPreviousUploads().then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    });
  });
}
