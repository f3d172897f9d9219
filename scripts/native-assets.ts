/**
 * `npm run cap:assets`: the store apps' launcher icons and splash screens, drawn from the GolfWallet
 * logo (apps/web/public/icons) in Debian's Chromium, into the files the Capacitor templates hold
 * (each at the size the template gave it). Run after the logo changes and commit the files;
 * `npm run cap:check` fails while any of them is still the template's placeholder.
 * (`@capacitor/assets` does the same with sharp 0.32, whose install downloads libvips from GitHub:
 * not possible on these machines.)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { NATIVE_ASSETS, type NativeAsset, pngSize } from './native-assets-list';

const root = path.resolve(import.meta.dirname, '..');
const icons = path.join(root, 'apps/web/public/icons');
/** The manifest's colours (apps/web/vite.config.ts): the splash background and the brand green. */
const SPLASH_BACKGROUND = '#f6f9f7';
const BRAND = '#17603a';

const svgBody = (file: string) =>
  readFileSync(path.join(icons, file), 'utf8').replace(/<title>.*?<\/title>/, '');
/** The full-bleed square (no transparency: iOS refuses an app icon with alpha). */
const square = svgBody('icon-maskable.svg');
/** The rounded logo, for the legacy Android icon and the splash. */
const rounded = svgBody('icon.svg');
/** The mark alone (flag and ball), for Android's adaptive foreground over the brand green. */
const mark =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><g transform="translate(7.2 6.2) scale(0.7)">' +
  '<path d="M22 9v27" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>' +
  '<path d="M23 9.5 35 14l-12 4.5z" fill="#f4c542"/><circle cx="31" cy="34" r="5" fill="#fff"/></g></svg>';

function html(asset: NativeAsset, width: number, height: number): string {
  const sized = (svg: string, size: number, style = '') =>
    svg.replace('<svg ', `<svg width="${size}" height="${size}" style="display:block;${style}" `);
  const side = Math.min(width, height);
  const content = {
    icon: sized(rounded, side),
    round: sized(square, side, 'border-radius:50%'),
    square: sized(square, side),
    foreground: sized(mark, side),
    splash: sized(rounded, Math.round(side * 0.28)),
  }[asset.kind];
  const background = asset.kind === 'splash' ? SPLASH_BACKGROUND : 'transparent';
  return `<!doctype html><html><body style="margin:0;width:${width}px;height:${height}px;display:grid;place-items:center;background:${background}">${content}</body></html>`;
}

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    for (const asset of NATIVE_ASSETS) {
      const file = path.join(root, asset.file);
      const { width, height } = pngSize(readFileSync(file));
      await page.setViewportSize({ width, height });
      await page.setContent(html(asset, width, height));
      const png = await page.screenshot({
        omitBackground: asset.kind !== 'splash' && asset.kind !== 'square',
      });
      writeFileSync(file, png);
      console.log(`${asset.file} ${width}×${height}`);
    }
  } finally {
    await browser.close();
  }
  const background = path.join(root, 'apps/web/android/app/src/main/res/values/ic_launcher_background.xml');
  writeFileSync(
    background,
    readFileSync(background, 'utf8').replace(
      /(name="ic_launcher_background">)[^<]*/,
      `$1${BRAND.toUpperCase()}`,
    ),
  );
  console.log(`${NATIVE_ASSETS.length} launcher icons and splash screens written`);
}

await main();
