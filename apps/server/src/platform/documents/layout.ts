/**
 * The few shapes documents are made of: a heading, a list of labelled values, and a table that continues on
 * the next page (its header repeated) when it runs past the bottom margin.
 */
import type { Pdf } from './pdf.js';

const MUTED = '#555555';
const RULE = '#cccccc';

/** The document's title and, under it, a muted line (the site, the period). */
export function heading(doc: Pdf, title: string, subtitle?: string) {
  doc.fillColor('black').fontSize(18).text(title);
  if (subtitle) doc.fillColor(MUTED).fontSize(10).text(subtitle);
  doc.fillColor('black').moveDown(0.8);
}

/** A section's title. */
export function section(doc: Pdf, title: string) {
  doc.moveDown(0.6).fillColor('black').fontSize(13).text(title, doc.page.margins.left).moveDown(0.3);
}

/** Label and value pairs, one a line, the labels in a muted column; a pair without a value is left out. */
export function fields(doc: Pdf, pairs: ReadonlyArray<readonly [label: string, value: string | null | undefined]>) {
  const left = doc.page.margins.left;
  const labelWidth = 150;
  const valueWidth = doc.page.width - doc.page.margins.right - left - labelWidth;
  doc.fontSize(10);
  for (const [label, value] of pairs) {
    if (value === null || value === undefined || value === '') continue;
    const y = doc.y;
    doc.fillColor(MUTED).text(label, left, y, { width: labelWidth - 8 });
    const below = doc.y;
    doc.fillColor('black').text(value, left + labelWidth, y, { width: valueWidth });
    doc.y = Math.max(below, doc.y) + 2;
  }
  doc.x = left;
}

export type Column = { label: string; align?: 'left' | 'right' };

/** A table: the header, then each row; columns share the width equally. */
export function table(doc: Pdf, columns: readonly Column[], rows: ReadonlyArray<readonly string[]>) {
  const left = doc.page.margins.left;
  const width = (doc.page.width - doc.page.margins.right - left) / columns.length;
  const line = (cells: readonly string[], color: string) => {
    if (doc.y + 16 > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      if (color === 'black') line(columns.map((c) => c.label), MUTED);
    }
    const y = doc.y;
    doc.fillColor(color).fontSize(columns.length > 6 ? 8 : 9);
    cells.forEach((cell, i) =>
      doc.text(cell, left + i * width, y, { width: width - 3, align: columns[i]?.align ?? 'left', lineBreak: false }),
    );
    doc.y = y + 14;
  };
  line(
    columns.map((c) => c.label),
    MUTED,
  );
  doc
    .moveTo(left, doc.y - 2)
    .lineTo(left + width * columns.length, doc.y - 2)
    .strokeColor(RULE)
    .stroke();
  for (const row of rows) line(row, 'black');
  doc.fillColor('black');
  doc.x = left;
}
