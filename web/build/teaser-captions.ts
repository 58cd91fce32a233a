import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { teaserCaptions, type TeaserWords } from '../src/features/landing/teaser/teaser-captions';

/** Where the landing page's video modal finds the captions: one WebVTT file per language code. */
const CAPTIONS_PATH = 'media/teaser/captions';

/** Every language's captions of the teaser video, from its translation.json: `{ 'de.vtt': 'WEBVTT...' }`. */
function captionFiles(root: string): Map<string, string> {
  const locales = resolve(root, 'src/locales');
  const files = new Map<string, string>();
  for (const code of readdirSync(locales)) {
    const texts = JSON.parse(readFileSync(join(locales, code, 'translation.json'), 'utf8'));
    files.set(`${code}.vtt`, teaserCaptions(texts.landing.teaser.scenes as TeaserWords));
  }
  return files;
}

/**
 * Writes the teaser video's captions into the build (ADR 0039), and serves them in development,
 * from the same translations as the page: a caption can never say something the page does not.
 */
export function teaserCaptionFiles(): Plugin {
  let root = '';
  return {
    name: 'app:teaser-captions',
    configResolved(config) {
      root = config.root;
    },
    generateBundle() {
      for (const [name, text] of captionFiles(root))
        this.emitFile({ type: 'asset', fileName: `${CAPTIONS_PATH}/${name}`, source: text });
    },
    configureServer(server) {
      server.middlewares.use(`/${CAPTIONS_PATH}`, (request, response, next) => {
        const text = captionFiles(root).get((request.url ?? '').replace(/^\//, '').split('?')[0]);
        if (text === undefined) return next();
        response.setHeader('Content-Type', 'text/vtt; charset=utf-8');
        response.end(text);
      });
    },
  };
}
