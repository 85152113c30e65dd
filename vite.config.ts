import { vitePlugin as remix } from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { shellChunk } from './scripts/shell-chunk.ts';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    target: 'es2022',
    // One shell chunk for what every page loads (scripts/shell-chunk.ts, decision 115).
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: shellChunk() } },
  },
  plugins: [
    tailwindcss(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
    // The browser's scripts and style sheets also as .br and .gz at the best levels, which the server sends
    // as they are (server/http.ts, decision 114). Not the server's own bundle, nor Vite's manifest.
    !isSsrBuild &&
      compression({
        include: /\.(?:js|css)$/,
        algorithms: ['brotliCompress', 'gzip'],
        threshold: 1024,
        logLevel: 'silent',
      }),
  ],
}));
