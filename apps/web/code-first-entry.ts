import type { Plugin } from 'vite';

const ENTRY = 'src/code-first.ts';

/**
 * Issue 33, "code first": src/code-first.ts is an entry of its own (vite.config.ts input), not part
 * of the app's entry, and index.html loads it first, so a voucher page can paint its code from the
 * device while the app's modules are still loading. Vite joins all of a page's module scripts into
 * one entry, so the tag is added after that (order 'post'); public.html gets none.
 */
export function codeFirst(): Plugin {
  return {
    name: 'golfwallet-code-first',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.filename.replace(/\\/g, '/').endsWith('/index.html')) return;
        const built = Object.values(context.bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' &&
            output.isEntry &&
            output.facadeModuleId?.replace(/\\/g, '/').endsWith(`/${ENTRY}`),
        );
        if (context.bundle && !built) throw new Error(`${ENTRY} is not in the build`);
        const src = built ? `/${built.fileName}` : `/${ENTRY}`;
        return [
          { tag: 'script', attrs: { type: 'module', crossorigin: true, src }, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}
