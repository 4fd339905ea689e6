import {readFileSync} from 'node:fs';
import path from 'node:path';
import {VERSION_PLACEHOLDER, buildVersion, stampServiceWorker} from './index';

describe('offline cache plugin', () => {
  test('the version changes when any asset does, not with the order they are listed in', () => {
    const build = ['js/main.1a2b.js', 'css/styles.3c4d.css'];
    expect(buildVersion(build)).toMatch(/^[0-9a-f]{12}$/);
    expect(buildVersion([...build].reverse())).toBe(buildVersion(build));
    expect(buildVersion(['js/main.9f9f.js', 'css/styles.3c4d.css'])).not.toBe(buildVersion(build));
  });

  test('the shipped worker gets the version in every place that names it', () => {
    const source = readFileSync(path.join(__dirname, '../../static/sw.js'), 'utf8');
    expect(source).toContain(VERSION_PLACEHOLDER);
    const stamped = stampServiceWorker(source, 'abc123def456');
    expect(stamped).not.toContain(VERSION_PLACEHOLDER);
    expect(stamped).toContain("const VERSION = 'abc123def456';");
  });

  test('a worker without the placeholder fails the build rather than shipping unversioned caches', () => {
    expect(() => stampServiceWorker('self.addEventListener("fetch", () => {});', 'abc')).toThrow(VERSION_PLACEHOLDER);
  });
});
