import { globSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ID = 'virtual:translation-files';
const CORE_I18N = fileURLToPath(new URL('../../packages/core/src/i18n/', import.meta.url));

/**
 * The built web's translation files: each locale's section of packages/core/src/i18n as a chunk of
 * its own (`i18n-da-app-[hash].js`, exporting the texts as `default`), and `virtual:translation-files`
 * a table of their URLs by `locale/section` that src/lib/i18n-bundles.ts imports from. A table of
 * URLs costs every first load about a third of what Vite's lazy loaders for the same 112 files did
 * (each with its preload list and the file names twice). `mail` and `pdf` are server-only and
 * never reach the browser. In development, tests and the prerender's server build the table is
 * empty: i18n-bundles.ts then loads the files through Vite.
 */
export function translationFiles(): Plugin {
  let build = false;
  return {
    name: 'golfwallet-translation-files',
    configResolved(config) {
      // The server build (src/prerender.tsx) reads the source files as development does.
      build = config.command === 'build' && !config.build.ssr && !process.env.VITEST;
    },
    resolveId(source) {
      return source === ID ? `\0${ID}` : null;
    },
    load(id) {
      if (id !== `\0${ID}`) return null;
      if (!build) return 'export default {};';
      const rows = globSync('*/*.ts', { cwd: CORE_I18N })
        .map((file) => /^([a-z]{2})[\\/]([a-z]+)\.ts$/.exec(file))
        .filter((match) => match !== null && match[2] !== 'mail' && match[2] !== 'pdf')
        .map((match) => {
          const [file, locale, section] = match as RegExpExecArray;
          const reference = this.emitFile({
            type: 'chunk',
            id: `${CORE_I18N}${file}`,
            name: `i18n-${locale}-${section}`,
            preserveSignature: 'strict',
          });
          return `${JSON.stringify(`${locale}/${section}`)}: import.meta.ROLLUP_FILE_URL_${reference}`;
        });
      return `export default {\n${rows.join(',\n')}\n};`;
    },
  };
}
