/** Reading back what the document routes send: a PDF's text (pdfjs, as a viewer reads it) and a zip's entries. */
import JSZip from 'jszip';
import type { App } from '../app.js';

/** A GET with the bearer token, answered as bytes. */
export async function download(app: App, url: string, token: string, lang = 'en') {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
  });
  return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload };
}

/** The text of every page of a PDF, page by page, its pieces joined by single spaces. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false });
  const doc = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await task.destroy();
  return pages.join('\n');
}

/** A zip's entries: name -> bytes. */
export async function zipEntries(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await JSZip.loadAsync(bytes);
  const entries = new Map<string, Buffer>();
  for (const file of Object.values(zip.files))
    if (!file.dir) entries.set(file.name, await file.async('nodebuffer'));
  return entries;
}
