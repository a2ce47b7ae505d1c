/**
 * Serves the built web app at `/`. The build writes brotli and gzip copies of its text files beside them
 * (`x.js.br`, `x.js.gz`); a browser that accepts one gets it as it is, with `Content-Encoding`, and every
 * answer says it varies by `Accept-Encoding`. Files under `/assets/` have hashed names: cached for a year
 * and never revalidated. Everything else (index.html) is revalidated on every load, so a new build shows
 * at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export async function registerWebApp(app: FastifyInstance, webRoot: string | undefined) {
  if (!webRoot || !fs.existsSync(`${webRoot}/index.html`)) {
    // Not part of the API: kept out of its document.
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply
        .type('text/html')
        .send(
          '<!doctype html><title>Backlot</title><p>Backlot API is running. The web app is not built: run <code>npm start</code>.</p>',
        ),
    );
    return;
  }
  const assets = path.join(webRoot, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: webRoot,
    prefix: '/',
    wildcard: true,
    preCompressed: true,
    // Off, or `send` would write its own `Cache-Control: public, max-age=0` over the one set below.
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('cache-control', filePath.startsWith(assets) ? IMMUTABLE : REVALIDATE);
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
}
