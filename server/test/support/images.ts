import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { PNG_SIGNATURE, pngChunk } from './fixtures';

/**
 * A complete, valid black PNG of any size, 1 bit a pixel: 20000 × 20000 is about 50 kB on the wire
 * and 400 MB once decoded to RGBA, a decompression bomb.
 */
export function blankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0 + zero bits per row
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Random RGB pixels, which no encoder can shrink: a PNG of about 3 × width × height bytes. */
export function noisyPng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/**
 * A phone's photo: 64 wide, 48 high, stored sideways (EXIF orientation 6, turn 90° clockwise to
 * show), with the camera's make and where it was taken in EXIF, its owner's name in XMP and a
 * Display P3 colour profile.
 */
export function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#c83232' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withIccProfile('p3')
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
        '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Leaky Owner"/></rdf:RDF></x:xmpmeta>',
    )
    .withExif({
      IFD0: { Make: 'ExamplePhone', Model: 'Leaky 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 25/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '3/1 42/1 5678/100',
      },
    })
    .toBuffer();
}

export const EXIF_TAG = { make: 0x010f, gpsDirectory: 0x8825 } as const;

/** The tags of an image's first EXIF directory (IFD0), read from the TIFF structure; [] without EXIF. */
export async function exifTags(image: Buffer): Promise<number[]> {
  const { exif } = await sharp(image).metadata();
  if (!exif) return [];
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') === 0 ? 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  return Array.from({ length: u16(ifd0) }, (_, i) => u16(ifd0 + 2 + i * 12));
}
