/**
 * Lets the rest of the site use each feature only through its index (src/features/<name>/index.ts,
 * the boundary ESLint enforces: CONTRIBUTING.md) without every page shipping the whole feature.
 *
 * An index only re-exports. Marked free of side effects, the bundler links each import straight to
 * the module that defines the name and never follows the index's other exports: a doc page that
 * imports `AskAboutThisPage` from the chat feature carries that link and not My Chats, and the
 * header's `AuthMenu` does not bring the sign-in form. Without this mark the bundler would keep
 * every module an index names, since any of them might do something when it is evaluated.
 * Public bundler option (`module.rules[].sideEffects`), no Docusaurus internals.
 */
import type {Plugin} from '@docusaurus/types';

/** A feature's index file, and nothing else: its other modules keep the default. */
export const FEATURE_INDEX = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

export default function featureEntriesPlugin(): Plugin {
  return {
    name: 'pydocs-feature-entries',
    configureWebpack() {
      return {module: {rules: [{test: FEATURE_INDEX, sideEffects: false}]}};
    },
  };
}
