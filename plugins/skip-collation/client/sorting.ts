import {useMemo} from 'react';
import {matchPath} from '@docusaurus/router';
import type {ActivePlugin, GlobalPluginData} from '@docusaurus/plugin-content-docs/client';

/** Ascending by UTF-16 code units: a fixed order that needs no locale data. */
export function byCodeUnits(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * Docusaurus' getActivePlugin (plugin-content-docs/lib/client/docsClientUtils.js; compared with the
 * installed one, error text included, by tests/unit/upstream-drift-guards.ts), with the
 * plugins sorted by path from last to first by code units instead of `localeCompare`: as there,
 * a path comes before every path that is a prefix of it ("/docs/next" before "/docs", "/docs"
 * before "/"), so the most specific plugin is tried first.
 */
export function getActivePlugin(
  allPluginData: Record<string, GlobalPluginData>,
  pathname: string,
  options: {failfast?: boolean} = {},
): ActivePlugin | undefined {
  const activeEntry = Object.entries(allPluginData)
    .sort((a, b) => byCodeUnits(b[1].path, a[1].path))
    .find(([, pluginData]) => !!matchPath(pathname, {path: pluginData.path, exact: false, strict: false}));
  const activePlugin = activeEntry ? {pluginId: activeEntry[0], pluginData: activeEntry[1]} : undefined;
  if (!activePlugin && options.failfast) {
    const paths = Object.values(allPluginData)
      .map((plugin) => plugin.path)
      .join(', ');
    throw new Error(
      `Can't find active docs plugin for "${pathname}" pathname, while it was expected to be found. Maybe you tried to use a docs feature that can only be used on a docs-related page? Existing docs plugin paths are: ${paths}`,
    );
  }
  return activePlugin;
}

/**
 * theme-common's useShallowMemoObject (lib/utils/reactUtils.js): the same object back while its
 * keys and values are the same. The keys are sorted only so that their order does not matter.
 */
export function useShallowMemoObject<O extends object>(obj: O): O {
  const deps = Object.entries(obj);
  deps.sort(([a], [b]) => byCodeUnits(a, b));
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => obj, deps.flat());
}
