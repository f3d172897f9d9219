import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';

/**
 * Serves the built web app. Hashed assets are cached for a year; a missing file answers 404; every
 * other GET that is not an API call gets index.html, so the client router can show the page (or
 * its own not-found page).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, deps: Deps) {
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'web app is not built; run npm run build');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text asset (apps/web/precompress.ts).
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.header('cache-control', 'no-cache');
      }
    },
  });
  app.get('/driving-range', { schema: { hide: true } }, async (_request, reply) =>
    reply.redirect(deps.config.DRIVING_RANGE_URL),
  );
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/')) return reply.callNotFound();
    const file = path.join(root, path.normalize(url));
    const extension = path.extname(file);
    if (file.startsWith(root) && extension && existsSync(file)) {
      return reply.sendFile(path.relative(root, file));
    }
    // A missing file (an image, a script) is a 404, not the app's HTML under a wrong type.
    if (extension && extension !== '.html') return reply.callNotFound();
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  });
}
