import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCAN_TIMEOUT_MS, scanWithTimeout } from './scan-timeout';
import { type BarcodeScanner, ScanError } from './types';

/** A camera that never reads a code: it waits until its signal stops it. */
function unreadable(): BarcodeScanner & { stoppedWith: () => unknown } {
  let stoppedWith: unknown = 'running';
  return {
    stoppedWith: () => stoppedWith,
    scan: ({ signal }) =>
      new Promise<string>((_, reject) => {
        signal.addEventListener('abort', () => {
          stoppedWith = signal.reason;
          reject(new DOMException('Aborted', 'AbortError'));
        });
      }),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('scanWithTimeout', () => {
  it('gives up after 20 s without a readable code, stopping the camera', async () => {
    const scanner = unreadable();
    const scan = scanWithTimeout(scanner, { signal: new AbortController().signal });
    const outcome = scan.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(SCAN_TIMEOUT_MS - 1);
    expect(scanner.stoppedWith()).toBe('running');
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ScanError);
    expect((error as ScanError).reason).toBe('timeout');
    expect(scanner.stoppedWith()).not.toBe('running');
    expect(SCAN_TIMEOUT_MS).toBe(20_000);
  });

  it('gives up even when the scanner does not stop on its signal', async () => {
    const stubborn: BarcodeScanner = { scan: () => new Promise<string>(() => undefined) };
    const outcome = scanWithTimeout(stubborn, { signal: new AbortController().signal }, 5_000).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(5_000);
    expect(((await outcome) as ScanError).reason).toBe('timeout');
  });

  it('answers a code read in time, and then no time-out fires', async () => {
    const scanner: BarcodeScanner = { scan: async () => 'PAPER-1' };
    await expect(scanWithTimeout(scanner, { signal: new AbortController().signal })).resolves.toBe('PAPER-1');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stopped by the golfer, rejects with the AbortError as before', async () => {
    const stop = new AbortController();
    const outcome = scanWithTimeout(unreadable(), { signal: stop.signal }).catch((error: unknown) => error);
    stop.abort();
    const error = await outcome;
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    expect(vi.getTimerCount()).toBe(0);
  });
});
