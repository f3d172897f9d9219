import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { BOLD, pdfDocument, REGULAR, standardFont } from './pdf-fonts';

const info = { Title: 'Kvittering', CreationDate: new Date('2026-11-25T12:00:00Z') };

async function bytes(doc: PDFKit.PDFDocument, bold: (doc: PDFKit.PDFDocument) => void, regular: typeof bold) {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(20).text('Kvittering 1234');
  bold(doc);
  doc.fontSize(10).text('Greenfee 18 huller: 450,00 DKK — moms 90,00 DKK', { width: 240, align: 'right' });
  regular(doc);
  doc.text('Fortrydelsesret: 14 dage. Æblegrød, Øresund, Åbenrå, Ýmir, Þór, Ärzte, Größe', { width: 495 });
  doc.end();
  return done;
}

describe('standard fonts with metrics parsed once per process', () => {
  it('write the same PDF, byte for byte, as pdfkit’s own fonts, on first and later use', async () => {
    const own = await bytes(
      new PDFDocument({ size: 'A4', margin: 50, info }),
      (doc) => doc.font(BOLD),
      (doc) => doc.font(REGULAR),
    );
    const shared = async () =>
      bytes(
        await pdfDocument({ size: 'A4', margin: 50, info }),
        (doc) => standardFont(doc, BOLD),
        (doc) => standardFont(doc, REGULAR),
      );
    const first = await shared();
    const second = await shared();
    expect(own.subarray(0, 5).toString()).toBe('%PDF-');
    expect(first.equals(own)).toBe(true);
    expect(second.equals(own)).toBe(true);
  });
});
