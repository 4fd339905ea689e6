/** @jest-environment node */
import {VERSION_PLACEHOLDER, bundleServiceWorker, stampServiceWorker} from './index';

describe('the Workbox service worker the build ships', () => {
  test('is bundled for the browser with the build version in its cache names', async () => {
    const source = await bundleServiceWorker();
    expect(source).not.toMatch(/\bimport\s*[{*]|require\(|process\.env/);
    expect(source).toContain(VERSION_PLACEHOLDER);
    const stamped = stampServiceWorker(source, 'abc123def456');
    expect(stamped).not.toContain(VERSION_PLACEHOLDER);
    expect(stamped).toContain('abc123def456');
  }, 60_000);

  test('a worker without the placeholder fails the build rather than shipping unversioned caches', () => {
    expect(() => stampServiceWorker('self.addEventListener("fetch", () => {});', 'abc')).toThrow(VERSION_PLACEHOLDER);
  });
});
