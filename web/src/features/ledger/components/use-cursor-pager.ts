import { useCallback, useState } from 'react';

/** Keyset paging: Next pushes the page's next cursor, Previous pops back to the cursor before it. */
export function useCursorPager() {
  const [stack, setStack] = useState<(string | undefined)[]>([undefined]);
  const cursor = stack[stack.length - 1];
  const next = useCallback((nextCursor: string) => setStack((s) => [...s, nextCursor]), []);
  const previous = useCallback(() => setStack((s) => (s.length > 1 ? s.slice(0, -1) : s)), []);
  const reset = useCallback(() => setStack([undefined]), []);
  return { cursor, page: stack.length, hasPrevious: stack.length > 1, next, previous, reset };
}
