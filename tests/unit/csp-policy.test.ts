/**
 * @jest-environment node
 *
 * The helpers behind `npm run csp` and the CSP check of the e2e suite: which inline scripts a
 * browser would execute (and so check against script-src), and how the policy's hashes are kept.
 */
import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {
  contentSecurityPolicy,
  distinctHashes,
  executableInlineScripts,
  inlineHandlers,
  policyProblems,
  scanBuild,
  scriptHash,
  scriptHashesOf,
  unusedHashes,
  withScriptHashes,
} from '../../scripts/csp-policy.mjs';

// The well-known CSP hash of `alert(1)`, as browsers print it in their violation reports.
const ALERT_HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
const POLICY = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; object-src 'none'";

describe('which inline scripts need a hash', () => {
  test('plain, typed JavaScript and module scripts do; external and data scripts do not', () => {
    const html = [
      '<script>alert(1)</script>',
      '<script type="text/javascript">a()</script>',
      '<script type=module>b()</script>',
      '<script src=/assets/js/main.js></script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<SCRIPT defer>c()</SCRIPT >',
      '<script></script>',
    ].join('');
    expect(executableInlineScripts(html)).toEqual(['alert(1)', 'a()', 'b()', 'c()']);
  });

  test('the hash is the one a browser computes, over the exact text between the tags', () => {
    expect(scriptHash('alert(1)')).toBe(ALERT_HASH);
    expect(executableInlineScripts('<script>\r\n  go()\r\n</script>')).toEqual(['\n  go()\n']);
  });

  test('event handler attributes and javascript: links are found in tags, not in escaped code', () => {
    const html = '<button onclick="go()">Go</button><a href="javascript:void 0">x</a><code>&lt;img src=x onerror="steal()"&gt;</code><script>if (a<b && onload="x"){}</script>';
    expect(inlineHandlers(html)).toEqual(['onclick="go()"', 'href="javascript:void 0"']);
  });
});

describe('keeping firebase.json in step with a build', () => {
  function build(pages: Record<string, string>): string {
    const root = mkdtempSync(path.join(tmpdir(), 'csp-'));
    const dir = path.join(root, 'build');
    for (const [file, html] of Object.entries(pages)) {
      mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
      writeFileSync(path.join(dir, file), html);
    }
    return dir;
  }

  test('a build whose inline script is not in the policy is reported with the file and what to do', () => {
    const scan = scanBuild(build({'index.html': '<script>alert(1)</script>', 'docs/a.html': '<script>alert(1)</script><script>b()</script>'}));
    expect(scan.pages).toBe(2);
    expect(distinctHashes(scan.scripts)).toEqual([ALERT_HASH, scriptHash('b()')]);
    expect(policyProblems(scan, POLICY)).toEqual([
      `inline script in build/docs/a.html is not allowed by the CSP in firebase.json: run npm run csp (it needs ${ALERT_HASH})`,
      `inline script in build/docs/a.html is not allowed by the CSP in firebase.json: run npm run csp (it needs ${scriptHash('b()')})`,
    ]);
    const updated = withScriptHashes(POLICY, distinctHashes(scan.scripts));
    expect(policyProblems(scan, updated)).toEqual([]);
    expect(unusedHashes(scan, updated)).toEqual([]);
  });

  test('rewriting keeps the other sources and directives and replaces old hashes', () => {
    const withOld = withScriptHashes(POLICY, ["'sha256-old='"]);
    expect(withOld).toBe("default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-old='; object-src 'none'");
    expect(withScriptHashes(withOld, [ALERT_HASH])).toBe(`default-src 'self'; script-src 'self' 'wasm-unsafe-eval' ${ALERT_HASH}; object-src 'none'`);
    expect(scriptHashesOf(withOld)).toEqual(["'sha256-old='"]);
  });

  test('the policy is read from the hosting headers every path gets', () => {
    const firebaseJson = {hosting: {headers: [{source: '/assets/**', headers: [{key: 'Cache-Control', value: 'immutable'}]}, {source: '**', headers: [{key: 'Content-Security-Policy', value: POLICY}]}]}};
    expect(contentSecurityPolicy(firebaseJson)).toBe(POLICY);
    expect(() => contentSecurityPolicy({hosting: {headers: []}})).toThrow('firebase.json has no hosting.headers entry with "source": "**"');
  });
});
