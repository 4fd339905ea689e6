/** @jest-environment node */
import {belongsInSiteStylesheet} from './index';

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
