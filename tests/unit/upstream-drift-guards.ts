/**
 * The drift guards (run by ./upstream-drift.test.ts): for each performance plugin or swizzle that
 * copies Docusaurus code or relies on one of its private names or paths, a comparison with the
 * Docusaurus installed in node_modules. When one fails after an upgrade, its message names the
 * tweak and what to re-check; ARCHITECTURE.md ("Upgrading Docusaurus") has the checklist. A
 * fingerprint is a hash of the upstream code with comments and whitespace left out
 * (./upstream-drift.ts), recorded when the tweak was last checked against it: update it only after
 * doing what the message says.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {SSR_TEMPLATE} from '../../plugins/page-scripts/template';
import {modulesByChunkName} from '../../plugins/page-scripts/manifest';
import {THEME_PRISM_CLIENT_MODULE} from '../../plugins/lazy-highlighter/index';
import {
  blockAfter,
  changedFrom,
  functionSource,
  missingFrom,
  normalise,
  packageRoot,
  readInstalled,
  type DriftGuard,
} from './upstream-drift';

const CORE = '@docusaurus/core';
const THEME = '@docusaurus/theme-classic';
const THEME_COMMON = '@docusaurus/theme-common';
/** The Docusaurus release every guard below was last checked against. */
const REVIEWED = '3.10.2';
const against = (name: string) => ({package: name, version: REVIEWED});

const ROOT = path.join(__dirname, '..', '..');
const ourSource = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The template string core exports from lib/ssg/ssgTemplate.html.js. */
function upstreamSsrTemplate(): string | undefined {
  const module = readInstalled(CORE, 'lib/ssg/ssgTemplate.html.js');
  return module === undefined ? undefined : /exports\.default = `([\s\S]*?)`;/.exec(module)?.[1];
}
/** The lines of core's template that plugins/page-scripts/template.ts replaces (the `<script defer>` loop). */
const REPLACED_TEMPLATE_LINES = [
  '<% it.scripts.forEach((script) => { %>',
  '<script src="<%= it.baseUrl %><%= script %>" defer></script>',
  '<% }); %>',
];

/** Every other line of core's template must be in SSR_TEMPLATE, in the same order. */
function templateDrift(): string | undefined {
  const upstream = upstreamSsrTemplate();
  if (upstream === undefined) return 'lib/ssg/ssgTemplate.html.js no longer exports a template string';
  const lines = upstream
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const scriptsLoop = lines.indexOf(REPLACED_TEMPLATE_LINES[0]);
  if (scriptsLoop < 0 || REPLACED_TEMPLATE_LINES.some((line, offset) => lines[scriptsLoop + offset] !== line)) {
    return 'its `<script defer>` loop is not the one the copy replaces';
  }
  const kept = [...lines.slice(0, scriptsLoop), ...lines.slice(scriptsLoop + REPLACED_TEMPLATE_LINES.length)];
  let from = 0;
  for (const line of kept) {
    const at = SSR_TEMPLATE.indexOf(line, from);
    if (at < 0) return `the copy lacks, or has out of order, the line ${JSON.stringify(line)}`;
    from = at + line.length;
  }
  return undefined;
}

