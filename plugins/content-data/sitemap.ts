/**
 * Groups every public route into the human sitemap at /sitemap: docs by version and section,
 * tutorials, code examples, and the site pages. Private and utility routes are left out, the same
 * ones the sitemap.xml plugin ignores.
 */
import {DOC_SECTIONS} from '../../src/data/docSections';

export type SitemapLink = Readonly<{title: string; to: string}>;
export type SitemapGroup = Readonly<{title: string; links: readonly SitemapLink[]}>;
export type SitemapData = Readonly<{groups: readonly SitemapGroup[]}>;

/** Routes that are not pages a reader browses to (the community's question page needs an ?id=). */
export const PRIVATE_ROUTES: readonly string[] = ['/chat', '/login', '/progress', '/_app', '/search', '/sitemap', '/community/question', '/community/profile'];

type LoadedDoc = {id: string; title: string; permalink: string; unlisted?: boolean; frontMatter?: Record<string, unknown>};
type LoadedVersion = {versionName: string; label: string; docs: LoadedDoc[]};
type LoadedPage = {type: string; permalink: string; frontMatter?: Record<string, unknown>; metadata?: {title?: string}};
type AllContent = Record<string, Record<string, unknown>>;

/** Titles of the React pages, which have no front matter to read them from. */
const PAGE_TITLES: Readonly<Record<string, string>> = {
  '/': 'Home',
  '/community': 'Community',
  '/examples': 'Code Examples',
  '/faq': 'Frequently Asked Questions',
};

const SECTION_ORDER: readonly string[] = DOC_SECTIONS.map((section) => section.dir);

function docsGroups(versions: readonly LoadedVersion[]): SitemapGroup[] {
  const groups: SitemapGroup[] = [];
  for (const version of versions) {
    const docs = version.docs.filter((doc) => !doc.unlisted);
    const home = docs.find((doc) => doc.id === 'index');
    const landing = docs.filter((doc) => doc.id.startsWith('sections/'));
    // The glossary sits outside the six sections, so it is listed with the home and landing pages.
    const glossary = docs.find((doc) => doc.id === 'glossary');
    groups.push({
      title: `Documentation (${version.label}): overview`,
      links: [
        ...(home ? [home] : []),
        ...landing.sort((a, b) => SECTION_ORDER.indexOf(a.id.slice(9)) - SECTION_ORDER.indexOf(b.id.slice(9))),
        ...(glossary ? [glossary] : []),
      ].map((doc) => ({title: doc.title, to: doc.permalink})),
    });
    for (const section of DOC_SECTIONS) {
      const pages = docs
        .filter((doc) => doc.id.startsWith(`${section.dir}/`))
        .sort((a, b) => Number(a.frontMatter?.sidebar_position ?? 99) - Number(b.frontMatter?.sidebar_position ?? 99));
      if (pages.length > 0) {
        groups.push({title: `${section.label} (${version.label})`, links: pages.map((doc) => ({title: doc.title, to: doc.permalink}))});
      }
    }
  }
  return groups;
}

export function buildSitemap(allContent: AllContent): SitemapData {
  const docsPlugin = allContent['docusaurus-plugin-content-docs'] ?? {};
  const docsVersions = ((docsPlugin.default as {loadedVersions?: LoadedVersion[]})?.loadedVersions ?? []) as LoadedVersion[];
  const tutorialVersions = ((docsPlugin.tutorials as {loadedVersions?: LoadedVersion[]})?.loadedVersions ?? []) as LoadedVersion[];
  const tutorials = tutorialVersions.flatMap((version) => version.docs).sort(
    (a, b) => Number(a.frontMatter?.sidebar_position ?? 99) - Number(b.frontMatter?.sidebar_position ?? 99),
  );
  const pages = ((allContent['docusaurus-plugin-content-pages']?.default ?? []) as LoadedPage[])
    .filter((page) => !PRIVATE_ROUTES.includes(page.permalink))
    .map((page) => ({
      title: String(page.frontMatter?.title ?? page.metadata?.title ?? PAGE_TITLES[page.permalink] ?? page.permalink),
      to: page.permalink,
    }));
  const sitePages = [...pages, {title: 'Code Examples', to: '/examples'}, {title: 'Frequently Asked Questions', to: '/faq'}]
    .filter((page, index, all) => all.findIndex((other) => other.to === page.to) === index)
    .sort((a, b) => (a.to === '/' ? -1 : b.to === '/' ? 1 : a.title.localeCompare(b.title)));
  return {
    groups: [
      ...docsGroups(docsVersions),
      {title: 'Tutorials', links: tutorials.map((doc) => ({title: doc.title, to: doc.permalink}))},
      {title: 'Site pages', links: sitePages},
    ],
  };
}
