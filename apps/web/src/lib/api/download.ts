/**
 * A file the API answers (a CSV export) saved by the browser under the server's file name. The call carries
 * the bearer token, so it cannot be a plain link: the answer is read as a blob and handed to a download.
 */
import { apiErrorOf, apiHeaders, ApiError, buildUrl, type Query } from './client';

/** The file name of a `Content-Disposition` header (its UTF-8 `filename*` first), else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback;
}

export async function downloadFile(path: string, query: Query, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { headers: apiHeaders() });
  } catch {
    throw new ApiError(0, 'network', 'network');
  }
  if (!response.ok) throw apiErrorOf(response.status, await response.text(), response.headers.get('retry-after'));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
