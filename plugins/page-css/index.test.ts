/** @jest-environment node */
import {belongsInSiteStylesheet, linkStylesheets, stylesheetsByRoute} from './index';

const moduleAt = (file: string) => ({nameForCondition: () => file});

describe('which CSS every page loads', () => {
  test('the theme, the shell and the runner buttons stay in the site stylesheet', () => {
    for (const file of [
      '/site/node_modules/infima/dist/css/default/default.css',
      '/site/src/css/custom.css',
      '/site/src/features/auth/auth.module.css',
      '/site/src/features/runner/block.module.css',
      '/site/src/theme/SearchBar/styles.module.css',
    ]) {
      expect(belongsInSiteStylesheet(moduleAt(file))).toBe(true);
    }
  });

  test('community, chat, examples, FAQ, sitemap and the runner editor get their own files', () => {
    for (const file of [
      '/site/src/features/community/community.module.css',
      '/site/src/features/chat/chat.module.css',
      '/site/src/features/examples/examples.module.css',
      '/site/src/features/faq/faq.module.css',
      '/site/src/features/sitemap/sitemap.module.css',
      'C:\\site\\src\\features\\runner\\runner.module.css',
    ]) {
      expect(belongsInSiteStylesheet(moduleAt(file))).toBe(false);
    }
  });
});

describe('linking a page’s own CSS in its HTML', () => {
  test('each route gets the stylesheets of its chunks, found by chunk name', () => {
    const routes = {
      '/community-adf': {__comp: '57b59cd4', __context: {plugin: 'a7456010'}, config: '5e9f5e1a'},
      '/docs/advanced/generators-1f2': {__comp: '17896441', content: 'c0ffee00'},
    };
    const css = ['styles.167fc9a9.css', '57b59cd4.e8185992.css', '1474.7b962844.css'];
    expect([...stylesheetsByRoute(routes, css)]).toEqual([['/community', ['57b59cd4.e8185992.css']]]);
  });

  test('the links go right after the site stylesheet, once', () => {
    const html = '<head><link rel=stylesheet href=/assets/css/styles.1.css><script src=/a.js></script></head>';
    const linked = linkStylesheets(html, ['/assets/css/57.2.css']);
    expect(linked).toBe('<head><link rel=stylesheet href=/assets/css/styles.1.css><link rel="stylesheet" href="/assets/css/57.2.css"><script src=/a.js></script></head>');
    expect(linkStylesheets(linked, ['/assets/css/57.2.css'])).toBe(linked);
  });

  test('a page without the site stylesheet is reported, not silently left unstyled', () => {
    expect(() => linkStylesheets('<head></head>', ['/assets/css/57.2.css'])).toThrow('no site stylesheet');
  });
});
