/**
 * The spec has no file-upload call: images travel inside the JSON of the call that uses them
 * (voucher, appraisal, after-sales, feedback) as data: URLs. Phone photos are scaled down first so
 * a request stays small; where the browser cannot draw (tests, old engines) the file is sent as is.
 */

/** Longest edge kept: enough to read a bank receipt or judge a stone. */
export const IMAGE_MAX_EDGE_PX = 1600;
const JPEG_QUALITY = 0.85;

export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('file error'));
    };
    reader.onerror = () => reject(new Error('file error'));
    reader.readAsDataURL(file);
  });
}

export async function imageFileToDataUrl(file: File, maxEdgePx: number = IMAGE_MAX_EDGE_PX): Promise<string> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return readFileAsDataUrl(file);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return readFileAsDataUrl(file);
  }
  const scale = Math.min(1, maxEdgePx / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return readFileAsDataUrl(file);
  }
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
}
