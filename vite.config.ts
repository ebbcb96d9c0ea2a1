import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress.js';

// `isSsrBuild`: the server's first paint (src/client/entry-server.tsx, built into dist/ssr by
// scripts/build-client.ts) needs only React's transform: no styles, service worker or copies.
export default defineConfig(({ isSsrBuild, mode }) => ({
  root: 'src/client',
  publicDir: isSsrBuild ? false : 'public',
  plugins: isSsrBuild ? [react()] : [
    react(),
    tailwindcss(),
    // Installable and offline-tolerant (docs/decisions/0010-offline.md): the app shell is
    // precached; the vendor list, vendors and menus seen, promotions and tracked orders are kept
    // network-first, so they open without a connection. Nothing else from the API is stored.
    VitePWA({
      registerType: 'autoUpdate',
      // Registered by the app itself once the first page is ready (src/client/main.tsx).
      injectRegister: false,
      includeAssets: ['icons/icon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'Valley Eats',
        short_name: 'Valley Eats',
        description: 'Street food of the Coachella Valley: find vendors, preorder, track and earn points.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#fdf8f1',
        theme_color: '#b4441a',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        clientsClaim: true,
        skipWaiting: true,
        cleanupOutdatedCaches: true,
        // Web Push for order updates: push and notificationclick handlers (src/client/public).
        importScripts: ['/push-sw.js'],
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/v\//, /^\/admin\//, /^\/uploads\//, /^\/secret-admin-login/, /^\/admin-status/, /^\/admin-logout/],
        runtimeCaching: [
          {
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin &&
              request.method === 'GET' &&
              (/^\/api\/vendors(\/\d+(\/menu)?)?$/.test(url.pathname) ||
                /^\/api\/track\/[^/]+$/.test(url.pathname) ||
                url.pathname === '/api/promotions/active'),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'valley-eats-data',
              networkTimeoutSeconds: 4,
              expiration: { maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 14 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'valley-eats-photos',
              expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 30 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
    precompress(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src/client', import.meta.url)),
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
    },
  },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    assetsDir: 'assets',
    // Every browser we serve knows <link rel="modulepreload"> (Chrome 66, Safari 17, Firefox 115):
    // the polyfill's check cost the entry's first task ~8 ms on this host for nothing.
    modulePreload: { polyfill: false },
    // The server's first paint is loaded for its exports; the browser's entry has none to keep.
    rolldownOptions: isSsrBuild
      ? { preserveEntrySignatures: 'strict' }
      : {
          preserveEntrySignatures: false,
          output: {
            codeSplitting: { experimentalInlineCommonChunks: { maxSize: 4096 } },
          },
        },
  },
  // The first paint's module carries React and the rest with it: it runs from wherever it was
  // built (a test's temporary folder too), as the production build of React.
  ssr: { noExternal: true },
  define: isSsrBuild && mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3001',
      '/admin': 'http://127.0.0.1:3001',
      '/secret-admin-login': 'http://127.0.0.1:3001',
      '/admin-status': 'http://127.0.0.1:3001',
      '/admin-logout': 'http://127.0.0.1:3001',
      '/uploads': 'http://127.0.0.1:3001',
    },
  },
}));
