import sharp from 'sharp';
import type { ImageType } from './image-type';

// Each upload is decoded once: libvips' operation cache would only hold on to decoded pixels.
sharp.cache(false);

export interface ImageHeader {
  format: string;
  width: number;
  height: number;
}

/**
 * Width and height from the file's header; libvips reads no pixel data for this, so a
 * 20000 × 20000 PNG of a few kB costs nothing here. Null when libvips cannot read the header.
 */
export async function readImageHeader(bytes: Buffer): Promise<ImageHeader | null> {
  try {
    // The pixel limit applies to decoding; here only the header is read, and the caller checks it.
    const { format, width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return format && width && height ? { format, width, height } : null;
  } catch {
    return null;
  }
}

/**
 * Decodes and encodes the image again in its own format, turned upright by its EXIF orientation
 * and scaled to fit `fitInside` when given. The output carries no metadata (EXIF with GPS, XMP,
 * IPTC, comments, ICC profiles: sharp keeps none unless asked) and none of the bytes the client
 * sent after or between the image's own. Rejects when the pixel data is truncated or corrupt.
 */
export async function reencodeImage(
  bytes: Buffer,
  type: ImageType,
  maxPixels: number,
  fitInside?: number,
): Promise<Buffer> {
  // failOn 'warning' (sharp's default, advised for untrusted input) also refuses truncated data.
  let image = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'warning', pages: 1 }).autoOrient();
  if (fitInside) image = image.resize(fitInside, fitInside, { fit: 'inside', withoutEnlargement: true });
  image = type.extension === 'png' ? image.png() : image.jpeg({ quality: 85 });
  return image.toBuffer();
}
