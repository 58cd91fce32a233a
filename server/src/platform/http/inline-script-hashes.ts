import { createHash } from 'node:crypto';

/** The CSP source of each inline <script> (one without `src`) of an HTML document. */
export function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes ?? '')) continue;
    sources.push(
      `'sha256-${createHash('sha256')
        .update(body ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return sources;
}

/**
 * `policy` (a Content-Security-Policy header) with `sources` added to its script-src, the one
 * directive that blocks inline scripts; a policy without script-src is returned unchanged (its
 * default-src then rules, and the page's own header decides).
 */
export function allowScripts(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) =>
      /^\s*script-src\s/i.test(directive) ? `${directive.trimEnd()} ${sources.join(' ')}` : directive,
    )
    .join(';');
}
