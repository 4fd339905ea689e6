import {isSameSitePath} from './sameSitePath';

test('a path on this site is followed, with its query and fragment', () => {
  for (const path of ['/community', '/docs/advanced/generators#send', '/community/question?id=a1']) expect(isSameSitePath(path)).toBe(true);
});

test('an address that a browser would take to another site is not', () => {
  for (const path of ['//evil.example/', '/\\evil.example', '/\\/evil.example', 'https://evil.example/', 'evil.example', '/docs\\..\\x', '/\tevil', ' /community', '']) {
    expect({path, followed: isSameSitePath(path)}).toEqual({path, followed: false});
  }
});
