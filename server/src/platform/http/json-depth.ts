const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether the JSON text nests arrays and objects deeper than `maxDepth`, decided in one pass over
 * the raw bytes without recursion, before anything is parsed. Brackets inside strings do not
 * count. Bytes of multi-byte UTF-8 characters are all >= 0x80, so they can never be mistaken for
 * a quote, a backslash or a bracket. Malformed text is left to the JSON parser.
 */
export function nestsDeeperThan(json: Buffer, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const byte = json[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      if (++depth > maxDepth) return true;
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}
