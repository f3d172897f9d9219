/**
 * Camera scanning of barcodes and QR codes in the browser, with the BarcodeDetector API where the
 * browser has it (Chromium on Android and ChromeOS, Safari 17+). Where it has not, `canScan` is
 * false and the caller offers typing the number instead. The Capacitor build puts its native
 * scanner behind the same two functions.
 */

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

function detectorClass(): BarcodeDetectorConstructor | undefined {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
}

export function canScan(): boolean {
  return (
    detectorClass() !== undefined &&
    typeof navigator !== 'undefined' &&
    Boolean(navigator.mediaDevices?.getUserMedia)
  );
}

/**
 * Shows the back camera in `video` and resolves with the first code read. `signal` stops it; the
 * camera is always released.
 */
export async function scanBarcode(video: HTMLVideoElement, signal: AbortSignal): Promise<string | null> {
  const Detector = detectorClass();
  if (!Detector) return null;
  const detector = new Detector({
    formats: ['qr_code', 'code_128', 'code_39', 'ean_13', 'pdf417', 'data_matrix'],
  });
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
  try {
    video.srcObject = stream;
    await video.play();
    while (!signal.aborted) {
      const codes = await detector.detect(video);
      const value = codes[0]?.rawValue?.trim();
      if (value) return value;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return null;
  } finally {
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  }
}
