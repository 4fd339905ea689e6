/**
 * Every page with exercises, in reading order, grouped as the sidebars group them: what the
 * progress views need to say how far a reader has got. Written at build time by plugins/exercises.
 */
import type {SolvedExercises} from './store';

export type CatalogueExercise = Readonly<{id: string; title: string}>;
export type CataloguePage = Readonly<{permalink: string; title: string; exercises: readonly CatalogueExercise[]}>;
export type CatalogueGroup = Readonly<{
  label: string;
  /** 'current' (Python 3.14), '3.13', or the tutorials. */
  version: string;
  kind: 'docs' | 'tutorials';
  /** The group's landing page. */
  permalink: string;
  pages: readonly CataloguePage[];
}>;
export type Catalogue = Readonly<{groups: readonly CatalogueGroup[]}>;

let loading: Promise<Catalogue> | null = null;

export function loadCatalogue(): Promise<Catalogue> {
  loading ??= import('@generated/pydocs-exercises/default/catalogue.json')
    .then((module) => module.default)
    .catch((error: unknown) => {
      loading = null; // offline on first use: try again next time
      throw error;
    });
  return loading;
}

export const isPageComplete = (page: CataloguePage, solved: SolvedExercises): boolean =>
  page.exercises.length > 0 && page.exercises.every((exercise) => solved[exercise.id] !== undefined);

/** Permalinks of the pages whose exercises are all solved. */
export function completedPermalinks(catalogue: Catalogue, solved: SolvedExercises): ReadonlySet<string> {
  return new Set(
    catalogue.groups.flatMap((group) => group.pages.filter((page) => isPageComplete(page, solved)).map((page) => page.permalink)),
  );
}

// Every sidebar item asks; the answer is worked out once per change of the solved list.
let lastSolved: SolvedExercises | null = null;
let lastCompleted: Promise<ReadonlySet<string>> = Promise.resolve(new Set());

export function completedFor(solved: SolvedExercises): Promise<ReadonlySet<string>> {
  if (solved !== lastSolved) {
    lastSolved = solved;
    lastCompleted = loadCatalogue().then((catalogue) => completedPermalinks(catalogue, solved));
  }
  return lastCompleted;
}
