import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { codeFirst } from './code-first-entry.ts';
import { contractsForBrowser } from './contracts-for-browser.ts';
import { precompress } from './precompress.ts';
import { translationFiles } from './translation-files.ts';
import { zodWithoutJsonSchema } from './zod-without-json-schema.ts';

/**
 * The installable web app: a manifest and a service worker that precaches the built shell and
 * assets. API answers (/api/…), the development mailbox (/dev/…) and the server-side redirect
 * /driving-range always go to the network: the worker has no runtime caching at all.
 */
function pwa(): PluginOption {
  return VitePWA({
    registerType: 'autoUpdate',
    injectRegister: 'script',
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
    manifest: {
      name: 'GolfWallet',
      short_name: 'GolfWallet',
      description: 'All your golf vouchers in one wallet.',
      lang: 'da',
      // Installed, it opens as the app (tabs); the web site stays at /.
      start_url: '/app',
      scope: '/',
      display: 'standalone',
      background_color: '#f6f9f7',
      theme_color: '#17603a',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // The template of the prerendered public pages (they are written after this, into prerendered/).
      globIgnores: ['**/node_modules/**/*', 'public.html'],
      navigateFallback: '/index.html',
      // Pages the server renders itself (API, dev mailbox and union sign-in, the range site, the
      // test acquirer's 3-D Secure page): never answered with the app shell.
      navigateFallbackDenylist: [/^\/api\//, /^\/dev\//, /^\/driving-range/, /^\/test-acquirer\//],
      cleanupOutdatedCaches: true,
      // Shows Web Push notifications (public/push-sw.js).
      importScripts: ['/push-sw.js'],
      runtimeCaching: [],
    },
  });
}

/**
 * Core's field rules check new passwords against the 3,000 most common ones, a list of 12 KiB
 * gzipped. In the browser that import of validation/fields.ts goes to src/lib/common-passwords.ts,
 * which fetches the list only where a new password is typed (the API keeps core's own module).
 */
function lazyCommonPasswords(): Plugin {
  const web = fileURLToPath(new URL('./src/lib/common-passwords.ts', import.meta.url));
  return {
    name: 'golfwallet-lazy-common-passwords',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './common-passwords') return null;
      return importer?.replace(/\\/g, '/').endsWith('packages/core/src/validation/fields.ts') ? web : null;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    lazyCommonPasswords(),
    zodWithoutJsonSchema(),
    contractsForBrowser(),
    translationFiles(),
    react(),
    // The server build (src/prerender.tsx, the public pages as HTML) is no app to install.
    ...(process.env.VITEST || isSsrBuild ? [] : [codeFirst(), pwa(), precompress()]),
  ],
  // The footer's year as the prerendered pages were built with it (src/lib/current-year.ts).
  define: { __BUILD_YEAR__: String(new Date().getFullYear()) },
  resolve: {
    // apps/web and packages/core each hold a copy of zod 4 (the root's is zod 3 for tools): one
    // copy in the bundle, not two.
    dedupe: ['zod'],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // .vite/manifest.json: which chunks each route loads (bench/web-size.ts reads it).
    manifest: true,
    rolldownOptions: {
      // The app (index.html) and the prerendered public pages' template (public.html, src/public-main.tsx).
      // (The voucher code painted before the app, src/code-first.ts, is built apart: codeFirst.)
      input: isSsrBuild
        ? undefined
        : {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            public: fileURLToPath(new URL('./public.html', import.meta.url)),
          },
      // packages/core only defines things (rules, schemas, texts): a module of it that nothing
      // uses is left out whole, as a contract's schemas are once contractsForBrowser drops them.
      treeshake: {
        manualPureFunctions: ['z'],
        moduleSideEffects: (id: string) => !/packages\/core\/src\//.test(id.replace(/\\/g, '/')),
      },
      // TanStack Query and React Router each in one chunk: every app and portal page loads nearly
      // all of them, and Rolldown cut them into 7 and 5 files gzipped one by one (about 3.8 KiB
      // more per first load). Only their own modules: taking their dependencies too would move
      // React into them and so into the landing's first load.
      output: {
        // Files named by their hash alone: the names are in the manifest and the source maps, and
        // each first load lists 40–50 files by name (imports, preload lists), about 2 KiB gzipped
        // of a route's budget (bench/web-size.ts).
        ...(isSsrBuild
          ? {}
          : {
              entryFileNames: 'assets/[hash].js',
              chunkFileNames: 'assets/[hash].js',
              assetFileNames: 'assets/[hash][extname]',
              hashCharacters: 'base36' as const,
            }),
        codeSplitting: {
          groups: [
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, includeDependenciesRecursively: false },
            {
              name: 'router',
              test: /node_modules[\\/]react-router[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
