import {existsSync} from 'node:fs';
import path from 'node:path';
import type {Config, PluginModule} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';
import {themes as prismThemes} from 'prism-react-renderer';
import {firebaseConfigFromEnv} from './plugins/firebase-config';
import {accessibleTheme} from './plugins/accessible-prism-theme';
import contentDataPlugin from './plugins/content-data';
import pyodideRuntimePlugin from './plugins/pyodide-runtime';
import chatIndexPlugin from './plugins/chat-index';
import pageCssPlugin from './plugins/page-css';
import offlineCachePlugin from './plugins/offline-cache';
import lazyHighlighterPlugin from './plugins/lazy-highlighter';
import idlePrefetchPlugin from './plugins/idle-prefetch';
import pageScriptsPlugin from './plugins/page-scripts';
import exercisesPlugin from './plugins/exercises';
import remarkExercises from './plugins/exercises/remark.mjs';
import prismTokenStylesPlugin from './plugins/prism-token-styles';
import pagefindSearchPlugin from './plugins/pagefind-search';
import featureEntriesPlugin from './plugins/feature-entries';
import firstPageStarterPlugin from './plugins/first-page-starter';
import {SSR_TEMPLATE} from './plugins/page-scripts/template';
import {chatConfigFromEnv} from './plugins/chat-config';
import {withoutTweaks} from './plugins/performance-tweaks';

// Environment switches, named so the rest of this file reads top to bottom.
const siteUrl = process.env.SITE_URL ?? 'https://pydocs.dev';
const firebase = firebaseConfigFromEnv(process.env);
const chat = chatConfigFromEnv(process.env);
const hasPython313Docs = existsSync('./versions.json');

const SITE_NAME = 'PyDocs';
const TAGLINE = 'Comprehensive Python documentation for beginners to advanced developers';
const DESCRIPTION =
  'PyDocs is comprehensive, example-rich Python 3.14 documentation for beginners to advanced developers: ' +
  'tutorials, runnable code examples, an FAQ, a community and an AI docs assistant.';

// ```exercise fences become "Check yourself" exercises (plugins/exercises), before Docusaurus' own
// remark plugins would take them for code blocks.
const exerciseFences = [[remarkExercises, {generatedFilesDir: path.join(__dirname, '.docusaurus')}]] as const;

const docs = {
  path: 'docs',
  beforeDefaultRemarkPlugins: [...exerciseFences],
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  showLastUpdateTime: false,
  lastVersion: 'current',
  versions: {
    current: {label: 'Python 3.14', path: ''},
    ...(hasPython313Docs ? {'3.13': {label: 'Python 3.13', path: '3.13', banner: 'none' as const}} : {}),
  },
} satisfies DocsOptions;

const tutorials = {
  id: 'tutorials',
  path: 'tutorials',
  routeBasePath: 'tutorials',
  sidebarPath: './sidebarsTutorials.ts',
  beforeDefaultRemarkPlugins: [...exerciseFences],
} satisfies DocsOptions;

// The spec also reads the Python Basics section link as /docs/basics: keep that URL working.
const basicsAlias = {
  createRedirects(existingPath: string) {
    const match = /^\/docs(\/3\.13)?\/python-basics(\/.*)?$/.exec(existingPath);
    return match ? [`/docs${match[1] ?? ''}/basics${match[2] ?? ''}`] : undefined;
  },
} satisfies RedirectOptions;