/** A registry line written by core's own code generator, parsed by plugins/page-scripts/manifest.ts. */
function registryFormatDrift(): string | undefined {
  const codegen = readInstalled(CORE, 'lib/server/codegen/codegenRoutes.js');
  const line = codegen === undefined ? undefined : /`(\s*"\$\{chunkName\}": \[\(\) => import\([^`]*)`/.exec(codegen)?.[1];
  if (line === undefined) return 'lib/server/codegen/codegenRoutes.js no longer writes registry lines as the parser expects';
  const written = `export default {\n${line.replaceAll('${chunkName}', '17896441').replaceAll('${modulePath}', '@theme/DocItem')}};\n`;
  const parsed = modulesByChunkName(written);
  return parsed.get('17896441') === '@theme/DocItem' && parsed.size === 1 ? undefined : `manifest.ts cannot read the line ${JSON.stringify(written.split('\n')[1])}`;
}


const first = (...problems: Array<() => string | undefined>): string | undefined => {
  for (const problem of problems) {
    const found = problem();
    if (found !== undefined) return found;
  }
  return undefined;
};

const CACHE_GROUPS = () => blockAfter(readInstalled(CORE, 'lib/webpack/base.js') ?? '', 'cacheGroups:');
const CACHE_GROUPS_FINGERPRINT = 'f602281f7e6e6f70';

/** Every guard, in the order of ARCHITECTURE.md's table. */
export const GUARDS: readonly DriftGuard[] = [
  {
    tweak: 'page-scripts',
    upstream: `${CORE}'s SSR template (lib/ssg/ssgTemplate.html.js)`,
    recheck: 're-copy it into plugins/page-scripts/template.ts, changing only how the scripts start, and re-run tests/e2e/page-start.spec.ts',
    writtenAgainst: against(CORE),
    check: templateDrift,
  },
  {
    tweak: 'page-scripts',
    upstream: `${CORE}'s page script lookup (getScriptsAndStylesheets in lib/ssg/ssgTemplate.js)`,
    recheck: "re-check plugins/page-scripts/manifest.ts' fix of the client manifest (is it still needed? does the lookup still key modules by name?) and re-run tests/e2e/page-start.spec.ts (\"…names exactly the scripts it runs…\")",
    writtenAgainst: against(CORE),
    check: () => changedFrom('4c30a3ad0faee88c', functionSource(readInstalled(CORE, 'lib/ssg/ssgTemplate.js') ?? '', 'getScriptsAndStylesheets'), 'getScriptsAndStylesheets'),
  },
  {
    tweak: 'page-scripts',
    upstream: `${CORE}'s generated registry.js (genRegistry in lib/server/codegen/codegenRoutes.js)`,
    recheck: "update REGISTRY_ENTRY in plugins/page-scripts/manifest.ts and the REGISTRY sample in pageScripts.test.ts to the new format",
    writtenAgainst: against(CORE),
    check: registryFormatDrift,
  },
  {
    tweak: 'src/theme/CodeBlock (StableCodeBlock.tsx)',
    upstream: `${THEME}'s CodeBlock (lib/theme/CodeBlock/index.js)`,
    recheck: 're-copy it into src/theme/CodeBlock/StableCodeBlock.tsx without the useIsBrowser key, and re-run tests/e2e/pages.spec.ts ("code is highlighted on a page opened directly…")',
    writtenAgainst: against(THEME),
    check: () => changedFrom('b6e3227d21386eff', readInstalled(THEME, 'lib/theme/CodeBlock/index.js'), 'CodeBlock/index.js'),
  },
  {
    tweak: 'src/theme/CodeBlock/Content',
    upstream: `${THEME}'s CodeBlock/Content (lib/theme/CodeBlock/Content/index.js), whose server-rendered <pre> the wrapper keeps`,
    recheck: 'check that it still renders one <pre tabIndex=0> holding wordWrap.codeBlockRef (ServerRenderedCode adopts it), and re-run tests/e2e/pages.spec.ts ("every character of the Python examples has the colour…")',
    writtenAgainst: against(THEME),
    check: () => changedFrom('015dff2cdf643948', readInstalled(THEME, 'lib/theme/CodeBlock/Content/index.js'), 'CodeBlock/Content/index.js'),
  },
  {
    tweak: 'src/theme/CodeBlock/Line (+ Line/Token)',
    upstream: `${THEME}'s CodeBlock/Line and Line/Token (lib/theme/CodeBlock/Line/)`,
    recheck: 'check that lines and tokens still take their style from getLineProps/getTokenProps only, and re-run tests/e2e/pages.spec.ts ("every character of the Python examples has the colour…")',
    writtenAgainst: against(THEME),
    check: () =>
      first(
        () => changedFrom('05449efc4e93e52c', readInstalled(THEME, 'lib/theme/CodeBlock/Line/index.js'), 'CodeBlock/Line/index.js'),
        () => changedFrom('1ec88a5d8251e9cf', readInstalled(THEME, 'lib/theme/CodeBlock/Line/Token/index.js'), 'CodeBlock/Line/Token/index.js'),
      ),
  },
  {
    tweak: 'src/theme/CodeBlock/Buttons',
    upstream: `${THEME}'s CodeBlock/Buttons (lib/theme/CodeBlock/Buttons/index.js)`,
    recheck: 'check whether it still mounts every block\'s buttons right after hydration (else drop the wrapper), and re-run tests/e2e/pages.spec.ts ("…copy buttons on code")',
    writtenAgainst: against(THEME),
    check: () => changedFrom('e03af328cf39427b', readInstalled(THEME, 'lib/theme/CodeBlock/Buttons/index.js'), 'CodeBlock/Buttons/index.js'),
  },
  {
    tweak: 'src/theme/CodeBlock/Content',
    upstream: `${THEME_COMMON}/internal (lib/internal.js), which it imports`,
    recheck: 'find where useCodeBlockContext went and what it returns, fix the import, and re-run tests/e2e/pages.spec.ts',
    writtenAgainst: against(THEME_COMMON),
    check: () =>
      first(
        () => missingFrom(readInstalled(THEME_COMMON, 'lib/internal.js'), 'lib/internal.js', ['useCodeBlockContext']),
        () => missingFrom(readInstalled(THEME_COMMON, 'lib/hooks/useCodeWordWrap.d.ts'), 'useCodeWordWrap.d.ts', ['codeBlockRef: RefObject']),
      ),
  },
  {
    tweak: 'lazy-highlighter',
    upstream: `${THEME}'s prism-include-languages client module (lib/prism-include-languages.js), replaced by path`,
    recheck: 'update THEME_PRISM_CLIENT_MODULE in plugins/lazy-highlighter/index.ts and what src/theme/CodeBlock/Content/Highlighted.tsx does in its place, then re-run tests/e2e/budgets.spec.ts and tests/e2e/pages.spec.ts ("shell commands are highlighted too…")',
    writtenAgainst: against(THEME),
    check: () => {
      const theme = packageRoot(THEME);
      const clientModule = path.join(theme, 'lib', 'prism-include-languages.js');
      return first(
        () => missingFrom(blockAfter(readInstalled(THEME, 'lib/index.js') ?? '', 'getClientModules()'), 'getClientModules() in lib/index.js', ["'./prism-include-languages'"]),
        () => (THEME_PRISM_CLIENT_MODULE.test(clientModule) ? undefined : `THEME_PRISM_CLIENT_MODULE does not match ${clientModule}`),
        () => changedFrom('4b479325fd5899b1', readInstalled(THEME, 'lib/prism-include-languages.js'), 'prism-include-languages.js'),
        () => missingFrom(readInstalled(THEME, 'lib/theme/prism-include-languages.js'), '@theme/prism-include-languages', ['export default function prismIncludeLanguages(']),
      );
    },
  },
  {
    tweak: 'page-css',
    upstream: `${CORE}'s splitChunks cache groups (lib/webpack/base.js)`,
    recheck: "check that the site-wide CSS still comes from one group named `styles` whose `test` plugins/page-css may narrow, and re-run tests/e2e/budgets.spec.ts (\"…none of the community or chat styles\", \"the community page arrives with its own styles…\")",
    writtenAgainst: against(CORE),
    check: () =>
      first(
        () => missingFrom(normalise(CACHE_GROUPS() ?? ''), 'the cache groups', ["styles: { name: 'styles', type: 'css/mini-extract',"]),
        () => changedFrom(CACHE_GROUPS_FINGERPRINT, CACHE_GROUPS(), 'the cache groups'),
      ),
  },
  {
    tweak: 'idle-prefetch',
    upstream: `${CORE}'s client start-up and <Link> (lib/client/clientEntry.js, lib/client/exports/Link.js)`,
    recheck: 'check that window.docusaurus is still set by a plain assignment (the setter in plugins/idle-prefetch/client/index.ts catches it) and still the object <Link> prefetches through, and re-run tests/e2e/pages.spec.ts ("the pages a doc page links to are prefetched once it is idle…")',
    writtenAgainst: against(CORE),
    check: () =>
      first(
        () => missingFrom(readInstalled(CORE, 'lib/client/clientEntry.js'), 'clientEntry.js', ['window.docusaurus = docusaurus;']),
        () => (/defineProperty\(window/.test(readInstalled(CORE, 'lib/client/clientEntry.js') ?? '') ? 'clientEntry.js defines window properties itself' : undefined),
        () => missingFrom(readInstalled(CORE, 'lib/client/exports/Link.js'), 'exports/Link.js', ['window.docusaurus.prefetch(', 'window.docusaurus.preload(']),
        () => missingFrom(blockAfter(readInstalled(CORE, 'lib/client/docusaurus.js') ?? '', 'const docusaurus = '), 'the docusaurus object in docusaurus.js', ['prefetch', 'preload']),
      ),
  },
  {
    tweak: 'pyodide-runtime',
    upstream: `${CORE}'s ChunkAssetPlugin (lib/webpack/plugins/ChunkAssetPlugin.js, facebook/docusaurus#8389)`,
    recheck: 'make workerRuntimeFix in plugins/pyodide-runtime/index.ts declare every webpack global the runtime module uses (or drop it if upstream now declares them), and re-run tests/e2e/runner.spec.ts',
    writtenAgainst: against(CORE),
    check: () => {
      const upstream = readInstalled(CORE, 'lib/webpack/plugins/ChunkAssetPlugin.js');
      const used = /const \{([^}]*)\} = webpack_1\.default\.RuntimeGlobals/.exec((upstream ?? '').replace(/\/\/.*$/gm, ''))?.[1]
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      if (!used) return 'it no longer takes its webpack globals from RuntimeGlobals as the fix expects';
      const declared = [...ourSource('plugins/pyodide-runtime/index.ts').matchAll(/requirements\.add\(RuntimeGlobals\.(\w+)\)/g)].map((match) => match[1]);
      const undeclared = used.filter((name) => !declared.includes(name));
      return first(
        () => missingFrom(upstream, 'ChunkAssetPlugin.js', ['__webpack_require__.gca', 'compilation.addRuntimeModule(chunk, new ChunkAssetRuntimeModule())']),
        () => (undeclared.length === 0 ? undefined : `its runtime code uses ${undeclared.join(', ')}, which the fix does not declare`),
      );
    },
  },
];

