import bwipjs from 'bwip-js/node';

/**
 * Barcodes as vector shapes, from bwip-js's raw encoder: drawn straight into the PDF as
 * rectangles, so they stay sharp at any print size and need no PNG encoding.
 */

/** A linear barcode: bar and space widths in modules, starting with a bar. */
export interface LinearBarcode {
  widths: number[];
  modules: number;
}

/** A matrix barcode: `size` × `size` modules, dark where `dark[y * size + x]` is true. */
export interface MatrixBarcode {
  size: number;
  dark: boolean[];
}

export function code128(text: string): LinearBarcode {
  const [symbol] = bwipjs.raw('code128', text, '');
  if (!symbol || !('sbs' in symbol)) throw new Error('code128: no symbol');
  return { widths: symbol.sbs, modules: symbol.sbs.reduce((sum, width) => sum + width, 0) };
}

export function qrCode(text: string): MatrixBarcode {
  const [symbol] = bwipjs.raw('qrcode', text, 'eclevel=M');
  if (!symbol || !('pixs' in symbol) || symbol.pixx !== symbol.pixy) throw new Error('qrcode: no symbol');
  return { size: symbol.pixx, dark: symbol.pixs.map((pixel) => pixel === 1) };
}

/** The dark runs of one matrix row as [start, length] pairs, so a row is drawn with few rectangles. */
export function darkRuns(matrix: MatrixBarcode, row: number): [number, number][] {
  const runs: [number, number][] = [];
  let start = -1;
  for (let x = 0; x <= matrix.size; x++) {
    const dark = x < matrix.size && matrix.dark[row * matrix.size + x] === true;
    if (dark && start < 0) start = x;
    if (!dark && start >= 0) {
      runs.push([start, x - start]);
      start = -1;
    }
  }
  return runs;
}
