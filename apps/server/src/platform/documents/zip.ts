/**
 * A zip download streamed as it is made (`archiver`): entries are added one at a time — a stored file's bytes
 * are opened only when the entry before it is written — and the archive flows to the reply, so neither the
 * files nor the archive are ever held whole in memory or written to local disk. Whatever can refuse the
 * download (404, 403) must be decided before `sendZip`: once it runs the answer is a 200.
 *
 * Entry names are the names the files were uploaded under, made safe (no folders, no control characters) and
 * unique ignoring case: a second `scan.pdf` becomes `scan (2).pdf`.
 */
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import archiver from 'archiver';
import contentDisposition from 'content-disposition';
import type { FastifyReply } from 'fastify';

/** An entry: text or bytes, or a stream opened when its turn comes. */
export type ZipEntry = { name: string } & ({ content: string | Buffer } | { open: () => Readable });

/** A file name fit for an archive entry: its last path segment, without control characters. */
export function safeEntryName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base.replace(/^\.+$/, '') || 'file';
}

/** Names made unique within one archive, ignoring case: `a.pdf`, `a (2).pdf`, `a (3).pdf`. */
export function uniqueNames() {
  const taken = new Set<string>();
  return (path: string) => {
    const slash = path.lastIndexOf('/') + 1;
    const folder = path.slice(0, slash);
    const name = path.slice(slash);
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = path;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${folder}${stem} (${n})${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  };
}

/** Streams the entries as the zip download `filename` (never cached). */
export function sendZip(reply: FastifyReply, filename: string, entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>) {
  const archive = archiver('zip', { zlib: { level: 6 } });
  const unique = uniqueNames();
  (async () => {
    for await (const entry of entries) {
      const written = once(archive, 'entry');
      archive.append('open' in entry ? entry.open() : entry.content, { name: unique(entry.name) });
      await written;
    }
    await archive.finalize();
  })().catch((error: unknown) => archive.destroy(error instanceof Error ? error : new Error(String(error))));
  return reply
    .header('content-type', 'application/zip')
    .header('cache-control', 'no-store')
    .header('content-disposition', contentDisposition(filename, { type: 'attachment' }))
    .send(archive);
}
