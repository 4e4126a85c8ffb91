import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [react()],
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/uz/api': { target: `http://127.0.0.1:${apiPort}`, ws: true },
      '/uploads': { target: `http://127.0.0.1:${apiPort}` },
    },
  },
});
