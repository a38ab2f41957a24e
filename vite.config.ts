import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The renderer is served by the local API service at `/`, so every asset path is
// absolute on the service's own origin. In development `vite` proxies /api to a
// running `npm run serve`.
export default defineConfig({
  root: 'renderer',
  base: '/',
  plugins: [react()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 800,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:7411', '/healthz': 'http://127.0.0.1:7411' },
  },
});
