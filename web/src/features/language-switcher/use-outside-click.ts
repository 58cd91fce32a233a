import { useEffect, type RefObject } from 'react';

export function useOutsideClick(ref: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void) {
  useEffect(() => {
    if (!active) return undefined;
    const handle = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onOutside();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onOutside();
    };
    document.addEventListener('pointerdown', handle);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', handle);
      document.removeEventListener('keydown', onKey);
    };
  }, [ref, active, onOutside]);
}
