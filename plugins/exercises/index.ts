/**
 * "Check yourself" exercises at build time.
 *
 * - ./remark.mjs (a remark plugin of the docs and tutorials) turns each ```exercise fence into the
 *   exercise readers see, and writes its answer data for the page to load on first use. This
 *   plugin makes the bundler emit each data file as a hashed asset whose import is its URL.
 * - This plugin writes the catalogue: every page with exercises, in reading order, grouped as the
 *   sidebars group them. The progress views (sidebar marks, the /docs home, My Progress) import
 *   it with import() once a reader has progress to show.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {parseFrontMatter} from '../content/markdown-source.mjs';
import {findExercises} from './exercise-source.mjs';
import {EXERCISE_DATA_QUERY, SERVER_RENDER_FLAG} from './remark.mjs';
import {DOC_SECTIONS} from '../../src/data/docSections';
import type {Catalogue, CatalogueGroup, CataloguePage} from '../../src/features/progress';

export const PLUGIN_NAME = 'pydocs-exercises';
/** What the progress feature imports: `@generated/<plugin name>/default/<file>`. */
export const CATALOGUE_FILE = 'catalogue.json';

type LoadedDoc = Readonly<{source: string; permalink: string; title: string; sourceDirName: string; sidebarPosition?: number; unversionedId?: string; id: string}>;
type LoadedVersion = Readonly<{versionName: string; path: string; docs: readonly LoadedDoc[]}>;
type DocsPluginContent = Readonly<{loadedVersions: readonly LoadedVersion[]}>;

const withoutTrailingSlash = (permalink: string) => permalink.replace(/(.)\/$/, '$1');
const byPosition = (a: LoadedDoc, b: LoadedDoc) => (a.sidebarPosition ?? 1e9) - (b.sidebarPosition ?? 1e9) || (a.source < b.source ? -1 : 1);

function pageOf(siteDir: string, doc: LoadedDoc): CataloguePage | null {
  const file = path.join(siteDir, doc.source.replace(/^@site\//, ''));
  const {body, bodyStartLine} = parseFrontMatter(readFileSync(file, 'utf8'));
  const exercises = findExercises(body, bodyStartLine).map(({id, title}) => ({id, title}));
  return exercises.length === 0 ? null : {permalink: withoutTrailingSlash(doc.permalink), title: doc.title, exercises};
}

/** The catalogue, from the docs plugins' loaded content (their permalinks, titles and order). */
export function buildCatalogue(siteDir: string, docs: DocsPluginContent | undefined, tutorials: DocsPluginContent | undefined): Catalogue {
  const groups: CatalogueGroup[] = [];
  for (const version of docs?.loadedVersions ?? []) {
    const base = withoutTrailingSlash(version.path);
    for (const section of DOC_SECTIONS) {
      const pages = version.docs
        .filter((doc) => doc.sourceDirName === section.dir)
        .sort(byPosition)
        .map((doc) => pageOf(siteDir, doc))
        .filter((page): page is CataloguePage => page !== null);
      if (pages.length > 0) groups.push({label: section.label, version: version.versionName, kind: 'docs', permalink: `${base}/${section.dir}`, pages});
    }
  }
  for (const version of tutorials?.loadedVersions ?? []) {
    const pages = [...version.docs]
      .sort(byPosition)
      .map((doc) => pageOf(siteDir, doc))
      .filter((page): page is CataloguePage => page !== null);
    if (pages.length > 0) groups.push({label: 'Tutorials', version: version.versionName, kind: 'tutorials', permalink: withoutTrailingSlash(version.path), pages});
  }
  return {groups};
}

export default function exercisesPlugin(context: LoadContext): Plugin<void> {
  return {
    name: PLUGIN_NAME,
    configureWebpack(config, isServer, {currentBundler}) {
      return {
        // Exercise content is given to the page in the server build only (remark.mjs).
        plugins: [new currentBundler.instance.DefinePlugin({[`process.env.${SERVER_RENDER_FLAG}`]: JSON.stringify(isServer)})],
        module: {
          rules: [
            {
              resourceQuery: new RegExp(`^\\?${EXERCISE_DATA_QUERY}$`),
              type: 'asset/resource',
              // No [name]: the exercise id is already in the page; the URL only needs to change with the data.
              generator: {filename: 'assets/exercises/[contenthash:12][ext]'},
            },
          ],
        },
      };
    },
    async allContentLoaded({allContent, actions}) {
      const docsPlugins = (allContent as unknown as Record<string, Record<string, DocsPluginContent | undefined> | undefined>)['docusaurus-plugin-content-docs'] ?? {};
      await actions.createData(CATALOGUE_FILE, JSON.stringify(buildCatalogue(context.siteDir, docsPlugins.default, docsPlugins.tutorials)));
    },
  };
}
