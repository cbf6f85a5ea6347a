import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.PORT ?? 3000);
const clientPath = (file: string) => fileURLToPath(new URL(`./client/${file}`, import.meta.url));

export default defineConfig({
  root: 'client',
  plugins: [react(), tailwindcss()],
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
