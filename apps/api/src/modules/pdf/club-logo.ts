import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The club logo for the PDF, when there is a file for it: a data: URL (PNG or JPEG) or a site path
 * /logos/<file>.png|jpg looked up in the given folders. Anything else (no logo, a remote URL, an
 * unreadable file, another format) answers null and the PDF shows the club name as a text logo.
 * Remote URLs are never fetched: a print must not wait on, or be steered by, another server.
 */

const LOGO_PATH = /^\/logos\/([A-Za-z0-9._-]{1,100}\.(png|jpe?g))$/i;
const DATA_URL = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=]+)$/i;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const CACHE_LIMIT = 200;
const cache = new Map<string, Buffer | null>();

function isImage(bytes: Buffer): boolean {
  return bytes.subarray(0, 4).equals(PNG_MAGIC) || (bytes[0] === 0xff && bytes[1] === 0xd8);
}

async function load(logoUrl: string, folders: string[]): Promise<Buffer | null> {
  const data = DATA_URL.exec(logoUrl);
  if (data?.[2]) {
    const bytes = Buffer.from(data[2], 'base64');
    return isImage(bytes) ? bytes : null;
  }
  const file = LOGO_PATH.exec(logoUrl)?.[1];
  if (!file) return null;
  for (const folder of folders) {
    try {
      const bytes = await readFile(path.join(folder, file));
      if (isImage(bytes)) return bytes;
    } catch {
      // not in this folder
    }
  }
  return null;
}

export async function loadClubLogo(logoUrl: string | null, folders: string[]): Promise<Buffer | null> {
  if (!logoUrl) return null;
  const key = `${folders.join('|')}\n${logoUrl}`;
  if (cache.has(key)) return cache.get(key) ?? null;
  const logo = await load(logoUrl, folders);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, logo);
  return logo;
}
