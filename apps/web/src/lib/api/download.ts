/**
 * A file the API answers (a CSV export) saved by the browser under the server's file name. The call carries
 * the bearer token, so it cannot be a plain link: the answer is read as a blob and handed to a download.
 */
import { apiErrorOf, apiHeaders, ApiError, buildUrl, type Query } from './client';
import { relabelCsvHeader } from './csv-header';

/** The file name of a `Content-Disposition` header (its UTF-8 `filename*` first), else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback;
}

export type DownloadOptions = {
  /** For a CSV: each column's label for its header row (none keeps the name): `csv-header.ts`. */
  relabel?: (name: string) => string | undefined;
};

export async function downloadFile(
  path: string,
  query: Query,
  fallbackName: string,
  { relabel }: DownloadOptions = {},
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { headers: apiHeaders() });
  } catch {
    throw new ApiError(0, 'network', 'network');
  }
  if (!response.ok) throw apiErrorOf(response.status, await response.text(), response.headers.get('retry-after'));
  // The decoded text has lost the byte-order mark that tells a spreadsheet the file is UTF-8: put it back.
  const blob = relabel
    ? new Blob([`\uFEFF${relabelCsvHeader(await response.text(), relabel)}`], { type: 'text/csv;charset=utf-8' })
    : await response.blob();
  saveBlob(blob, fileNameOf(response.headers.get('content-disposition'), fallbackName));
}

/** Hands `blob` to the browser's download under `name`. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A CSV made in the browser (a template, generated codes), saved with the byte-order mark spreadsheets need. */
export const downloadCsv = (text: string, name: string) =>
  saveBlob(new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }), name);
