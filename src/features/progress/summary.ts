/**
 * What the progress views say, worked out from the catalogue and the solved list. Pure, so the
 * rules ("next page to read", what counts as a section's progress) are unit-tested.
 */
import {isPageComplete, type Catalogue, type CatalogueGroup, type CataloguePage} from './catalogue';
import type {SolvedExercises} from './store';

export type PageProgress = Readonly<{title: string; permalink: string; solved: number; total: number}>;
export type GroupProgress = Readonly<{label: string; permalink: string; version: string; kind: CatalogueGroup['kind']; solved: number; total: number; pages: readonly PageProgress[]}>;
export type SolvedEntry = Readonly<{id: string; title: string; pageTitle: string; url: string; solvedAt: number}>;
export type NextPage = Readonly<{title: string; permalink: string; group: string; started: boolean}>;

const countSolved = (page: CataloguePage, solved: SolvedExercises) => page.exercises.filter((exercise) => solved[exercise.id] !== undefined).length;

export function groupProgress(catalogue: Catalogue, solved: SolvedExercises, version = 'current'): GroupProgress[] {
  return catalogue.groups
    .filter((group) => group.version === version)
    .map((group) => {
      const pages = group.pages.map((page) => ({title: page.title, permalink: page.permalink, solved: countSolved(page, solved), total: page.exercises.length}));
      return {
        label: group.label,
        permalink: group.permalink,
        version: group.version,
        kind: group.kind,
        solved: pages.reduce((sum, page) => sum + page.solved, 0),
        total: pages.reduce((sum, page) => sum + page.total, 0),
        pages,
      };
    });
}

/** Every exercise once, where a reader of the current docs would find it (3.13-only ones last). */
function exercisePlaces(catalogue: Catalogue): Map<string, {title: string; page: CataloguePage}> {
  const places = new Map<string, {title: string; page: CataloguePage}>();
  const ordered = [...catalogue.groups].sort((a, b) => Number(a.version !== 'current') - Number(b.version !== 'current'));
  for (const group of ordered) {
    for (const page of group.pages) for (const exercise of page.exercises) if (!places.has(exercise.id)) places.set(exercise.id, {title: exercise.title, page});
  }
  return places;
}

/** The most recently solved exercises, newest first. */
export function recentlySolved(catalogue: Catalogue, solved: SolvedExercises, count = 5): SolvedEntry[] {
  const places = exercisePlaces(catalogue);
  return Object.entries(solved)
    .filter(([id]) => places.has(id))
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, count)
    .map(([id, solvedAt]) => {
      const {title, page} = places.get(id) as {title: string; page: CataloguePage};
      return {id, title, pageTitle: page.title, url: `${page.permalink}#exercise-${id}`, solvedAt};
    });
}

/**
 * Where to go next: the page the reader last solved something on if it still has exercises to do,
 * else the next page in reading order (the current docs, then the tutorials) that does, wrapping
 * round to the start. With nothing solved, the first page; with everything solved, null.
 */
export function nextPage(catalogue: Catalogue, solved: SolvedExercises): NextPage | null {
  const order = catalogue.groups.filter((group) => group.version === 'current').flatMap((group) => group.pages.map((page) => ({page, group: group.label})));
  if (order.length === 0) return null;
  const latest = recentlySolved(catalogue, solved, 1)[0];
  const start = latest ? Math.max(0, order.findIndex(({page}) => page.permalink === latest.url.split('#')[0])) : 0;
  for (let step = 0; step < order.length; step++) {
    const {page, group} = order[(start + step) % order.length];
    if (!isPageComplete(page, solved)) return {title: page.title, permalink: page.permalink, group, started: countSolved(page, solved) > 0};
  }
  return null;
}
