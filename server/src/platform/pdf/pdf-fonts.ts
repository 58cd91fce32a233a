import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';

/** A font face of the fallback chain, parsed once per process and shared by every document. */
export interface PdfFont {
  /** The name documents register the face under. */
  readonly name: string;
  readonly face: fontkit.Font;
  hasGlyphForCodePoint(codePoint: number): boolean;
}

/** Resolves a file shipped inside an npm package next to the file `entry` resolves to. */
function packageFile(entry: string, relative: string): string {
  return join(dirname(require.resolve(entry)), relative);
}

// Noto fonts (SIL OFL 1.1) from npm, so that `npm install` brings them on every machine. Noto Sans
// covers Latin (with Vietnamese), Cyrillic, Greek and Devanagari; the CJK faces carry the glyph
// shapes each language expects for the same Han character.
const FILES = {
  'noto-sans': () => packageFile('@embedpdf/fonts-latin', '../fonts/NotoSans-Regular.ttf'),
  'noto-sans-thai': () =>
    require.resolve('@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf'),
  'noto-sans-sc': () => packageFile('@embedpdf/fonts-sc', '../fonts/NotoSansHans-Regular.otf'),
  'noto-sans-jp': () => packageFile('@embedpdf/fonts-jp', '../fonts/NotoSansJP-Regular.otf'),
  'noto-sans-kr': () => packageFile('@embedpdf/fonts-kr', '../fonts/NotoSansKR-Regular.otf'),
} as const;
export type NotoFontName = keyof typeof FILES;

export function notoFontPath(name: NotoFontName): string {
  return FILES[name]();
}

const loaded = new Map<NotoFontName, PdfFont>();

export function notoFont(name: NotoFontName): PdfFont {
  let font = loaded.get(name);
  if (!font) {
    const opened = fontkit.openSync(notoFontPath(name));
    if (!('hasGlyphForCodePoint' in opened)) throw new Error(`${name} is a font collection, not a font.`);
    const face: fontkit.Font = opened;
    font = { name, face, hasGlyphForCodePoint: (codePoint) => face.hasGlyphForCodePoint(codePoint) };
    loaded.set(name, font);
  }
  return font;
}

/** The CJK faces in the order a document in `language` prefers them for Han characters. */
function cjkOrder(language: string): NotoFontName[] {
  const primary = language.toLowerCase().split('-')[0];
  if (primary === 'ja') return ['noto-sans-jp', 'noto-sans-sc', 'noto-sans-kr'];
  if (primary === 'ko') return ['noto-sans-kr', 'noto-sans-sc', 'noto-sans-jp'];
  return ['noto-sans-sc', 'noto-sans-jp', 'noto-sans-kr'];
}

/**
 * The fallback chain for a document in `language` (BCP 47): every script of the app's 19
 * languages. Latin, Greek and Cyrillic come from Noto Sans even in CJK documents, whose fonts have
 * only a few of those letters.
 */
export function notoFallbackChain(language: string): PdfFont[] {
  return (['noto-sans', 'noto-sans-thai', ...cjkOrder(language)] as NotoFontName[]).map(notoFont);
}
