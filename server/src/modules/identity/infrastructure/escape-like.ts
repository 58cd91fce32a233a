/** A text for `LIKE`, its `%`, `_` and `\\` taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
