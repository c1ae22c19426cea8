import type { IncomingMessage } from 'node:http';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import relay from 'vite-plugin-relay';

const api = 'http://127.0.0.1:3000';
// Everything the SPA calls on the API's origin; in production the API serves the SPA itself.
const apiPaths = [
  '/graphql',
  '/sanctum',
  '/login',
  '/logout',
  '/user',
  '/two-factor-challenge',
  '/api',
  '/health',
];

// /login is also a page of the SPA: a browser navigation gets index.html, the login call goes to the API.
const servePageNavigations = (request: IncomingMessage) =>
  request.method === 'GET' && request.headers.accept?.includes('text/html') ? '/index.html' : undefined;

const toApi: ProxyOptions = { target: api, bypass: servePageNavigations };

export default defineConfig({
  plugins: [react(), relay],
  server: {
    proxy: Object.fromEntries(apiPaths.map((path) => [path, toApi])),
  },
  build: { outDir: 'dist' },
});
