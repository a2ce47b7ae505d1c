/**
 * PDF documents (an order's receipt, a monthly statement): pdfkit with Noto Sans SC embedded, so Chinese and
 * Latin text render alike in every viewer; pdfkit subsets the font to the glyphs a document uses (a receipt is
 * a few kilobytes). The font file (10 MB, from `@expo-google-fonts/noto-sans-sc`, never downloaded at run time)
 * is read once, on the first document. A document is laid out in one pass and streamed to the reply as pdfkit
 * writes it; nothing is written to disk.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import contentDisposition from 'content-disposition';
import type { FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

const FONT = 'NotoSansSC';
const FONT_FILE = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';
let fontBytes: Buffer | undefined;
const font = () => (fontBytes ??= readFileSync(createRequire(import.meta.url).resolve(FONT_FILE)));

/** A new A4 document in the embedded font, titled `title` (the viewer's window title). */
export function newPdf(title: string): Pdf {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: title, Producer: 'Backlot' } });
  doc.registerFont(FONT, font());
  doc.font(FONT);
  return doc;
}

/** Lays out a document with `write` and streams it as the download `filename` (never cached). */
export function sendPdf(reply: FastifyReply, filename: string, title: string, write: (doc: Pdf) => void) {
  const doc = newPdf(title);
  write(doc);
  doc.end();
  return reply
    .header('content-type', 'application/pdf')
    .header('cache-control', 'no-store')
    .header('content-disposition', contentDisposition(filename, { type: 'attachment' }))
    .send(doc);
}
