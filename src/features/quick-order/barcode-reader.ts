import { isProductCode } from '@/lib/order-lines';

/**
 * Reads the barcode or QR code on a tag: the browser's BarcodeDetector where it has one (Chrome
 * on Android and macOS), else ZXing in JavaScript (@zxing/browser, loaded only then). Both read
 * from a canvas, so a camera frame and a photo go the same way.
 */

const NATIVE_FORMATS = ['code_128', 'qr_code', 'ean_13', 'ean_8', 'code_39', 'upc_a', 'upc_e', 'itf', 'data_matrix'];
/** A photo is scaled down to this many pixels on its long side: enough for a tag, fast to read. */
const MAX_SIDE = 1600;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options?: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

export interface CanvasReader {
  /** The codes seen on the canvas (none: an empty list). */
  read(canvas: HTMLCanvasElement): Promise<string[]>;
}

async function nativeReader(): Promise<CanvasReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const supported = (await Detector.getSupportedFormats?.()) ?? [];
    const formats = NATIVE_FORMATS.filter((f) => supported.includes(f));
    if (formats.length === 0) return null;
    const detector = new Detector({ formats });
    return { read: async (canvas) => (await detector.detect(canvas)).map((d) => d.rawValue) };
  } catch {
    return null;
  }
}

async function zxingReader(): Promise<CanvasReader> {
  const [{ BrowserMultiFormatReader }, { BarcodeFormat, DecodeHintType }] = await Promise.all([import('@zxing/browser'), import('@zxing/library')]);
  const hints = new Map<(typeof DecodeHintType)[keyof typeof DecodeHintType], unknown>([
    [
      DecodeHintType.POSSIBLE_FORMATS,
      [BarcodeFormat.CODE_128, BarcodeFormat.QR_CODE, BarcodeFormat.EAN_13, BarcodeFormat.EAN_8, BarcodeFormat.CODE_39, BarcodeFormat.UPC_A, BarcodeFormat.ITF, BarcodeFormat.DATA_MATRIX],
    ],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const reader = new BrowserMultiFormatReader(hints);
  return {
    read: (canvas) => {
      try {
        return Promise.resolve([reader.decodeFromCanvas(canvas).getText()]);
      } catch {
        // ZXing throws when it finds nothing: that is an empty read, not a failure.
        return Promise.resolve([]);
      }
    },
  };
}

let chosen: Promise<CanvasReader> | null = null;

/** The reader this browser supports, made once. */
export function canvasReader(): Promise<CanvasReader> {
  chosen ??= nativeReader().then((native) => native ?? zxingReader());
  return chosen;
}

/** What a tag's code says: its text, or the `sku`/`code` a QR code's link carries; null when no product code. */
export function codeFromScan(text: string): string | null {
  const value = text.trim();
  if (/^https?:\/\//iu.test(value)) {
    try {
      const url = new URL(value);
      const named = url.searchParams.get('sku') ?? url.searchParams.get('code');
      return named && isProductCode(named) ? named : null;
    } catch {
      return null;
    }
  }
  return isProductCode(value) ? value : null;
}

/** Draws a picture (a photo, a video frame) onto a canvas no larger than MAX_SIDE. */
export function drawScaled(source: CanvasImageSource, width: number, height: number, canvas = document.createElement('canvas')): HTMLCanvasElement {
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height, 1));
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  canvas.getContext('2d', { willReadFrequently: true })?.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/** The product codes on a photo of one or more tags. */
export async function readPhoto(file: Blob): Promise<string[]> {
  const bitmap = await createImageBitmap(file);
  try {
    const canvas = drawScaled(bitmap, bitmap.width, bitmap.height);
    const reader = await canvasReader();
    return (await reader.read(canvas)).flatMap((text) => codeFromScan(text) ?? []);
  } finally {
    bitmap.close();
  }
}
