import type { ReactNode } from 'react';

/** A wide table scrolls sideways inside this named region, which the keyboard can reach, not the page. */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="event-consumers__scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
