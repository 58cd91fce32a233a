/**
 * Cuts a paragraph into the pieces a line may end after. ICU's word segmenter (built into Node)
 * finds word boundaries in scripts written without spaces (Thai, Chinese, Japanese) from its
 * dictionaries, so those lines break between words rather than only at spaces.
 *
 * A line may break after whitespace, between two adjacent words (only scripts without spaces have
 * those), or after ideographic punctuation; never before punctuation, so "，" or ")" never starts a
 * line.
 */
export function breakableChunks(text: string, language?: string): string[] {
  const segments = [...new Intl.Segmenter(language, { granularity: 'word' }).segment(text)];
  const chunks: string[] = [];
  segments.forEach((segment, i) => {
    const previous = segments[i - 1];
    const breaksBefore =
      previous !== undefined &&
      (/\s$/u.test(previous.segment) ||
        (previous.isWordLike === true && segment.isWordLike === true) ||
        (IDEOGRAPHIC_CLOSING.test(previous.segment) && !CLOSING_OR_STOP.test(segment.segment)));
    if (breaksBefore || chunks.length === 0) chunks.push(segment.segment);
    else chunks[chunks.length - 1] += segment.segment;
  });
  return chunks;
}

const IDEOGRAPHIC_CLOSING = /[、。，．：；！？）」』】〕〉》〗〙〛｝］〜…‥]$/u;
const CLOSING_OR_STOP = /^[\p{Pe}\p{Pf}\p{Po}]/u;

/** Grapheme clusters: the smallest pieces a word too long for a line may be cut into. */
export function graphemes(text: string): string[] {
  return [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);
}
