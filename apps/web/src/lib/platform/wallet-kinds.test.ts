import { describe, expect, it } from 'vitest';
import { walletKinds } from './wallet-kinds';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';

describe('walletKinds', () => {
  it('offers Apple Wallet on iOS (an iPad that says Mac has touch), Google Wallet on Android, both on a desktop', () => {
    expect(walletKinds(IPHONE, 5)).toEqual(['apple']);
    expect(walletKinds(IPAD_AS_MAC, 5)).toEqual(['apple']);
    expect(walletKinds(IPAD_AS_MAC, 0)).toEqual(['apple', 'google']);
    expect(walletKinds(ANDROID, 5)).toEqual(['google']);
    expect(walletKinds(WINDOWS, 0)).toEqual(['apple', 'google']);
  });
});
