/**
 * The store apps' launcher icons and splash screens (scripts/native-assets.ts draws them; the
 * Capacitor check refuses the templates' placeholders), and what each one shows.
 */
export interface NativeAsset {
  file: string;
  /**
   * icon: the rounded logo (legacy Android launcher); round: the logo in a circle; square: the
   * full-bleed logo (iOS, no transparency); foreground: Android's adaptive layer; splash: the logo
   * on the splash background.
   */
  kind: 'icon' | 'round' | 'square' | 'foreground' | 'splash';
}

const RES = 'apps/web/android/app/src/main/res';
const IOS = 'apps/web/ios/App/App/Assets.xcassets';
const DENSITIES = ['mdpi', 'hdpi', 'xhdpi', 'xxhdpi', 'xxxhdpi'];

export const NATIVE_ASSETS: NativeAsset[] = [
  ...DENSITIES.flatMap((density): NativeAsset[] => [
    { file: `${RES}/mipmap-${density}/ic_launcher.png`, kind: 'icon' },
    { file: `${RES}/mipmap-${density}/ic_launcher_round.png`, kind: 'round' },
    { file: `${RES}/mipmap-${density}/ic_launcher_foreground.png`, kind: 'foreground' },
    { file: `${RES}/drawable-land-${density}/splash.png`, kind: 'splash' },
    { file: `${RES}/drawable-port-${density}/splash.png`, kind: 'splash' },
  ]),
  { file: `${RES}/drawable/splash.png`, kind: 'splash' },
  { file: `${IOS}/AppIcon.appiconset/AppIcon-512@2x.png`, kind: 'square' },
  ...['', '-1', '-2'].map(
    (suffix): NativeAsset => ({
      file: `${IOS}/Splash.imageset/splash-2732x2732${suffix}.png`,
      kind: 'splash',
    }),
  ),
];

/** A PNG's width and height, from its IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
