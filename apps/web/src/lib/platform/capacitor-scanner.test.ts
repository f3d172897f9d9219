import { describe, expect, it, vi } from 'vitest';
import { createCapacitorPlatform } from './capacitor';
import { ScanError } from './types';

const scanner = vi.hoisted(() => ({ scanBarcode: vi.fn() }));
vi.mock('@capacitor/barcode-scanner', () => ({
  CapacitorBarcodeScanner: scanner,
  CapacitorBarcodeScannerTypeHint: { ALL: 17 },
}));

const scan = () => createCapacitorPlatform('ios').scanner.scan({ signal: new AbortController().signal });
const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof ScanError ? error.reason : error),
  );

describe("the store apps' scanner (Capacitor's barcode scanner, on iOS and Android)", () => {
  it('answers the code read, any format', async () => {
    scanner.scanBarcode.mockResolvedValueOnce({ ScanResult: 'GW-1234-5678', format: 5 });
    await expect(scan()).resolves.toBe('GW-1234-5678');
    expect(scanner.scanBarcode).toHaveBeenCalledWith({ hint: 17 });
  });

  it('says the camera was refused, or that nothing was read', async () => {
    scanner.scanBarcode.mockRejectedValueOnce(new Error('Camera permission denied'));
    expect(await reason(scan())).toBe('denied');
    scanner.scanBarcode.mockRejectedValueOnce(new Error('scanning cancelled'));
    expect(await reason(scan())).toBe('failed');
    scanner.scanBarcode.mockResolvedValueOnce({ ScanResult: '', format: 0 });
    expect(await reason(scan())).toBe('failed');
  });
});
