import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The iOS and Android apps: the same build as the web site (dist/), opened at the app shell
 * (/app). API calls go to VITE_API_ORIGIN, set when building for the stores (docs/MOBILE.md).
 */
const config: CapacitorConfig = {
  appId: 'dk.golfwallet.app',
  appName: 'GolfWallet',
  webDir: 'dist',
  server: {
    androidScheme: 'https',
    appStartPath: '/app',
  },
  plugins: {
    BarcodeScanning: {},
  },
};

export default config;
