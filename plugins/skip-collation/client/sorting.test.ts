import path from 'node:path';
import {renderHook} from '@testing-library/react';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {REPLACEMENTS, replaces} from '../index';
import {byCodeUnits, getActivePlugin, useShallowMemoObject} from './sorting';

const plugin = (pluginPath: string) => ({path: pluginPath, versions: [], breadcrumbs: true}) as unknown as GlobalPluginData;
/** PyDocs' two docs plugins, plus a root one to show that the longest matching path wins. */
const PLUGINS = {default: plugin('/docs'), tutorials: plugin('/tutorials'), root: plugin('/')};

let localeCompare: jest.SpyInstance;
beforeEach(() => {
  localeCompare = jest.spyOn(String.prototype, 'localeCompare');
});
afterEach(() => {
  expect(localeCompare).not.toHaveBeenCalled();
  localeCompare.mockRestore();
});

describe('the docs plugin of the page a reader is on', () => {
  test.each([
    ['/docs/advanced/generators', 'default'],
    ['/docs', 'default'],
    ['/docs/3.13/python-basics/functions', 'default'],
    ['/tutorials/todo-cli', 'tutorials'],
    ['/community', 'root'],
  ])('%s belongs to the %s plugin', (pathname, pluginId) => {
    expect(getActivePlugin(PLUGINS, pathname)?.pluginId).toBe(pluginId);
  });

  test('a path is tried before the paths that are a prefix of it, whatever order the plugins come in', () => {
    const nested = {root: plugin('/'), docs: plugin('/docs'), next: plugin('/docs/next')};
    expect(getActivePlugin(nested, '/docs/next/intro')?.pluginId).toBe('next');
    expect(getActivePlugin(nested, '/docs/intro')?.pluginId).toBe('docs');
    expect(['/', '/docs/next', '/docs'].sort((a, b) => byCodeUnits(b, a))).toEqual(['/docs/next', '/docs', '/']);
  });

  test('outside every docs plugin: none, or with failfast the same error as Docusaurus', () => {
    const docsOnly = {default: plugin('/docs'), tutorials: plugin('/tutorials')};
    expect(getActivePlugin(docsOnly, '/community')).toBeUndefined();
    expect(() => getActivePlugin(docsOnly, '/community', {failfast: true})).toThrow(
      'Can\'t find active docs plugin for "/community" pathname, while it was expected to be found. Maybe you tried to use a docs feature that can only be used on a docs-related page? Existing docs plugin paths are: /docs, /tutorials',
    );
  });
});

describe('useShallowMemoObject', () => {
  test('gives back the first object while the keys and values stay the same, in any order', () => {
    const first = {code: 'print(1)', language: 'python', title: undefined};
    const {result, rerender} = renderHook((props: Record<string, unknown>) => useShallowMemoObject(props), {initialProps: first});
    rerender({title: undefined, language: 'python', code: 'print(1)'});
    expect(result.current).toBe(first);
    const changed = {code: 'print(2)', language: 'python', title: undefined};
    rerender(changed);
    expect(result.current).toBe(changed);
  });
});

describe('which module requests the plugin replaces', () => {
  const [docsClientUtils, reactUtils] = REPLACEMENTS;
  test('the docs plugin’s and theme-common’s own imports of the two modules', () => {
    expect(replaces(docsClientUtils, {request: './docsClientUtils.js', context: docsClientUtils.inside})).toBe(true);
    expect(replaces(reactUtils, {request: '../utils/reactUtils', context: path.join(reactUtils.inside, 'contexts')})).toBe(true);
    expect(replaces(reactUtils, {request: './reactUtils', context: path.join(reactUtils.inside, 'utils')})).toBe(true);
  });

  test('not the stand-ins’ imports of the originals, nor a module of the same name elsewhere', () => {
    expect(replaces(reactUtils, {request: reactUtils.original, context: __dirname})).toBe(false);
    expect(replaces(docsClientUtils, {request: docsClientUtils.original, context: __dirname})).toBe(false);
    expect(replaces(reactUtils, {request: './reactUtils', context: path.join(__dirname, '..', '..', '..', 'src')})).toBe(false);
    expect(replaces(reactUtils, {request: './reactUtilsExtra', context: reactUtils.inside})).toBe(false);
  });
});
