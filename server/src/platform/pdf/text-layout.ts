import type PDFDocument from 'pdfkit';
import { splitIntoFontRuns } from './font-runs';
import { breakableChunks, graphemes } from './line-breaks';
import type { PdfFont } from './pdf-fonts';

export interface TextStyle {
  size: number;
  /** Distance between the tops of two lines, in points. */
  lineHeight: number;
  color: string;
}

interface Piece {
  font: PdfFont;
  text: string;
  width: number;
}

/**
 * Lays text out on the pages of a pdfkit document: wraps paragraphs to the width between the
 * margins, starts a new page when a line would cross the bottom margin, and draws every piece of a
 * line in the font of its fallback chain that has its glyphs, all on one baseline.
 */
export class TextLayout {
  private top: number;

  constructor(
    private readonly doc: typeof PDFDocument,
    private readonly chain: readonly PdfFont[],
    private readonly language: string,
  ) {
    this.top = doc.page.margins.top;
  }

  private get left(): number {
    return this.doc.page.margins.left;
  }

  private get maxWidth(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  paragraph(text: string, style: TextStyle): void {
    for (const hardLine of text.split(/\r?\n/)) {
      for (const line of this.wrap(hardLine, style)) this.drawLine(line, style);
    }
  }

  /** Vertical space, e.g. an empty line between paragraphs; it never starts a page. */
  skip(points: number): void {
    this.top = Math.min(this.top + points, this.bottom);
  }

  /** A thin horizontal rule across the text width. */
  rule(gapAbove: number, gapBelow: number): void {
    this.skip(gapAbove);
    this.doc
      .save()
      .moveTo(this.left, this.top)
      .lineTo(this.left + this.maxWidth, this.top)
      .lineWidth(0.6)
      .strokeColor('#9a9a9a')
      .stroke()
      .restore();
    this.skip(gapBelow);
  }

  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  private measure(text: string, style: TextStyle): Piece[] {
    return splitIntoFontRuns(text, this.chain).map(({ font, text: runText }) => ({
      font,
      text: runText,
      width: this.doc.font(font.name).fontSize(style.size).widthOfString(runText),
    }));
  }

  private widthOf(pieces: Piece[], style: TextStyle, trimEnd = false): number {
    if (!trimEnd || pieces.length === 0) return pieces.reduce((sum, piece) => sum + piece.width, 0);
    const last = pieces[pieces.length - 1];
    const trimmed = last.text.trimEnd();
    const lastWidth = trimmed === last.text ? last.width : (this.measure(trimmed, style)[0]?.width ?? 0);
    return this.widthOf(pieces.slice(0, -1), style) + lastWidth;
  }

  private wrap(text: string, style: TextStyle): Piece[][] {
    const lines: Piece[][] = [];
    let line: Piece[] = [];
    let width = 0;
    const startLine = () => {
      if (line.length > 0) lines.push(line);
      line = [];
      width = 0;
    };
    for (const chunk of breakableChunks(text, this.language)) {
      const pieces = this.measure(chunk, style);
      const visibleWidth = this.widthOf(pieces, style, true);
      if (width + visibleWidth > this.maxWidth) startLine();
      if (visibleWidth <= this.maxWidth) {
        line.push(...pieces);
        width += this.widthOf(pieces, style);
        continue;
      }
      // A word longer than a whole line (a long e-mail address): cut it between graphemes.
      let part = '';
      for (const grapheme of graphemes(chunk)) {
        if (part && this.widthOf(this.measure(part + grapheme, style), style, true) > this.maxWidth) {
          lines.push(this.measure(part, style));
          part = '';
        }
        part += grapheme;
      }
      line = this.measure(part, style);
      width = this.widthOf(line, style);
    }
    startLine();
    return lines.length > 0 ? lines : [[]];
  }

  private drawLine(pieces: Piece[], style: TextStyle): void {
    if (this.top + style.lineHeight > this.bottom) {
      this.doc.addPage();
      this.top = this.doc.page.margins.top;
    }
    // Half the leading above the em box, and the alphabetic baseline 0.88 em below its top: the
    // ascent of the CJK faces and close to that of Noto Sans, so mixed scripts share one baseline.
    const baseline = this.top + (style.lineHeight - style.size) / 2 + style.size * 0.88;
    let x = this.left;
    merge(pieces).forEach((piece, i, all) => {
      const text = i === all.length - 1 ? piece.text.trimEnd() : piece.text;
      if (text) this.drawPiece(piece.font, text, x, baseline, style);
      x += piece.width;
    });
    this.top += style.lineHeight;
  }

  private drawPiece(font: PdfFont, text: string, x: number, baseline: number, style: TextStyle): void {
    // Shaping can reorder glyphs (a Devanagari vowel sign drawn before its consonant) or merge them;
    // then the glyphs' Unicode map alone would copy out the wrong text, so the span carries the
    // real text as /ActualText, which readers use for copying and search.
    const actual = shapedInOrder(font, text) ? undefined : text;
    if (actual) this.doc.markContent('Span', { actual });
    this.doc
      .font(font.name)
      .fontSize(style.size)
      .fillColor(style.color)
      .text(text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
    if (actual) this.doc.endMarkedContent();
  }
}

/** Joins neighbouring pieces of one font, so that shaping and kerning see whole runs. */
function merge(pieces: Piece[]): Piece[] {
  const merged: Piece[] = [];
  for (const piece of pieces) {
    const last = merged[merged.length - 1];
    if (last && last.font === piece.font) {
      last.text += piece.text;
      last.width += piece.width;
    } else merged.push({ ...piece });
  }
  return merged;
}

function shapedInOrder(font: PdfFont, text: string): boolean {
  const fromGlyphs = font.face
    .layout(text)
    .glyphs.flatMap((glyph) => glyph.codePoints)
    .map((codePoint) => String.fromCodePoint(codePoint))
    .join('');
  return fromGlyphs === text;
}
