import { inflateSync } from 'node:zlib';

/** Just enough PDF reading for tests: pages and the text of pdfkit's content streams. */

export function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
}

function streams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const out: string[] = [];
  const pattern = /stream\r?\n/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    const raw = pdf.subarray(start, end);
    try {
      out.push(inflateSync(raw).toString('latin1'));
    } catch {
      out.push(raw.toString('latin1'));
    }
    pattern.lastIndex = end + 'endstream'.length;
  }
  return out;
}

const decodeHex = (hex: string) => Buffer.from(hex, 'hex').toString('latin1');

/** Every text run pdfkit wrote with a standard font ([<hex> kern <hex>] TJ), decoded, one per run. */
export function pdfTexts(pdf: Buffer): string[] {
  const runs: string[] = [];
  for (const content of streams(pdf)) {
    for (const match of content.matchAll(/\[((?:<[0-9a-fA-F]*>\s*-?[\d.]*\s*)+)\]\s*TJ/g)) {
      runs.push(
        [...(match[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => decodeHex(hex[1] ?? '')).join(''),
      );
    }
  }
  return runs;
}
