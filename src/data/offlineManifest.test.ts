import {formatSize, offlineCacheName, parseManifest, parseOfflineCacheName, planRefresh, type OfflineManifest} from './offlineManifest';

const manifest = (build: string, entries: OfflineManifest['entries']): OfflineManifest => ({build, python: '3.13', label: 'Python 3.13', size: 0, entries});

describe('offline copies of a Python version', () => {
  test('each version and build has its own cache, and other caches are not taken for one', () => {
    const name = offlineCacheName('3.13', 'abc123def456');
    expect(parseOfflineCacheName(name)).toEqual({python: '3.13', build: 'abc123def456'});
    expect(parseOfflineCacheName('pydocs-pages-abc123def456')).toBeNull();
    expect(parseOfflineCacheName('workbox-precache-v2')).toBeNull();
  });

  test('a new build downloads only the files that changed', () => {
    const before = manifest('a', [
      {url: '/docs/3.13/x', revision: '1', size: 10},
      {url: '/assets/js/main.1.js', revision: null, size: 20},
      {url: '/docs/3.13/y', revision: '1', size: 30},
    ]);
    const after = manifest('b', [
      {url: '/docs/3.13/x', revision: '2', size: 11},
      {url: '/assets/js/main.1.js', revision: null, size: 20},
      {url: '/docs/3.13/y', revision: '1', size: 30},
      {url: '/assets/js/new.2.js', revision: null, size: 5},
    ]);
    const plan = planRefresh(before, after);
    expect(plan.keep.map((entry) => entry.url)).toEqual(['/assets/js/main.1.js', '/docs/3.13/y']);
    expect(plan.fetch.map((entry) => entry.url)).toEqual(['/docs/3.13/x', '/assets/js/new.2.js']);
    expect(planRefresh(null, after).fetch).toHaveLength(4);
  });

  test('a damaged or foreign manifest is refused before anything is downloaded', () => {
    expect(parseManifest(manifest('a', [{url: '/docs/x', revision: null, size: 1}]))).not.toBeNull();
    expect(parseManifest(null)).toBeNull();
    expect(parseManifest({build: 'a'})).toBeNull();
    expect(parseManifest(manifest('a', [{url: 'https://evil.example/x', revision: null, size: 1}]))).toBeNull();
    expect(parseManifest(manifest('a', [{url: '//evil.example/x', revision: null, size: 1}]))).toBeNull();
  });

  test('sizes read as downloads do', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(48_200)).toBe('48 kB');
    expect(formatSize(25_817_455)).toBe('25.8 MB');
  });
});
