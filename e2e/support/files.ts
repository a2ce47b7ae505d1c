/** Reading back what a download saved: a PDF's text (pdfjs, as a viewer reads it) and a zip's entry names. */
import fs from 'node:fs/promises';
import JSZip from 'jszip';

/** The text of every page of the PDF at `path`, its pieces joined by single spaces. */
export async function pdfTextOf(path: string): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: new Uint8Array(await fs.readFile(path)), useSystemFonts: false });
  const doc = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await task.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

/** The names of the files in the zip at `path`. */
export async function zipNamesOf(path: string): Promise<string[]> {
  const zip = await JSZip.loadAsync(await fs.readFile(path));
  return Object.values(zip.files)
    .filter((file) => !file.dir)
    .map((file) => file.name);
}
