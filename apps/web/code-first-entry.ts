import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { CODE_FIRST_LOADER } from '@golfwallet/core/web/code-first-loader';
import { build, type Plugin } from 'vite';

const ENTRY = fileURLToPath(new URL('./src/code-first.ts', import.meta.url));

/** The style sheets the painted page uses (the same as the app's voucher page). */
const STYLES = [
  'src/app/app-shell/app-shell.css',
  'src/features/vouchers/components/club-logo.css',
  'src/features/vouchers/components/wallet.css',
].map((file) => fileURLToPath(new URL(`./${file}`, import.meta.url)).replace(/\\/g, '/'));

/**
 * Issue 33, "code first": src/code-first.ts is built on its own into one classic script (no
 * imports, no module graph shared with the app, no preload helper), and index.html gets the inline
 * loader core/web/code-first-loader.ts first in <head>. On a voucher page with a session, the
 * loader adds that script, which paints the voucher's code from the device while the app's modules
 * are still loading; module scripts run only once all of them have loaded, in document order. It
 * is given the built style sheets that hold the painted page's styles (the app's own, for the same
 * page: the app finds them in place and does not load them again). Elsewhere nothing is loaded.
 * public.html gets none; in development the script is loaded as a module.
 */
export function codeFirst(): Plugin {
  let fileName = '';
  let building = false;
  return {
    name: 'golfwallet-code-first',
    configResolved(config) {
      building = config.command === 'build';
    },
    async buildStart() {
      if (!building) return;
      const [output] = (await build({
        configFile: false,
        logLevel: 'warn',
        build: {
          write: false,
          emptyOutDir: false,
          minify: true,
          lib: { entry: ENTRY, formats: ['iife'], name: 'golfwalletCodeFirst', fileName: 'code-first' },
        },
      })) as { output: { type: string; code?: string }[] }[];
      const code = output?.output.find((file) => file.type === 'chunk')?.code;
      if (!code) throw new Error('src/code-first.ts built to nothing');
      if (/\bimport\s*\(|\bimport\s+[\w{*]/.test(code)) throw new Error('src/code-first.ts must not import');
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8).toLowerCase();
      fileName = `assets/code-first-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.filename.replace(/\\/g, '/').endsWith('/index.html')) return;
        if (!context.bundle) {
          return [
            { tag: 'script', attrs: { type: 'module', src: '/src/code-first.ts' }, injectTo: 'body-prepend' },
          ];
        }
        const css = new Set<string>();
        for (const style of STYLES) {
          const chunk = Object.values(context.bundle).find(
            (output) =>
              output.type === 'chunk' && output.moduleIds.some((id) => id.replace(/\\/g, '/') === style),
          );
          const files = chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
          if (files.length === 0) throw new Error(`${style} is in no built style sheet`);
          for (const file of files) css.add(`/${file}`);
        }
        return [
          {
            tag: 'script',
            attrs: { 'data-src': `/${fileName}`, 'data-css': [...css].join(' ') },
            children: CODE_FIRST_LOADER,
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
