import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images, fonts and video are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|vtt|map|wasm)$/i;

/**
 * Writes `file.br` and `file.gz` beside every compressible file of the build, once, at the highest
 * levels: the server then sends the smaller copy by content negotiation and compresses nothing per
 * request. A copy that would not be smaller than the file is not written.
 */
export async function precompressFolder(folder: string): Promise<number> {
  let written = 0;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    // Vite's own metadata (.vite/manifest.json) is not served.
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name) || path.includes('/.vite/')) continue;
    const raw = await readFile(path);
    const [br, gz] = await Promise.all([
      brotli(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
      gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    for (const [suffix, bytes] of [
      ['.br', br],
      ['.gz', gz],
    ] as const) {
      if (bytes.length >= raw.length) continue;
      await writeFile(path + suffix, bytes);
      written += 1;
    }
  }
  return written;
}

/** Writes more files into the build folder before they are compressed; says what it wrote. */
export type BuildStep = (build: { configFile: string; root: string; outDir: string }) => Promise<string>;

/**
 * The Vite plugin: after a production build for the browser, runs `steps` in order (the prerendered
 * pages), then precompresses the output folder, what the steps wrote included.
 */
export function precompress(...steps: BuildStep[]): Plugin {
  let build = { configFile: '', root: '', outDir: '' };
  return {
    name: 'app:precompress',
    // Not in the build of the prerendering for Node, which a step itself runs.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      build = {
        configFile: config.configFile ?? '',
        root: config.root,
        outDir: resolve(config.root, config.build.outDir),
      };
    },
    async closeBundle() {
      if (!(await stat(build.outDir).catch(() => null))?.isDirectory()) return;
      for (const step of steps) this.info(await step(build));
      const written = await precompressFolder(build.outDir);
      this.info(`precompressed: ${written} .br/.gz files in ${build.outDir}`);
    },
  };
}
