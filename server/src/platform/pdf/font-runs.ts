/** What the run splitter needs of a font: whether it can draw a code point. */
export interface GlyphCoverage {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

export interface FontRun<F extends GlyphCoverage> {
  font: F;
  text: string;
}

// Marks, joiners and variation selectors must be shaped with their base character; spaces join
// whichever run they follow, so that a run of Thai or CJK is not cut at every word.
function clings(char: string, codePoint: number): boolean {
  return (
    /^[\p{M}\p{Zs}]$/u.test(char) ||
    codePoint === 0x200c || // zero-width non-joiner
    codePoint === 0x200d || // zero-width joiner
    (codePoint >= 0xfe00 && codePoint <= 0xfe0f) || // variation selectors
    (codePoint >= 0xe0100 && codePoint <= 0xe01ef)
  );
}

/**
 * Splits text into runs that each one font draws: every code point goes to the first font of the
 * fallback chain that has a glyph for it. A code point that no font has stays in the current run
 * (it will show as that font's missing-glyph box, which is visible rather than silently dropped).
 */
export function splitIntoFontRuns<F extends GlyphCoverage>(text: string, chain: readonly F[]): FontRun<F>[] {
  if (chain.length === 0) throw new Error('A font fallback chain needs at least one font.');
  const runs: FontRun<F>[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const current = runs[runs.length - 1];
    const keepsCurrent =
      current !== undefined &&
      (current.font.hasGlyphForCodePoint(codePoint)
        ? clings(char, codePoint)
        : !chain.some((font) => font.hasGlyphForCodePoint(codePoint)));
    const font = keepsCurrent
      ? current.font
      : (chain.find((candidate) => candidate.hasGlyphForCodePoint(codePoint)) ?? chain[0]);
    if (current && current.font === font) current.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}
