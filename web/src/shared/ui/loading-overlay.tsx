import { Spinner } from './spinner';

export function LoadingOverlay({ label }: { label: string }) {
  return (
    <div className="loading-overlay" role="status" aria-live="assertive">
      <Spinner />
      <span className="loading-overlay__label">{label}</span>
    </div>
  );
}
