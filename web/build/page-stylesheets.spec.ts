import { type Manifest, stylesheetsOf } from './page-stylesheets';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
  'src/layout.tsx': { file: 'assets/layout.js', imports: ['_shared.js', '_form.js'] },
  '_form.js': { file: 'assets/form.js', css: ['assets/form.css'], imports: ['_shared.js'] },
  'src/page.tsx': { file: 'assets/page.js', css: ['assets/page.css'], imports: ['_form.js'] },
  'src/other.tsx': { file: 'assets/other.js', css: ['assets/other.css'] },
};

describe('stylesheetsOf', () => {
  it('gives every sheet once, in load order: what a chunk imports before the chunk', () => {
    expect(stylesheetsOf(manifest, ['src/layout.tsx', 'src/page.tsx'])).toEqual([
      'assets/shared.css',
      'assets/index.css',
      'assets/form.css',
      'assets/page.css',
    ]);
  });

  it('fails on a module the build does not have, so that a renamed page cannot go unstyled', () => {
    expect(() => stylesheetsOf(manifest, ['src/renamed.tsx'])).toThrow(
      /src\/renamed.tsx is not in the build/,
    );
  });
});
