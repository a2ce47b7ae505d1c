/**
 * A CSV's header row relabelled for people: the server names its columns as the API does (`serial_number`);
 * a download for staff shows their language's labels instead. `labelOf` answers a column's label, or none to
 * keep its name. The rows are untouched.
 */
const quoted = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

export function relabelCsvHeader(text: string, labelOf: (name: string) => string | undefined): string {
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const body = text.slice(bom.length);
  const end = body.search(/\r?\n/);
  const header = end === -1 ? body : body.slice(0, end);
  // The server's names are plain words: no quotes or commas inside them.
  const names = header.split(',').map((name) => name.replace(/^"|"$/g, ''));
  const relabelled = names.map((name) => quoted(labelOf(name) ?? name)).join(',');
  return bom + relabelled + (end === -1 ? '' : body.slice(end));
}
