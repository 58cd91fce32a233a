import { inflateSync } from 'node:zlib';

/**
 * Reads back what a PDF viewer would copy out of a document: the text of every page, decoded
 * through each font's /ToUnicode map, with /ActualText spans taking the place of the glyphs they
 * cover (as Acrobat and poppler do). Small on purpose: it reads the uncompressed-xref, one-level
 * object structure pdfkit writes, not every PDF.
 */
export interface PdfReadout {
  /** One line per line of text, pages in order. */
  text: string;
  /** Glyphs drawn as a font's missing-glyph box (glyph 0, .notdef): text that never reaches the paper. */
  missingGlyphs: number;
  fonts: EmbeddedFontInfo[];
  info: Record<string, string>;
  pageCount: number;
}

export interface EmbeddedFontInfo {
  baseFont: string;
  subtype: string;
  /** Bytes of the embedded font program, 0 when the font is not embedded. */
  programBytes: number;
  hasToUnicode: boolean;
}

type PdfValue = number | string | PdfName | PdfRef | PdfValue[] | PdfDict | PdfOperator;
class PdfName {
  constructor(readonly name: string) {}
}
class PdfRef {
  constructor(readonly id: number) {}
}
class PdfOperator {
  constructor(readonly op: string) {}
}
type PdfDict = { [key: string]: PdfValue };

interface PdfObject {
  value: PdfValue;
  stream?: Buffer;
}

export function readPdf(pdf: Buffer): PdfReadout {
  const objects = parseObjects(pdf);
  const get = (value: PdfValue | undefined): PdfValue | undefined =>
    value instanceof PdfRef ? objects.get(value.id)?.value : value;
  const dict = (value: PdfValue | undefined): PdfDict => {
    const resolved = get(value);
    if (!resolved || typeof resolved !== 'object' || Array.isArray(resolved) || resolved instanceof PdfName)
      throw new Error('expected a dictionary');
    return resolved as PdfDict;
  };
  const streamOf = (value: PdfValue | undefined): Buffer => {
    if (!(value instanceof PdfRef)) throw new Error('expected a stream reference');
    return objects.get(value.id)?.stream ?? Buffer.alloc(0);
  };

  const trailerText = pdf.toString('latin1');
  const trailer = parseValue(new Lexer(trailerText, trailerText.lastIndexOf('trailer') + 7)) as PdfDict;
  const info: Record<string, string> = {};
  for (const [key, value] of Object.entries(trailer.Info ? dict(trailer.Info) : {})) {
    const resolved = get(value);
    if (typeof resolved === 'string') info[key] = decodeTextString(resolved);
  }

  const fonts = new Map<number, { info: EmbeddedFontInfo; toUnicode: Map<number, string> }>();
  const fontFor = (ref: PdfValue) => {
    if (!(ref instanceof PdfRef)) throw new Error('font must be a reference');
    let font = fonts.get(ref.id);
    if (!font) {
      const type0 = dict(ref);
      const descendant = type0.DescendantFonts ? dict((get(type0.DescendantFonts) as PdfValue[])[0]) : type0;
      const descriptor = descendant.FontDescriptor ? dict(descendant.FontDescriptor) : {};
      const program = descriptor.FontFile2 ?? descriptor.FontFile3 ?? descriptor.FontFile;
      font = {
        info: {
          baseFont: (type0.BaseFont as PdfName).name,
          subtype: (descendant.Subtype as PdfName).name,
          programBytes: program ? streamOf(program).length : 0,
          hasToUnicode: type0.ToUnicode !== undefined,
        },
        toUnicode: type0.ToUnicode ? parseCMap(streamOf(type0.ToUnicode).toString('latin1')) : new Map(),
      };
      fonts.set(ref.id, font);
    }
    return font;
  };

  const pages = pageList(dict(dict(trailer.Root).Pages), dict);
  const lines: string[] = [];
  const missing = { glyphs: 0 };
  for (const page of pages) {
    const fontResources = dict(dict(page.Resources).Font ?? {});
    const contents = get(page.Contents);
    const streams = Array.isArray(contents) ? contents : [page.Contents];
    const content = Buffer.concat(streams.map((s) => streamOf(s))).toString('latin1');
    lines.push(...pageLines(content, (name) => fontFor(fontResources[name]), missing));
  }
  return {
    text: lines.join('\n'),
    missingGlyphs: missing.glyphs,
    fonts: [...fonts.values()].map((f) => f.info),
    info,
    pageCount: pages.length,
  };
}

