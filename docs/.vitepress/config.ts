import { defineConfig } from 'vitepress';

/*
 * The documentation site, built from the pages beside this folder. VitePress: pages are the Markdown the
 * repository already keeps, the build is static and fully offline, and it refuses a dead internal link.
 * `docs/api/` (the reference, from the public types by TypeDoc) and `guide/error-catalogue.md` (from the
 * catalogue's entries) are generated before each build; see test/docs/build-docs.ts.
 */
export default defineConfig({
  title: 'walletport',
  description: 'Wallet connection and account modal for every chain family, with AppKit\'s API.',
  lang: 'en',
  cleanUrls: true,
  // No request leaves the reader's machine: no web fonts, no search service, no analytics.
  head: [['meta', { name: 'referrer', content: 'no-referrer' }]],
  // The local search index holds every page of the API reference in one chunk, read once per visit.
  vite: { build: { chunkSizeWarningLimit: 4096 } },
  themeConfig: {
    search: { provider: 'local' },
    nav: [
      { text: 'Guide', link: '/guide/getting-started' },
      { text: 'API', link: '/api/' },
      { text: 'Errors', link: '/guide/error-catalogue' },
    ],
    sidebar: [
      {
        text: 'Getting started',
        items: [
          { text: 'Introduction', link: '/guide/getting-started' },
          { text: 'Vite', link: '/guide/vite' },
          { text: 'Next.js (App Router)', link: '/guide/nextjs' },
          { text: 'A plain HTML page', link: '/guide/html' },
          { text: 'Migrating from AppKit', link: '/guide/migrating-from-appkit' },
        ],
      },
      {
        text: 'Features',
        items: [
          { text: 'Chain families', link: '/guide/chain-families' },
          { text: 'Connecting', link: '/guide/connecting' },
          { text: 'The Account view', link: '/guide/account' },
          { text: 'Sign in with X', link: '/guide/siwx' },
          { text: 'Embedded wallet', link: '/guide/embedded-wallet' },
          { text: 'Theming', link: '/guide/theming' },
          { text: 'Languages', link: '/guide/languages' },
        ],
      },
      {
        text: 'Reference',
        items: [
          { text: 'Testing your dApp', link: '/guide/testing' },
          { text: 'Performance', link: '/guide/performance' },
          { text: 'Errors', link: '/guide/errors' },
          { text: 'Error catalogue', link: '/guide/error-catalogue' },
          { text: 'API reference', link: '/api/' },
          { text: 'Security model', link: '/security' },
          { text: 'Architecture', link: '/architecture' },
          { text: 'Developing walletport', link: '/contributing' },
        ],
      },
    ],
  },
});
