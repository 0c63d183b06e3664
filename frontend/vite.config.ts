// Vite build of the SPA: output in frontend/dist (served by the gateway), dev/preview proxy to the gateway,
// and route chunks named after the app areas so the entry bundle stays small.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';
const proxy = {
  '/api': { target: gateway, changeOrigin: true },
  '/socket.io': { target: gateway, changeOrigin: true, ws: true },
};

/** React and the router change rarely: one vendor chunk the browser keeps cached across deployments. */
function manualChunks(id: string): string | undefined {
  const path = id.replace(/\\/g, '/');
  return /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)\//.test(
    path,
  )
    ? 'vendor-react'
    : undefined;
}

/**
 * Admin, editorial, profile and submit pages are lazy route chunks (see src/app/lazy-pages.ts); they get stable
 * "page-<area>" names. Naming, not manualChunks, so their dependencies are not dragged into a chunk the
 * entry would then import eagerly.
 */
function chunkFileNames(chunk: { facadeModuleId: string | null }): string {
  const area = /\/src\/features\/(admin|editorial|profile|submit)\/([\w-]+)\.page\.tsx$/.exec(
    chunk.facadeModuleId ?? '',
  );
  return area ? `assets/page-${area[1]}-${area[2]}-[hash].js` : 'assets/[name]-[hash].js';
}

/**
 * Writes a gzip (level 9) copy next to every built script and stylesheet, so the server can send them
 * compressed without spending CPU per request: on a slow mobile link the uncompressed JavaScript is what
 * delays the first paint (Lighthouse "uses-text-compression", see docs/performance.md).
 */
function precompress(): Plugin {
  return {
    name: 'journal:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const output of Object.values(bundle)) {
        if (!/\.(js|css)$/.test(output.fileName)) continue;
        const source = output.type === 'chunk' ? output.code : output.source;
        writeFileSync(join(outDir, `${output.fileName}.gz`), gzipSync(source, { level: 9 }));
      }
    },
  };
}

export default defineConfig(({ command, mode }) => {
  // A build started from a test run inherits NODE_ENV=test, and Vite then bundles React's development
  // build (about twice the size and much slower). A production-mode build always gets production code.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return {
    root: __dirname,
    plugins: [react(), precompress()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      rollupOptions: { output: { manualChunks, chunkFileNames } },
    },
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy },
  };
});
