import type { ReactNode } from 'react';

/**
 * A card's title as a heading under the page's h1, so a screen reader can jump from card to card.
 * It wraps on a narrow screen instead of being cut short ('Transaction…').
 */
export function CardTitle({ children }: { children: ReactNode }) {
  return <h2 className="card-title">{children}</h2>;
}
