/**
 * antd's large <Spin> (four dots turning, in the primary colour) drawn with CSS only (global.css):
 * the loaders of the first load (the page loader, the language overlay) carry no antd (ADR 0044).
 */
export function Spinner({ description }: { description?: string }) {
  return (
    <div className="spinner" aria-live="polite" aria-busy="true">
      <span className="spinner__holder">
        <span className="spinner__dots">
          <i />
          <i />
          <i />
          <i />
        </span>
      </span>
      {description ? <div className="spinner__description">{description}</div> : null}
    </div>
  );
}
