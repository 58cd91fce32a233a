/**
 * How the web app's build (web/dist) is delivered: the caching of each file and the choice between
 * the brotli, gzip and plain copies written at build time (web/build/precompress.ts).
 */

/** Vite names what it emits under assets/ after its content: a new build is a new name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page that names the current assets: revalidated on every visit (ETag / Last-Modified). */
export const REVALIDATE = 'no-cache';
/** Files of web/public (favicon, video, ...) keep their names from build to build. */
export const SHORT = 'public, max-age=3600';

/** The Cache-Control of a file of the build, by its path inside the build folder ("assets/x.js"). */
export function cacheControlFor(relativePath: string): string {
  const path = relativePath.replace(/\\/g, '/').replace(/\.(br|gz)$/, '');
  if (path.startsWith('assets/')) return IMMUTABLE;
  if (path.endsWith('.html')) return REVALIDATE;
  return SHORT;
}

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to send, from the request's Accept-Encoding: brotli when accepted, then gzip, else
 * none. `q=0` refuses a coding; `*` accepts any coding not named.
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepted = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepted('br')) return 'br';
  if (accepted('gzip')) return 'gzip';
  return 'identity';
}
