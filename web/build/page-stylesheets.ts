/** The build's manifest (vite.config.ts asks for it): each source module's chunk, CSS and imports. */
export type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/**
 * The stylesheets a page needs before its first paint, in the order the app loads them: those of the
 * entry (index.html) and of the page's route modules with everything they import statically.
 */
export function stylesheetsOf(manifest: Manifest, modules: readonly string[]): string[] {
  const sheets = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is not in the build's manifest`);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const sheet of chunk.css ?? []) sheets.add(sheet);
  };
  for (const key of ['index.html', ...modules]) visit(key);
  return [...sheets];
}
