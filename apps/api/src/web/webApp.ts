import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const PLACEHOLDER = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ipê — servidor do banco</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem;
         color: #1b2b2a; line-height: 1.5; }
  h1 { color: #0f766e; }
  code { background: #eef6f5; padding: .1rem .3rem; border-radius: .2rem; }
</style>
</head>
<body>
<main>
<h1>Ipê está no ar</h1>
<p>O servidor do banco está funcionando, mas o aplicativo web ainda não foi gerado.</p>
<p>Para gerá-lo, rode <code>pnpm --filter @ipe/web build</code> e reinicie com <code>pnpm start</code>.</p>
<ul>
  <li><a href="/service/checkhealth">Saúde dos serviços</a></li>
  <li><a href="/docs">Documentação da API</a> (em desenvolvimento)</li>
</ul>
</main>
</body>
</html>
`;

/**
 * The web app on the same origin as the API: apps/web/dist when it has been built (hash routing,
 * so only / and its assets are needed), else a pt-BR page saying how to build it.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  if (existsSync(join(webDistDir, 'index.html'))) {
    const assets = join(webDistDir, 'assets');
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      // The build writes .br and .gz copies (apps/web/vite.config.ts): sent to browsers that
      // accept them, with no compression work per request. With preCompressed the plugin
      // answers 404 for the bare root (fastify-static #270), so / is its own route below.
      preCompressed: true,
      // A route for each file of the build, found once at startup, instead of one wildcard
      // route: the wildcard's guard against case-insensitive aliases lists the folders on the
      // path on every request (readdir of some 800 entries in assets/), CPU the server took from
      // the cores the page loads on (docs/architecture/performance.md, "The server beside the
      // page"). The build does not change under a running server; the compressed copies are
      // found by the plugin beside each file, so they need no routes of their own.
      wildcard: false,
      globIgnore: ['**/*.br', '**/*.gz'],
      index: false,
      // Vite fingerprints assets: they never change under the same name.
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendFile('index.html'));
    return;
  }
  app.get('/', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PLACEHOLDER),
  );
}
