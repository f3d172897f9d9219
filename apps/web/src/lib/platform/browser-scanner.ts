import { type BarcodeScanner, ScanError } from './types';

/** The formats a paper voucher may carry. */
const FORMATS = ['code_128', 'code_39', 'ean_13', 'qr_code', 'itf', 'data_matrix'];

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorCtor = new (options: { formats: string[] }) => BarcodeDetectorLike;

function nativeDetector(): BarcodeDetectorCtor | undefined {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorCtor }).BarcodeDetector;
}

function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(new DOMException('Aborted', 'AbortError'));
    signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')), { once: true });
  });
}

async function openCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new ScanError('unsupported');
  try {
    return await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  } catch (error) {
    const name = error instanceof DOMException ? error.name : '';
    throw new ScanError(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'failed');
  }
}

/** Reads frames with the browser's own BarcodeDetector until one holds a code. */
async function detectNative(Detector: BarcodeDetectorCtor, video: HTMLVideoElement, signal: AbortSignal) {
  const detector = new Detector({ formats: FORMATS });
  while (!signal.aborted) {
    if (video.readyState >= 2) {
      const [found] = await detector.detect(video).catch(() => []);
      if (found?.rawValue) return found.rawValue;
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new DOMException('Aborted', 'AbortError');
}

/** Reads frames with ZXing (loaded only when the browser has no BarcodeDetector). */
async function detectZxing(video: HTMLVideoElement, signal: AbortSignal): Promise<string> {
  const { BrowserMultiFormatReader } = await import('@zxing/browser');
  const reader = new BrowserMultiFormatReader();
  return new Promise<string>((resolve, reject) => {
    let stop: (() => void) | undefined;
    signal.addEventListener('abort', () => {
      stop?.();
      reject(new DOMException('Aborted', 'AbortError'));
    });
    reader
      .decodeFromVideoElement(video, (result, _error, controls) => {
        stop = () => controls.stop();
        if (result) {
          controls.stop();
          resolve(result.getText());
        }
      })
      .then((controls) => {
        stop = () => controls.stop();
        if (signal.aborted) controls.stop();
      }, reject);
  });
}

/** The camera through getUserMedia, read by BarcodeDetector where present, else ZXing. */
export const browserScanner: BarcodeScanner = {
  async scan({ video, signal }) {
    if (!video) throw new ScanError('unsupported');
    const stream = await openCamera();
    try {
      video.srcObject = stream;
      video.muted = true;
      video.setAttribute('playsinline', 'true');
      await video.play().catch(() => undefined);
      const Detector = nativeDetector();
      const read = Detector ? detectNative(Detector, video, signal) : detectZxing(video, signal);
      return await Promise.race([read, aborted(signal)]);
    } catch (error) {
      if (error instanceof ScanError || (error instanceof DOMException && error.name === 'AbortError'))
        throw error;
      throw new ScanError('failed');
    } finally {
      for (const track of stream.getTracks()) track.stop();
      video.srcObject = null;
    }
  },
};
