import { existsSync, readFileSync } from 'node:fs';

/**
 * Fonts for the voucher PDF. The standard Helvetica needs no embedding (fast, small files) and
 * covers WinAnsi: every Danish, Norwegian, Swedish, German, Icelandic and Finnish letter. Text
 * outside it (a Cyrillic name, say) is set in a Unicode TrueType font when the machine has one.
 */

export const REGULAR = 'Helvetica';
export const BOLD = 'Helvetica-Bold';

/** Characters WinAnsi adds beyond Latin-1 (0x80-0x9F). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

export function fitsWinAnsi(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || code === 0x0a) continue;
    if (!WIN_ANSI_EXTRA.has(char)) return false;
  }
  return true;
}

const CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/TTF/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
];

let unicodeFont: Buffer | null | undefined;

/** The bytes of a Unicode TrueType font, read once; null when none is installed. */
export function unicodeFontBytes(): Buffer | null {
  if (unicodeFont === undefined) {
    const file = CANDIDATES.find((candidate) => existsSync(candidate));
    unicodeFont = file ? readFileSync(file) : null;
  }
  return unicodeFont;
}
