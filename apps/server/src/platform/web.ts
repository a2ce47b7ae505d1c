/** Serves the built web app at `/`: hashed assets cached for a year, index.html always revalidated. */
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export async function registerWebApp(app: FastifyInstance, webRoot: string | undefined) {
  if (!webRoot || !fs.existsSync(`${webRoot}/index.html`)) {
    app.get('/', (_request, reply) =>
      reply.type('text/html').send('<!doctype html><title>Backlot</title><p>Backlot API is running. The web app is not built: run <code>npm start</code>.</p>'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: webRoot,
    prefix: '/',
    wildcard: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes('/assets/');
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
