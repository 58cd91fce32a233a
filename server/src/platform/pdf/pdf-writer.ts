import PDFDocument from 'pdfkit';
import { notoFallbackChain, type PdfFont } from './pdf-fonts';
import { TextLayout, type TextStyle } from './text-layout';

export interface PdfContent {
  title: string;
  /** In reading order; each wraps to the page width, and an empty one leaves a blank line. */
  paragraphs: readonly string[];
  /** BCP 47 language of the text ('en', 'zh-CN', ...): the document's /Lang and the CJK glyph style. */
  language?: string;
  /** The document's creation date in its metadata. */
  createdAt?: Date;
  pageSize?: 'A4' | 'LETTER';
}

const MARGIN = 56; // about 2 cm
const TITLE: TextStyle = { size: 18, lineHeight: 26, color: '#111111' };
const BODY: TextStyle = { size: 10, lineHeight: 15.5, color: '#1a1a1a' };
const FOOTER: TextStyle = { size: 8, lineHeight: 12, color: '#6b6b6b' };

/**
 * Text documents as PDF, for people to keep: title, wrapped paragraphs, page breaks and page
 * numbers, with every script the app's languages use. Fonts are embedded as subsets of the glyphs
 * used, so names in any of those scripts come out whole and the files stay small.
 */
export class PdfWriter {
  private static standard?: PdfWriter;

  /** Renders with the Noto fallback chain that covers the app's 19 languages. */
  static document(content: PdfContent): Promise<Buffer> {
    PdfWriter.standard ??= new PdfWriter(notoFallbackChain);
    return PdfWriter.standard.render(content);
  }

  constructor(private readonly fallbackChain: (language: string) => PdfFont[]) {}

  render(content: PdfContent): Promise<Buffer> {
    const language = content.language ?? 'en';
    const chain = this.fallbackChain(language);
    const doc = new PDFDocument({
      size: content.pageSize ?? 'A4',
      margin: MARGIN,
      bufferPages: true,
      lang: language,
      displayTitle: true,
      pdfVersion: '1.7',
      info: { Title: content.title, CreationDate: content.createdAt ?? new Date() },
    });
    // pdfkit takes an already parsed fontkit face (its @types list only files and buffers): parsing
    // the CJK faces anew for every document would cost hundreds of milliseconds.
    for (const font of chain) doc.registerFont(font.name, font.face as unknown as Buffer);
    const pdf = collect(doc);

    const layout = new TextLayout(doc, chain, language);
    layout.paragraph(content.title, TITLE);
    layout.rule(4, 14);
    for (const paragraph of content.paragraphs) {
      if (paragraph.trim() === '') layout.skip(BODY.lineHeight);
      else layout.paragraph(paragraph, BODY);
    }
    numberPages(doc, chain);
    doc.end();
    return pdf;
  }
}

function numberPages(doc: typeof PDFDocument, chain: readonly PdfFont[]): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const label = `${i - start + 1} / ${count}`;
    const font = chain[0].name;
    const width = doc.font(font).fontSize(FOOTER.size).widthOfString(label);
    // Inside the bottom margin: text placed there must not push pdfkit onto a new page.
    const { bottom } = doc.page.margins;
    doc.page.margins.bottom = 0;
    doc
      .fillColor(FOOTER.color)
      .text(label, (doc.page.width - width) / 2, doc.page.height - bottom / 2, { lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

function collect(doc: typeof PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