function pageList(node: PdfDict, dict: (v: PdfValue | undefined) => PdfDict): PdfDict[] {
  if ((node.Type as PdfName).name === 'Page') return [node];
  return (node.Kids as PdfValue[]).flatMap((kid) => pageList(dict(kid), dict));
}

/** Text pieces grouped by baseline, in drawing order within a line. */
function pageLines(
  content: string,
  fontNamed: (name: string) => { toUnicode: Map<number, string> },
  missing: { glyphs: number },
): string[] {
  const lines = new Map<number, string>();
  const lexer = new Lexer(content, 0);
  const operands: PdfValue[] = [];
  const marks: { actual?: string }[] = [];
  let toUnicode = new Map<number, string>();
  let baseline = 0;
  const emit = (text: string) => {
    const key = Math.round(baseline * 10) / 10;
    lines.set(key, (lines.get(key) ?? '') + text);
  };
  const show = (bytes: string) => {
    let text = '';
    for (let i = 0; i + 1 < bytes.length; i += 2) {
      const code = (bytes.charCodeAt(i) << 8) | bytes.charCodeAt(i + 1);
      const unicode = toUnicode.get(code) ?? '\ufffd';
      if (code === 0) missing.glyphs++;
      text += unicode;
    }
    if (!marks.some((mark) => mark.actual !== undefined)) emit(text);
  };
  for (;;) {
    const value = parseValue(lexer);
    if (value === undefined) break;
    if (!(value instanceof PdfOperator)) {
      operands.push(value);
      continue;
    }
    const args = operands.splice(0);
    switch (value.op) {
      case 'Tf':
        toUnicode = fontNamed((args[0] as PdfName).name).toUnicode;
        break;
      case 'Tm':
        baseline = args[5] as number;
        break;
      case 'Tj':
        show(args[0] as string);
        break;
      case 'TJ':
        for (const item of args[0] as PdfValue[]) if (typeof item === 'string') show(item);
        break;
      case 'BDC': {
        const properties = args[1] as PdfDict;
        const actual = typeof properties?.ActualText === 'string' ? properties.ActualText : undefined;
        marks.push({ actual: actual === undefined ? undefined : decodeTextString(actual) });
        break;
      }
      case 'BMC':
        marks.push({});
        break;
      case 'EMC': {
        const mark = marks.pop();
        if (mark?.actual !== undefined && !marks.some((m) => m.actual !== undefined)) emit(mark.actual);
        break;
      }
    }
  }
  // PDF y grows upwards; pdfkit's text matrix y is measured from the bottom of the page.
  return [...lines.entries()].sort(([a], [b]) => b - a).map(([, text]) => text);
}

function parseCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const hex = (h: string) => parseInt(h, 16);
  const utf16 = (h: string) =>
    decodeTextString(Buffer.from(h.replace(/\s/g, ''), 'hex').toString('latin1'), true);
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1].matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi)) {
      const [from, to] = [hex(m[1]), hex(m[2])];
      if (m[3].startsWith('[')) {
        [...m[3].matchAll(/<([0-9a-f\s]*)>/gi)].forEach((d, i) => map.set(from + i, utf16(d[1])));
      } else {
        const start = Buffer.from(m[3].slice(1, -1), 'hex');
        for (let code = from; code <= to; code++) {
          const dst = Buffer.from(start);
          dst.writeUInt16BE(start.readUInt16BE(start.length - 2) + code - from, start.length - 2);
          map.set(code, utf16(dst.toString('hex')));
        }
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1].matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) map.set(hex(m[1]), utf16(m[2]));
  }
  return map;
}

/** A PDF text string: UTF-16BE after a byte-order mark, else (close enough here) Latin-1. */
function decodeTextString(bytes: string, alwaysUtf16 = false): string {
  const utf16 = alwaysUtf16 || bytes.startsWith('\u00fe\u00ff');
  if (!utf16) return bytes;
  const buffer = Buffer.from(bytes.startsWith('\u00fe\u00ff') ? bytes.slice(2) : bytes, 'latin1');
  return buffer.swap16().toString('utf16le');
}

function parseObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(?:^|\n)(\d+) 0 obj\n/g)) {
    const start = match.index + match[0].length;
    const lexer = new Lexer(text, start);
    const value = parseValue(lexer)!;
    let stream: Buffer | undefined;
    const after = text.slice(lexer.at, lexer.at + 10);
    if (/^\s*stream\r?\n/.test(after)) {
      const dataStart = text.indexOf('\n', text.indexOf('stream', lexer.at)) + 1;
      const length = (value as PdfDict).Length as number;
      const raw = pdf.subarray(dataStart, dataStart + length);
      const filter = (value as PdfDict).Filter;
      stream = filter instanceof PdfName && filter.name === 'FlateDecode' ? inflateSync(raw) : raw;
    }
    objects.set(Number(match[1]), { value, stream });
  }
  return objects;
}

class Lexer {
  constructor(
    readonly text: string,
    public at: number,
  ) {}

  skipSpace(): void {
    for (;;) {
      while (this.at < this.text.length && /[\s\0]/.test(this.text[this.at])) this.at++;
      if (this.text[this.at] !== '%') return;
      while (this.at < this.text.length && this.text[this.at] !== '\n') this.at++;
    }
  }
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** One value (or operator) of PDF syntax; undefined at the end of the text. */
function parseValue(lexer: Lexer): PdfValue | undefined {
  lexer.skipSpace();
  const { text } = lexer;
  if (lexer.at >= text.length) return undefined;
  const char = text[lexer.at];
  if (text.startsWith('<<', lexer.at)) {
    lexer.at += 2;
    const dict: PdfDict = {};
    for (;;) {
      lexer.skipSpace();
      if (text.startsWith('>>', lexer.at)) {
        lexer.at += 2;
        return dict;
      }
      const key = parseValue(lexer) as PdfName;
      dict[key.name] = parseValue(lexer)!;
    }
  }
  if (char === '[') {
    lexer.at++;
    const array: PdfValue[] = [];
    for (;;) {
      lexer.skipSpace();
      if (text[lexer.at] === ']') {
        lexer.at++;
        return array;
      }
      array.push(parseValue(lexer)!);
    }
  }
  if (char === '<') {
    const end = text.indexOf('>', lexer.at);
    const hex = text.slice(lexer.at + 1, end).replace(/\s/g, '');
    lexer.at = end + 1;
    return Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex').toString('latin1');
  }
  if (char === '(') return parseLiteral(lexer);
  if (char === '/') {
    const match = /^\/[^\s/<>[\]()%]*/.exec(text.slice(lexer.at, lexer.at + 128))!;
    lexer.at += match[0].length;
    return new PdfName(match[0].slice(1));
  }
  const token = /^[^\s/<>[\]()%]+/.exec(text.slice(lexer.at, lexer.at + 64))![0];
  lexer.at += token.length;
  if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(token)) {
    // "12 0 R" is a reference: look ahead for the generation number and R.
    const ahead = /^\s+(\d+)\s+R(?![A-Za-z])/.exec(text.slice(lexer.at, lexer.at + 16));
    if (ahead && /^\d+$/.test(token)) {
      lexer.at += ahead[0].length;
      return new PdfRef(Number(token));
    }
    return Number(token);
  }
  return new PdfOperator(token);
}

function parseLiteral(lexer: Lexer): string {
  const { text } = lexer;
  let depth = 0;
  let out = '';
  for (lexer.at++; lexer.at < text.length; lexer.at++) {
    const c = text[lexer.at];
    if (c === '\\') {
      const next = text[++lexer.at];
      if (next in ESCAPES) out += ESCAPES[next];
      else if (/[0-7]/.test(next)) {
        const octal = /^[0-7]{1,3}/.exec(text.slice(lexer.at, lexer.at + 3))![0];
        out += String.fromCharCode(parseInt(octal, 8));
        lexer.at += octal.length - 1;
      } else if (next !== '\n') out += next;
    } else if (c === '(') {
      depth++;
      out += c;
    } else if (c === ')') {
      if (depth === 0) {
        lexer.at++;
        return out;
      }
      depth--;
      out += c;
    } else out += c;
  }
  throw new Error('unterminated string');
}
