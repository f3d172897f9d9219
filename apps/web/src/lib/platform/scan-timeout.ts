import { type BarcodeScanner, ScanError } from './types';

/** How long a scan looks for a readable code before it gives up (issue 34, item 4). */
export const SCAN_TIMEOUT_MS = 20_000;

/**
 * Scans with `scanner`, giving up after `timeoutMs` without a readable code: the scanner's signal
 * is aborted (the camera stops) and the promise rejects with ScanError('timeout'). Stopping through
 * `signal` still rejects with the AbortError it always did. The time is measured with
 * `setTimeout`, so a test's fake clock drives it.
 */
export async function scanWithTimeout(
  scanner: BarcodeScanner,
  { video, signal }: { video?: HTMLVideoElement | null; signal: AbortSignal },
  timeoutMs: number = SCAN_TIMEOUT_MS,
): Promise<string> {
  const inner = new AbortController();
  const stop = () => inner.abort(signal.reason);
  if (signal.aborted) stop();
  signal.addEventListener('abort', stop, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new ScanError('timeout'));
      inner.abort();
    }, timeoutMs);
  });
  try {
    // A scanner that does not stop on abort (the app's native scanner screen) is raced, not awaited.
    return await Promise.race([scanner.scan({ video, signal: inner.signal }), timedOut]);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}
