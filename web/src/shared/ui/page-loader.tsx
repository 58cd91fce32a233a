import { Spinner } from './spinner';

/**
 * `fill`: the loader holds a whole screen, for a page that is taller than one once loaded, so that what
 * follows it (the footer) is below the fold already and does not jump when the page comes (CLS 0).
 */
export function PageLoader({ label, fill = false }: { label?: string; fill?: boolean }) {
  return (
    <div className={fill ? 'page-loader page-loader--fill' : 'page-loader'} role="status" aria-live="polite">
      <Spinner description={label} />
    </div>
  );
}
