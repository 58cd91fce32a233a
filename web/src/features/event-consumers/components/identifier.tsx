import { Fragment } from 'react';

/** A dotted or dashed name (consumer, event type, id) that may wrap after a dot or dash, never mid-word. */
export function Identifier({ text }: { text: string }) {
  const parts = text.split(/(?<=[.-])/);
  return (
    <span className="event-consumers__mono">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
