import { useId } from 'react';

/** The switcher's round icon: a globe with its caption bent along the top of the circle. */
export function CurvedCaptionIcon({ caption }: { caption: string }) {
  const pathId = `caption-arc-${useId().replace(/:/g, '')}`;
  return (
    <svg viewBox="0 0 100 100" width="72" height="72" aria-hidden="true" className="language-fab__svg">
      <defs>
        <path id={pathId} d="M 14 50 A 36 36 0 0 1 86 50" />
      </defs>
      <circle cx="50" cy="50" r="48" className="language-fab__disc" />
      <text className="language-fab__caption">
        <textPath href={`#${pathId}`} startOffset="50%" textAnchor="middle">
          {caption}
        </textPath>
      </text>
      <g transform="translate(36 40)" className="language-fab__globe">
        <circle cx="14" cy="14" r="13" fill="none" strokeWidth="2.4" />
        <ellipse cx="14" cy="14" rx="6" ry="13" fill="none" strokeWidth="2" />
        <line x1="1" y1="14" x2="27" y2="14" strokeWidth="2" />
        <path d="M 4 7 H 24 M 4 21 H 24" fill="none" strokeWidth="1.6" />
      </g>
    </svg>
  );
}
