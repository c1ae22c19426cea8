import type { IncomingMessage } from 'node:http';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import relay from 'vite-plugin-relay';
import { blueprintIconNames } from './build/icon-names.ts';
import { blueprintIconPaths, blueprintIconsVersion } from './build/icon-paths.ts';
import { precompress } from './build/precompress.ts';
import { textsPerLanguage } from './build/texts-per-language.ts';
import { textsWithCode } from './build/texts-with-code.ts';

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

// /login is also a page of the SPA: opening it in the browser gets index.html, the login call goes to the API.
const loginPage = (request: IncomingMessage) =>
  request.method === 'GET' && request.headers.accept?.includes('text/html') ? '/index.html' : undefined;

const toApi = (path: string): ProxyOptions =>
  path === '/login' ? { target: api, bypass: loginPage } : { target: api };

export default defineConfig({
  plugins: [
    react(),
    relay,
    textsPerLanguage(),
    textsWithCode(),
    blueprintIconNames(),
    blueprintIconPaths(),
    precompress(),
  ],
  define: { __BLUEPRINT_ICONS_VERSION__: JSON.stringify(blueprintIconsVersion) },
  resolve: {
    // react-relay's main entry also carries the legacy containers (QueryRenderer, createFragmentContainer, about
    // 7 kB gzip, CommonJS so never tree-shaken); the app uses hooks only, all exported by react-relay/hooks.
    alias: [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }],
  },
  server: {
    proxy: Object.fromEntries(apiPaths.map((path) => [path, toApi(path)])),
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        // Everything the entry imports statically in one chunk: the bundler split it into ~40 files under 1 kB
        // each, and over HTTP/1.1's six connections they arrived in rounds (the first screen waited ~400 ms).
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
});
