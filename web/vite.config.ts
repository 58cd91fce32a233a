import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdOnDemand } from './build/antd-on-demand';
import { precompress } from './build/precompress';
import { prerenderPages } from './build/prerender';
import { teaserCaptionFiles } from './build/teaser-captions';

export default defineConfig({
  plugins: [react(), antdOnDemand(), teaserCaptionFiles(), precompress(prerenderPages)],
  resolve: {
    alias: {
      '@app/libs': fileURLToPath(new URL('../libs/src/index.ts', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each page loads, read by bench/web-budget.cjs.
    manifest: true,
  },
});
