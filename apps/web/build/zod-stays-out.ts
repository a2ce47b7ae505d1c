/**
 * zod loads with the pages that read a resource, never before the first page: the build fails when the chunks
 * every signed-in page loads (the entry, the sign-in page's, the shell's) import it. A constant the shell needs
 * (a menu's kinds, a filter's choices) lives in the contract's zod-free `choices.ts`, not beside a schema: a
 * schema's module imported for a constant brings zod, and the schema, into the shell (25 KB on the wire).
 */
import type { Plugin } from 'vite';

/** The chunks loaded before any page, by their group names (`vite.config.ts`). */
const FIRST_CHUNKS = /^assets\/(index|sign-in|shell)-[\w-]+\.js$/;
const ZOD_CHUNK = /^assets\/zod-[\w-]+\.js$/;

export function zodStaysOutPlugin(): Plugin {
  return {
    name: 'backlot-zod-stays-out',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !FIRST_CHUNKS.test(chunk.fileName)) continue;
        const zod = chunk.imports.find((name) => ZOD_CHUNK.test(name));
        if (zod) this.error(`${chunk.fileName} imports ${zod}: zod must load with the pages, not before them`);
      }
    },
  };
}
