// What My Progress and the /docs home say: section counts, recent solves, the next page to read.
import type {Catalogue} from './catalogue';
import {completedPermalinks} from './catalogue';
import {groupProgress, nextPage, recentlySolved} from './summary';

const page = (permalink: string, title: string, ids: string[]) => ({permalink, title, exercises: ids.map((id) => ({id, title: `Exercise ${id}`}))});
const CATALOGUE: Catalogue = {
  groups: [
    {label: 'Getting Started', version: 'current', kind: 'docs', permalink: '/docs/getting-started', pages: [page('/docs/intro', 'Introduction', ['a', 'b'])]},
    {label: 'Python Basics', version: 'current', kind: 'docs', permalink: '/docs/python-basics', pages: [page('/docs/types', 'Data Types', ['c', 'd']), page('/docs/functions', 'Functions', ['e'])]},
    {label: 'Tutorials', version: 'current', kind: 'tutorials', permalink: '/tutorials', pages: [page('/tutorials/todo', 'Todo', ['t'])]},
    {label: 'Python Basics', version: '3.13', kind: 'docs', permalink: '/docs/3.13/python-basics', pages: [page('/docs/3.13/types', 'Data Types', ['c', 'd-313'])]},
  ],
};

describe('section progress', () => {
  test('counts the solved exercises of each section of one version', () => {
    const groups = groupProgress(CATALOGUE, {a: 1, c: 2, 'd-313': 3});
    expect(groups.map((group) => [group.label, group.solved, group.total])).toEqual([
      ['Getting Started', 1, 2],
      ['Python Basics', 1, 3],
      ['Tutorials', 0, 1],
    ]);
    expect(groupProgress(CATALOGUE, {a: 1, c: 2, 'd-313': 3}, '3.13').map((group) => group.solved)).toEqual([2]);
  });

  test('a page is complete only when every one of its exercises is solved, in either version', () => {
    expect([...completedPermalinks(CATALOGUE, {c: 1, d: 2, e: 3})].sort()).toEqual(['/docs/functions', '/docs/types']);
    expect([...completedPermalinks(CATALOGUE, {c: 1, 'd-313': 2})]).toEqual(['/docs/3.13/types']);
  });
});

describe('recently solved', () => {
  test('newest first, linking to the exercise on its current-version page', () => {
    const recent = recentlySolved(CATALOGUE, {a: 10, c: 30, e: 20, unknown: 40}, 2);
    expect(recent.map((entry) => [entry.title, entry.url])).toEqual([
      ['Exercise c', '/docs/types#exercise-c'],
      ['Exercise e', '/docs/functions#exercise-e'],
    ]);
  });
});

describe('the next page to read', () => {
  test('with nothing solved, the first page', () => {
    expect(nextPage(CATALOGUE, {})).toEqual({title: 'Introduction', permalink: '/docs/intro', group: 'Getting Started', started: false});
  });

  test('the page of the latest solve while it has exercises left', () => {
    expect(nextPage(CATALOGUE, {c: 5, a: 1})).toMatchObject({title: 'Data Types', started: true});
  });

  test('else the next unfinished page in reading order, wrapping round to the start', () => {
    expect(nextPage(CATALOGUE, {c: 1, d: 2})).toMatchObject({title: 'Functions'});
    expect(nextPage(CATALOGUE, {c: 1, d: 2, e: 3, t: 4})).toMatchObject({title: 'Introduction'});
  });

  test('none once everything is solved', () => {
    expect(nextPage(CATALOGUE, {a: 1, b: 1, c: 1, d: 1, e: 1, t: 1})).toBeNull();
  });
});
