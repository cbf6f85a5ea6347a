import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiPort = Number(process.env.PORT ?? 3000);
const clientPath = (file: string) => fileURLToPath(new URL(`./client/${file}`, import.meta.url));

export default defineConfig({
  root: 'client',
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip copies of every text asset, made once at build time; the server sends them
    // to browsers that accept them (@fastify/static preCompressed), at no CPU cost per request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
  ],
  resolve: {
    alias: {
      '@common': fileURLToPath(new URL('./common', import.meta.url)),
      '@client': fileURLToPath(new URL('./client', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // Two pages: the app, and /home on its own entry so the landing page skips the app's
      // router/query/auth code (≤ 90 KB gzipped JS, ARCHITECTURE.md "Performance").
      input: {
        index: clientPath('index.html'),
        home: clientPath('home.html'),
      },
    },
  },
});
