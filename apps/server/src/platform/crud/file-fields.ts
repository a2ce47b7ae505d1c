/**
 * File fields of a declared resource (a video's cover, trailer, subtitles): the row holds a file's id
 * (`cover_id`), the answer carries the file record with fresh signed URLs (`cover`), read for a whole page in
 * one query. A write naming a file that does not exist, or one of another kind (a subtitle as a cover), is a
 * 422 on the field. The files module implements `FileAttachments`; the kit only asks it.
 */
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FileKind, PrivateFile, PublicFileKind, StoredFile } from '@backlot/contract';
import type { Executor } from '../../db/client.js';
import type { AuditContext } from '../audit.js';
import { invalid } from '../errors.js';
import type { Outgoing } from '../wire.js';

export type FileField = {
  /** The column holding the file id (a foreign key to `files.id`, no cascade). */
  column: PgColumn;
  kind: PublicFileKind;
  /** Wire name of the answer's file record (`cover` for `cover_id`). */
  as: string;
};
export type FileFields = Record<string, FileField>;

/** What the files module offers the kit. */
export type FileAttachments = {
  /** Declares a column holding file ids, so the sweep of unreferenced files keeps what it names. */
  register(reference: { table: PgTable; column: PgColumn }): void;
  /** The kind of each existing file of `ids`. */
  kindsOf(ex: Executor, ids: number[]): Promise<Map<number, FileKind>>;
  /** Each existing file of `ids` as the API answers it; never a private one (`scan`), which has no signed URL. */
  viewsOf(ex: Executor, ids: number[]): Promise<Map<number, Outgoing<StoredFile>>>;
  /**
   * The bytes of each existing file of `ids` (in the order of `ids`), for a download that packs several (a zip):
   * its name as uploaded and a stream opened on demand. Never a private one (`scan`), nor one whose bytes are
   * gone from the storage.
   */
  contentsOf(ex: Executor, ids: number[]): Promise<FileContent[]>;
  /** Private files (`private-files.ts`): stored like the others, read only through their record. */
  private: PrivateFileStore;
};

/** A stored file's name as uploaded, its size, and its bytes, opened when read. */
export type FileContent = { id: number; name: string; size: number; open: () => Readable };

/** A private file as a record lists it, without the id of its link (`PrivateFile` less `id`). */
export type PrivateFileFacts = Omit<Outgoing<PrivateFile>, 'id'>;

/** What the files module offers the kit's private files: the upload, facts and bytes of `scan` files. */
export type PrivateFileStore = {
  /** Stores the request's one file part as a private file (checked by its bytes); the new file's id. */
  upload(request: FastifyRequest, ctx: AuditContext): Promise<number>;
  /** What a record's list shows of each private file of `ids`. */
  factsOf(ex: Executor, ids: number[]): Promise<Map<number, PrivateFileFacts>>;
  /** Answers a private file's bytes as a download, never cached, never sniffed. */
  send(reply: FastifyReply, id: number): Promise<FastifyReply>;
};

export const fileField = (field: FileField) => field;

/** 422 on each file field naming a file that does not exist or is of another kind. */
export async function checkFiles(ex: Executor, attachments: FileAttachments, fields: FileFields, body: object) {
  const given = Object.entries(fields).flatMap(([name, field]) => {
    const id = (body as Record<string, unknown>)[name];
    return typeof id === 'number' ? [{ name, id, kind: field.kind }] : [];
  });
  if (!given.length) return;
  const kinds = await attachments.kindsOf(
    ex,
    given.map((g) => g.id),
  );
  const errors: Record<string, string[]> = {};
  for (const { name, id, kind } of given) {
    const found = kinds.get(id);
    if (found !== kind) errors[name] = [found ? 'msg.wrongFileKind' : 'msg.notFoundRef'];
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

/** Adds each file field's record (or null) to answer rows, which carry the ids under the fields' names. */
export async function withFiles<R extends Record<string, unknown>>(
  ex: Executor,
  attachments: FileAttachments,
  fields: FileFields,
  rows: R[],
): Promise<R[]> {
  const entries = Object.entries(fields);
  const ids = [...new Set(rows.flatMap((row) => entries.map(([name]) => row[name]).filter((id) => id != null)))];
  const views = ids.length ? await attachments.viewsOf(ex, ids as number[]) : new Map<number, Outgoing<StoredFile>>();
  return rows.map((row) => {
    const added = Object.fromEntries(
      entries.map(([name, field]) => [field.as, row[name] == null ? null : (views.get(row[name] as number) ?? null)]),
    );
    return { ...row, ...added };
  });
}
