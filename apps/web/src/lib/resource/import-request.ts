/**
 * What an import page asks the API (`@backlot/contract`'s `imports.ts`): the file checked (`dry_run=1`) or
 * imported, and the template, a CSV of the header row alone built in the browser from the contract's columns
 * (the wire names the server reads), with the byte-order mark spreadsheets need to read UTF-8.
 */
import { IMPORT_FIELDS, IMPORT_ROUTE, type ImportFields, type ImportReport } from '@backlot/contract';
import { downloadCsv } from '../api/download';
import { uploadTo } from '../upload/upload-file';
import type { Camelize } from '../api/case';

export type ImportAnswer = Camelize<ImportReport>;

/** The imported columns of a resource by its import permission (`import-tags`), if it imports. */
export function importFieldsOf(permission: string | undefined): ImportFields | undefined {
  const resource = permission?.replace(/^import-/, '');
  return resource ? (IMPORT_FIELDS as Record<string, ImportFields>)[resource] : undefined;
}

export function sendImport(apiPath: string, file: File, dryRun: boolean) {
  return uploadTo<ImportAnswer>(`/${apiPath}/${IMPORT_ROUTE}${dryRun ? '?dry_run=1' : ''}`, file);
}

export const downloadTemplate = (name: string, fields: readonly string[]) =>
  downloadCsv(`${fields.join(',')}\r\n`, `${name}-template.csv`);
