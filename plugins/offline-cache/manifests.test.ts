import {gzipSync} from 'node:zlib';
import {buildVersion, CONTENT_NAMED, fragmentPage, isOtherVersionsPage, servedUrl, versionGlobs, type DocumentedPython} from './manifests';

const CURRENT: DocumentedPython = {python: '3.14', label: 'Python 3.14', docsPath: null, runtimePath: 'pyodide/aaaaaaaaaaaa/'};
const OLDER: DocumentedPython = {python: '3.13', label: 'Python 3.13', docsPath: '3.13', runtimePath: 'pyodide/bbbbbbbbbbbb/'};

describe('which build files make up a version offline copy', () => {
  test("3.13's copy has its own docs and runtime, and none of 3.14's docs", () => {
    const {patterns, ignores} = versionGlobs(OLDER, []);
    expect(patterns).toEqual(expect.arrayContaining(['docs/3.13.html', 'docs/3.13/**/*.html', 'tutorials/**/*.html', 'pagefind/**/*', 'pagefind-3.13/**/*', 'pyodide/bbbbbbbbbbbb/**/*']));
    expect(patterns).not.toContain('docs/**/*.html');
    expect(ignores).toContain('docs.html');
  });

  test("3.14's copy has all of /docs but the 3.13 folder", () => {
    const {patterns, ignores} = versionGlobs(CURRENT, ['3.13']);
    expect(patterns).toEqual(expect.arrayContaining(['docs.html', 'docs/**/*.html', 'pyodide/aaaaaaaaaaaa/**/*']));
    expect(ignores).toEqual(expect.arrayContaining(['docs/3.13.html', 'docs/3.13/**']));
    // Its search index, not 3.13's (the shared pages search the current one).
    expect(patterns).toContain('pagefind/**/*');
    expect(patterns).not.toContain('pagefind-3.13/**/*');
  });

  test('a page is stored under the URL the host serves it at (clean URLs)', () => {
    expect(servedUrl('index.html')).toBe('/');
    expect(servedUrl('docs.html')).toBe('/docs');
    expect(servedUrl('docs/3.13/advanced/generators.html')).toBe('/docs/3.13/advanced/generators');
    expect(servedUrl('assets/js/main.1a2b.js')).toBe('/assets/js/main.1a2b.js');
  });

  test('files named by their content need no revision; pages and unhashed files do', () => {
    expect(CONTENT_NAMED.test('/assets/js/main.1a2b.js')).toBe(true);
    expect(CONTENT_NAMED.test('/pyodide/0123456789ab/pyodide.asm.wasm')).toBe(true);
    expect(CONTENT_NAMED.test('/pagefind/fragment/en_1234.pf_fragment')).toBe(true);
    expect(CONTENT_NAMED.test('/pagefind-3.13/index/en_1234.pf_index')).toBe(true);
    expect(CONTENT_NAMED.test('/pagefind-3.13/pagefind.js')).toBe(false);
    expect(CONTENT_NAMED.test('/docs/advanced/generators')).toBe(false);
    expect(CONTENT_NAMED.test('/pagefind/pagefind.js')).toBe(false);
  });

  test("a search fragment of another version's docs is left out", () => {
    const fragment = gzipSync(Buffer.from(`pagefind_dcd${JSON.stringify({url: '/docs/3.13/advanced/generators#send', content: 'x'})}`));
    const page = fragmentPage(fragment);
    expect(page).toBe('/docs/3.13/advanced/generators#send');
    expect(isOtherVersionsPage(page ?? '', CURRENT, ['3.13'])).toBe(true);
    expect(isOtherVersionsPage(page ?? '', OLDER, [])).toBe(false);
    expect(isOtherVersionsPage('/docs/advanced/generators', OLDER, [])).toBe(true);
    expect(isOtherVersionsPage('/tutorials/todo-cli', OLDER, [])).toBe(false);
    expect(fragmentPage(Buffer.from('not gzip'))).toBeNull();
  });

  test('the build version changes with any file, not with the order they are listed in', () => {
    const files = [
      {url: '/docs/a', revision: '1', size: 1},
      {url: '/assets/js/main.1a2b.js', revision: null, size: 2},
    ];
    expect(buildVersion(files)).toMatch(/^[0-9a-f]{12}$/);
    expect(buildVersion([...files].reverse())).toBe(buildVersion(files));
    expect(buildVersion([{...files[0], revision: '2'}, files[1]])).not.toBe(buildVersion(files));
  });
});
