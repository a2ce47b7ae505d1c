/**
 * A member's privacy export as one zip (`GET /users/{id}/privacy-export.zip`, under `export-users` as the JSON
 * file beside it): `member.json`, byte for byte what `GET /users/{id}/privacy-export` answers (the same
 * serializer, so only the fields the contract lists); a CSV per kind of row (`events.csv`, `token_records.csv`,
 * `messages.csv`, `tokens.csv`, `audit_entries.csv`, `comments.csv`, `comment_reports.csv`,
 * `support_tickets.csv`), each with its header row even when empty, a nested value (an audit entry's changes)
 * as JSON text in its cell; and under `files/` the files that are the member's: their tickets' attachments,
 * their avatar and banner, under the names they were uploaded with. Like the JSON export it is not audited
 * (reads are not); erasure is.
 */
import { stringify } from 'csv-stringify/sync';
import fastJson from 'fast-json-stringify';
import { memberPrivacyExport } from '@backlot/contract';
import type { Db } from '../../db/client.js';
import type { FileAttachments } from '../../platform/crud/file-fields.js';
import { csvCell } from '../../platform/csv-download.js';
import { safeEntryName, type ZipEntry } from '../../platform/documents/zip.js';
import { responseJsonSchema } from '../../platform/serializer.js';
import { ticketAttachmentsOf } from '../supports/read.js';
import { memberExport } from './export.js';

/** Writes the export as the JSON route does. */
const writeExport = fastJson(responseJsonSchema(memberPrivacyExport)) as (data: unknown) => string;

type Rows = Array<Record<string, unknown>>;
/** The kinds of rows, each a CSV, with their columns (the contract's fields, in its order). */
const KINDS = Object.entries(memberPrivacyExport.shape).flatMap(([kind, schema]) =>
  'element' in schema ? [{ kind, columns: Object.keys(schema.element.shape) }] : [],
);

/** One cell: a nested object as JSON text, anything else as the CSV exports write it. */
const cell = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? JSON.stringify(value) : csvCell(value);

/** The CSV of a kind of row: a byte-order mark (for spreadsheets), the header, a line per row. */
const csvOf = (columns: string[], rows: Rows) =>
  stringify([columns, ...rows.map((row) => columns.map((column) => cell(row[column])))], { bom: true });

/** The entries of a member's export zip; a 404 when there is no such member. */
export async function exportEntries(db: Db, files: FileAttachments, id: number): Promise<ZipEntry[]> {
  const data = await memberExport(db, id);
  const json = writeExport(data);
  const written = JSON.parse(json) as Record<string, Rows>;
  const { member } = data;
  const own = [member.avatar_id, member.banner_id].flatMap((file) => (file ? [file] : []));
  const contents = await files.contentsOf(db, [...(await ticketAttachmentsOf(db, id, member.email)), ...own]);
  return [
    { name: 'member.json', content: json },
    ...KINDS.map(({ kind, columns }) => ({ name: `${kind}.csv`, content: csvOf(columns, written[kind] ?? []) })),
    ...contents.map((file) => ({ name: `files/${safeEntryName(file.name)}`, open: file.open })),
  ];
}
