import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import bwipjs from 'bwip-js/node';

const WIDTH = 640;
const HEIGHT = 480;
const MODULE_PX = 2;
const FRAMES = 15;

/**
 * A Y4M video (what Chromium's --use-file-for-fake-video-capture plays, looped) of a printed
 * Code 128 barcode of `text`: black bars on white paper, drawn from bwip-js's bar and space
 * widths, centred in a 640×480 picture. Answers the file's path.
 */
export function code128Video(text: string): string {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text });
  if (!symbol || !('sbs' in symbol)) throw new Error('bwip-js drew no linear symbol');
  const modules = symbol.sbs.reduce((sum, width) => sum + width, 0);
  const barcodeWidth = modules * MODULE_PX;
  if (barcodeWidth > WIDTH - 40) throw new Error(`${text} is too long for the fake camera's picture`);
  const left = Math.floor((WIDTH - barcodeWidth) / 2);
  const top = Math.floor(HEIGHT * 0.3);
  const bottom = Math.floor(HEIGHT * 0.7);

  // One row of luma: 235 white, 16 black (video range), bars first, alternating with spaces.
  const row = Buffer.alloc(WIDTH, 235);
  let x = left;
  symbol.sbs.forEach((width, index) => {
    if (index % 2 === 0) row.fill(16, x, x + width * MODULE_PX);
    x += width * MODULE_PX;
  });
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let y = top; y < bottom; y++) row.copy(luma, y * WIDTH);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);

  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'gw-camera-')), 'barcode.y4m');
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
  return file;
}
