/** @jest-environment node */
// tsconfig.json writes out @docusaurus/tsconfig's options instead of extending it (it says why).
// When a Docusaurus upgrade changes them, this fails, naming the option, so the copy is brought
// in line rather than drifting from what Docusaurus builds with.
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../..');

function compilerOptions(file: string): Record<string, unknown> {
  const {config, error} = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return (config as {compilerOptions: Record<string, unknown>}).compilerOptions;
}

// Ours on purpose: no baseUrl (@site/ maps from the root instead), and no JavaScript in the check.
const OURS = new Set(['baseUrl', 'paths', 'allowJs']);

test("the site's TypeScript options are Docusaurus' own, apart from baseUrl and allowJs", () => {
  const upstream = compilerOptions(require.resolve('@docusaurus/tsconfig/tsconfig.json'));
  const site = compilerOptions(path.join(root, 'tsconfig.json'));
  for (const [option, value] of Object.entries(upstream).filter(([option]) => !OURS.has(option))) {
    expect({option, value: site[option]}).toEqual({option, value});
  }
  expect(upstream.paths).toEqual({'@site/*': ['./*']});
  expect(site.paths).toEqual(upstream.paths);
  expect(site.baseUrl).toBeUndefined();
});
