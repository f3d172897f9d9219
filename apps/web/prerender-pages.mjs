// Build step after `vite build --ssr src/prerender.tsx --outDir dist-ssr`: writes the prerendered
// public pages into dist/prerendered (src/prerender.tsx says what and why).
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('./dist/', import.meta.url));
const server = new URL('./dist-ssr/', import.meta.url);
const { writePublicPages } = await import(new URL('prerender.js', server).href);
const written = await writePublicPages(dist);
await rm(server, { recursive: true, force: true });
console.log(`prerendered ${written} public pages into dist/prerendered`);
