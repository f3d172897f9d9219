import { existsSync, readFileSync } from 'node:fs';

/**
 * Fonts for the voucher and receipt PDFs. The standard Helvetica needs no embedding (fast, small files) and
 * covers WinAnsi: every Danish, Norwegian, Swedish, German, Icelandic and Finnish letter. Text
 * outside it (a Cyrillic name, say) is set in a Unicode TrueType font when the machine has one.
 */

export const REGULAR = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
type StandardFontName = typeof REGULAR | typeof BOLD;

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

/** What pdfkit 0.20 keeps of a document's fonts (not in its typings): the fonts by name and the last id. */
interface FontTable {
  _fontFamilies?: Record<string, object>;
  _fontCount?: number;
  _font?: object;
}

const metrics = new Map<StandardFontName, object>();

/**
 * pdfkit's font object for a standard font, made once per process. pdfkit builds a standard
 * font's metrics (every glyph width and kerning pair) afresh for each document that selects it,
 * about half of a receipt's render; the metrics never change, so one copy serves every document.
 */
function sharedStandardFont(doc: PDFKit.PDFDocument, name: StandardFontName): object | undefined {
  let font = metrics.get(name);
  if (!font) {
    const PDFDocument = doc.constructor as new (options: PDFKit.PDFDocumentOptions) => PDFKit.PDFDocument;
    font = (new PDFDocument({ autoFirstPage: false, font: name }) as unknown as FontTable)._font;
    if (font) metrics.set(name, font);
  }
  return font;
}

/**
 * Selects a standard font, as doc.font(name) does, with the process's metrics: the document gets
 * its own font object (its id, the same pdfkit would give, and its own PDF object when used) that
 * shares the parsed metrics. Where pdfkit keeps its fonts otherwise, pdfkit builds them itself.
 */
export function standardFont(doc: PDFKit.PDFDocument, name: StandardFontName): PDFKit.PDFDocument {
  const table = doc as unknown as FontTable;
  const families = table._fontFamilies;
  if (families && !families[name] && typeof table._fontCount === 'number') {
    const shared = sharedStandardFont(doc, name);
    if (shared)
      families[name] = Object.assign(Object.create(Object.getPrototypeOf(shared)), shared, {
        document: doc,
        id: `F${++table._fontCount}`,
      });
  }
  return doc.font(name);
}

/**
 * A new pdfkit document whose default font (Helvetica, as pdfkit's own default) shares the metrics.
 * pdfkit loads with the first document, not with the server (half a second of every start-up).
 */
export async function pdfDocument(options: PDFKit.PDFDocumentOptions): Promise<PDFKit.PDFDocument> {
  const { default: PDFDocument } = await import('pdfkit');
  // An empty default font: pdfkit then loads none, and standardFont sets Helvetica as id F1.
  return standardFont(new PDFDocument({ ...options, font: '' }), REGULAR);
}