const config: Config = {
  title: `${SITE_NAME} - Comprehensive Python Documentation`,
  tagline: TAGLINE,
  favicon: 'img/favicon.ico',
  url: siteUrl,
  baseUrl: '/',
  trailingSlash: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  // The banner warns about a wrong baseUrl with an inline script and an inline onerror handler;
  // baseUrl is '/' on the site's own host, and the CSP (firebase.json) allows neither.
  baseUrlIssueBanner: false,
  // Names each page's chunks in its HTML and starts its scripts after the first paint.
  ssrTemplate: SSR_TEMPLATE,
  // As the stock template: v4 flags with Rspack + SWC, which build several times faster here.
  // All of `faster` except Rspack's persistent cache (still experimental): it kept serving a CSS
  // Module from before an edit (auth.module.css, Docusaurus 3.10.2 / Rspack 1.x), so a build could
  // ship stale styles. CI builds from a clean clone never had the cache anyway.
  future: {
    v4: true,
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      rspackPersistentCache: false,
      ssgWorkerThreads: true,
    },
  },
  markdown: {
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },
  i18n: {defaultLocale: 'en', locales: ['en']},
  customFields: {siteName: SITE_NAME, firebase, chat},
  headTags: [
    {tagName: 'meta', attributes: {property: 'og:site_name', content: SITE_NAME}},
    {tagName: 'meta', attributes: {property: 'og:image:width', content: '1200'}},
    {tagName: 'meta', attributes: {property: 'og:image:height', content: '630'}},
    {tagName: 'meta', attributes: {property: 'og:image:alt', content: `${SITE_NAME}: ${TAGLINE}`}},
    // Installable: the web app manifest (static/manifest.webmanifest) and its colours and icons.
    {tagName: 'link', attributes: {rel: 'manifest', href: '/manifest.webmanifest'}},
    {tagName: 'meta', attributes: {name: 'theme-color', content: '#2b5b84'}},
    {tagName: 'link', attributes: {rel: 'apple-touch-icon', href: '/img/apple-touch-icon.png'}},
  ],
  presets: [
    [
      'classic',
      {
        docs,
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          ignorePatterns: ['/chat', '/chat/**', '/login', '/progress', '/_app', '/search', '/404.html', '/community/question', '/community/profile'],
        },
      } satisfies Preset.Options,
    ],
  ],
  plugins: [
    ['@docusaurus/plugin-content-docs', tutorials],
    ['@docusaurus/plugin-client-redirects', basicsAlias],
    contentDataPlugin as PluginModule,
    pyodideRuntimePlugin as PluginModule,
    chatIndexPlugin as PluginModule,
    pageCssPlugin as PluginModule,
    offlineCachePlugin as PluginModule,
    lazyHighlighterPlugin as PluginModule,
    prismTokenStylesPlugin as PluginModule,
    idlePrefetchPlugin as PluginModule,
    pageScriptsPlugin as PluginModule,
    exercisesPlugin as PluginModule,
    pagefindSearchPlugin as PluginModule,
    featureEntriesPlugin as PluginModule,
    firstPageStarterPlugin as PluginModule,
  ],
  themeConfig: {
    image: 'img/pydocs-social-card.png',
    metadata: [
      {name: 'description', content: DESCRIPTION},
      {
        name: 'keywords',
        content: 'Python, Python 3.14, Python documentation, Python tutorial, learn Python, Python examples, asyncio, decorators',
      },
      {name: 'twitter:card', content: 'summary_large_image'},
      {name: 'twitter:site', content: '@pydocs'},
      {property: 'og:type', content: 'website'},
    ],
    colorMode: {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false},
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    navbar: {
      title: SITE_NAME,
      logo: {alt: `${SITE_NAME} logo`, src: 'img/logo.svg', width: 32, height: 32},
      hideOnScroll: false,
      items: [
        {to: '/', label: 'Home', position: 'left', activeBaseRegex: '^/$'},
        {to: '/docs', label: 'Docs', position: 'left', activeBaseRegex: '^/docs(/|$)'},
        {to: '/tutorials', label: 'Tutorials', position: 'left', activeBaseRegex: '^/tutorials(/|$)'},
        {to: '/community', label: 'Community', position: 'left', activeBaseRegex: '^/community(/|$)'},
        {to: '/chat', label: 'Chat', position: 'left', activeBaseRegex: '^/chat(/|$)'},
        // The spec's five links come first; the rest of the site is one click away, on every page
        // (the home page renders these same items, src/features/home/HomeHeader.tsx).
        {
          type: 'dropdown',
          label: 'More',
          position: 'left',
          items: [
            {to: '/examples', label: 'Examples'},
            {to: '/faq', label: 'FAQ'},
          ],
        },
        // Shown on doc pages only (src/theme/NavbarItem/DocsVersionDropdownNavbarItem.tsx).
        ...(hasPython313Docs ? [{type: 'docsVersionDropdown' as const, position: 'right' as const}] : []),
        // Searches the Pagefind index (plugins/pagefind-search, src/features/search). The class lets
        // the phone layout keep the search in the row (src/css/custom.css).
        {type: 'search', position: 'right', className: 'pydocs-navbar-search'},
        {type: 'custom-authMenu', position: 'right'},
      ],
    },
    prism: {
      theme: accessibleTheme(prismThemes.github, '#f6f8fa'),
      // Only what the docs use beyond Prism's defaults; every grammar here ships with every page.
      additionalLanguages: ['bash'],
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  } satisfies Preset.ThemeConfig,
};

// PYDOCS_WITHOUT=page-css,idle-prefetch leaves those performance tweaks out, to measure each one's
// gain (node bench/tweaks.mjs); unset, the config is as above.
export default withoutTweaks(config, process.env.PYDOCS_WITHOUT);
