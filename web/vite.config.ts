import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';

// The caseboard binary serves the built app from one origin; in development the
// GraphQL endpoint (HTTP and the graphql-ws socket) is proxied to a local server.
export default defineConfig({
  plugins: [relay, react()],
  server: {
    proxy: {
      '/graphql': { target: 'http://127.0.0.1:8080', ws: true, changeOrigin: true },
    },
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 2000 },
});
