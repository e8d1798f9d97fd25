import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';

// The caseboard binary serves the built app from one origin; in development the
// GraphQL endpoint (HTTP and the graphql-ws socket) is proxied to a local server.
export default defineConfig({
  plugins: [relay, react()],
  server: {
    proxy: {
      // The Host header is kept so that the server's same-origin check on the socket passes.
      '/graphql': { target: 'http://127.0.0.1:8080', ws: true, changeOrigin: false },
    },
  },
  // The manifest lets scripts/bundle-size.mjs follow the sign-in page's static imports; no source
  // map is built (the production source would be served with it).
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 2000 },
});
