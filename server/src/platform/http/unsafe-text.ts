/**
 * A NUL (PostgreSQL text cannot hold it) or a UTF-16 surrogate without its partner (no character
 * at all: validator's isEmail throws on it, and the database driver would store U+FFFD instead).
 */
const UNSAFE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isUnsafeText = (text: string): boolean => UNSAFE.test(text);

/**
 * The dotted path of the first string in `value` (a key or a value, at any depth) that holds
 * unsafe text, or null. Iterative, so a deep value cannot exhaust the stack.
 */
export function unsafeTextPath(value: unknown, root = ''): string | null {
  const pending: Array<[unknown, string]> = [[value, root]];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (pending.length) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (isUnsafeText(current)) return path;
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (isUnsafeText(key)) return path || 'body';
        pending.push([child, join(path, key)]);
      }
    }
  }
  return null;
}
