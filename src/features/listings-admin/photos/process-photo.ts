// Browser side of a chosen photo (docs/listing-photos.md): decode it, refuse what is not a usable
// image, and re-encode it at the stored sizes. Drawing on a canvas and encoding anew keeps only
// pixels, so EXIF data (the camera's location included) never leaves the staff member's device.
import { checkPhotoDimensions, checkPhotoFile, PhotoError, plannedSizes } from './photo-rules';

export interface ProcessedSize {
  blob: Blob;
  width: number;
  height: number;
  /** File ending: webp, or jpg where the browser cannot encode WebP (Safari). */
  extension: 'webp' | 'jpg';
}

export interface ProcessedPhoto {
  /** Smallest first. */
  sizes: ProcessedSize[];
}

const QUALITY = 0.82;

function encode(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/webp', QUALITY));
}

function encodeJpeg(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
}

function draw(source: CanvasImageSource, width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new PhotoError('failed');
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  return canvas;
}

export async function processPhoto(file: File): Promise<ProcessedPhoto> {
  const problem = checkPhotoFile(file);
  if (problem) throw new PhotoError(problem, file.name);
  let bitmap: ImageBitmap;
  try {
    // Turns the photo upright by its EXIF orientation before the EXIF data is dropped.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoError('corrupt', file.name);
  }
  try {
    const sizeProblem = checkPhotoDimensions(bitmap.width, bitmap.height);
    if (sizeProblem) throw new PhotoError(sizeProblem, file.name);
    // Largest first, each smaller size drawn from the one above: sharper than one big step down.
    const planned = plannedSizes(bitmap.width, bitmap.height).reverse();
    const sizes: ProcessedSize[] = [];
    let source: CanvasImageSource = bitmap;
    for (const { width, height } of planned) {
      const canvas = draw(source, width, height);
      let blob = await encode(canvas);
      let extension: ProcessedSize['extension'] = 'webp';
      if (blob?.type !== 'image/webp') {
        blob = await encodeJpeg(canvas);
        extension = 'jpg';
      }
      if (!blob) throw new PhotoError('failed', file.name);
      sizes.unshift({ blob, width, height, extension });
      source = canvas;
    }
    return { sizes };
  } finally {
    bitmap.close();
  }
}
