import {isReadingPage, launchTarget} from './appLaunch';

describe('an installed PyDocs opens on the last page read', () => {
  test('started from the app icon, it goes to the stored page', () => {
    expect(launchTarget('?source=app', '/docs/advanced/generators#send')).toBe('/docs/advanced/generators#send');
    expect(launchTarget('?source=app', '/community/question?id=abc')).toBe('/community/question?id=abc');
  });

  test('a first start, or the home page opened any other way, stays on the home page', () => {
    expect(launchTarget('?source=app', null)).toBeNull();
    expect(launchTarget('', '/docs/advanced/generators')).toBeNull();
    expect(launchTarget('?source=newsletter', '/docs/advanced/generators')).toBeNull();
  });

  test('a stored address that leaves the site is never followed', () => {
    expect(launchTarget('?source=app', 'https://evil.example/')).toBeNull();
    expect(launchTarget('?source=app', '//evil.example/')).toBeNull();
    expect(launchTarget('?source=app', '/\\evil.example/')).toBeNull();
  });

  test('the home page, the login form and the 404 page are not remembered as reading', () => {
    expect(isReadingPage('/docs/python-basics/functions')).toBe(true);
    expect(isReadingPage('/community')).toBe(true);
    for (const pathname of ['/', '/login', '/login/', '/404.html']) expect(isReadingPage(pathname)).toBe(false);
  });
});
