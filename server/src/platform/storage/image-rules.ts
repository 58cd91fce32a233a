/**
 * What one kind of uploaded image must be, so that avatars and receipts share one pipeline:
 * the multipart field, the area it is stored in, and its limits.
 */
export interface ImageRules {
  /** The storage area (a folder), e.g. `avatars`. */
  area: string;
  /** The multipart field that carries the file. */
  field: string;
  /** Largest upload in bytes, before decoding. */
  maxBytes: number;
  /** Largest width and height in pixels, read from the header before decoding. */
  maxSide: number;
  /** When set, the stored image is scaled down to fit this square (never up). */
  storedSide?: number;
}
