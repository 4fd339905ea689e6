/**
 * The import boundaries of PyDocs, as one ESLint rule (`pydocs/boundaries`). CONTRIBUTING.md
 * ("Boundaries") explains them for contributors; eslint/boundaries.test.ts proves each one still
 * fails a violating import.
 *
 * 1. A feature (src/features/<name>/) is used by other code only through its index.ts.
 * 2. src/ takes nothing from plugins/ but types, and only from the files in `buildTimeTypes`
 *    (data a plugin hands to pages at build time).
 * 3. A plugin's browser code is its client module (plugins/<name>/client.ts or
 *    plugins/<name>/client/): a client module imports no other file of plugins/ than its own
 *    plugin's client modules, and nothing in src/ imports a client module (Docusaurus loads it).
 *
 * Test files are not checked: a test may reach into what it tests.
 *
 * The rule resolves relative and `@site/` imports itself (no resolver plugin, no type information),
 * so it costs next to nothing and sees `import`, `export … from`, `import()`, `require()` and
 * `typeof import()` alike.
 */
import path from 'node:path';

const TEST_FILE = /(^|\/)tests\/|\.test\.[cm]?[jt]sx?$|\.spec\.[cm]?[jt]sx?$/;
const EXTENSION = /\.(d\.)?[cm]?[jt]sx?$/;

/** Where a repo-relative path belongs. */
export function elementOf(file) {
  const parts = file.split('/');
  if (parts[0] === 'src' && parts[1] === 'features' && parts.length > 3) return {kind: 'feature', name: parts[2]};
  if (parts[0] === 'src') return {kind: 'src'};
  if (parts[0] === 'plugins' && parts.length > 2) {
    const client = parts[2].replace(EXTENSION, '') === 'client';
    return {kind: client ? 'plugin-client' : 'plugin', name: parts[1]};
  }
  if (parts[0] === 'plugins') return {kind: 'plugin', name: parts[1].replace(EXTENSION, '')};
  return {kind: 'other'};
}

/** The repo-relative path an import names, without its extension, or null for a package. */
function resolveSource(root, importer, source) {
  let absolute;
  if (source.startsWith('@site/')) absolute = path.join(root, source.slice('@site/'.length));
  else if (source.startsWith('.')) absolute = path.resolve(path.dirname(importer), source);
  else return null;
  const relative = path.relative(root, absolute).split(path.sep).join('/');
  return relative.startsWith('..') ? null : modulePath(relative);
}

/** A file named as its module: no extension, a folder's index as the folder. */
const modulePath = (file) => file.replace(EXTENSION, '').replace(/\/index$/, '');


/** @type {import('eslint').Rule.RuleModule} */
export const boundariesRule = {
  meta: {
    type: 'problem',
    docs: {description: 'PyDocs import boundaries (CONTRIBUTING.md, "Boundaries")'},
    schema: [
      {
        type: 'object',
        properties: {root: {type: 'string'}, buildTimeTypes: {type: 'array', items: {type: 'string'}}},
        required: ['root', 'buildTimeTypes'],
        additionalProperties: false,
      },
    ],
    messages: {
      featureIndex: "Use the '{{feature}}' feature through its index (src/features/{{feature}}): '{{source}}' reaches into it.",
      pluginTypesOnly: "src/ takes only types from plugins/, and only from the build-time data files declared in eslint.config.mjs: '{{source}}'.",
      clientImportsBuild: "A plugin's client module ships to the browser: it may import only its own plugin's client modules, not '{{source}}'.",
      clientImported: "'{{source}}' is a plugin's client module: Docusaurus loads it (getClientModules or a module replacement), nothing in src/ imports it.",
    },
  },
  create(context) {
    const [{root, buildTimeTypes}] = context.options;
    const filename = context.physicalFilename ?? context.filename;
    const importer = path.relative(root, filename).split(path.sep).join('/');
    if (importer.startsWith('..') || TEST_FILE.test(importer)) return {};
    const from = elementOf(importer);
    const declaredTypes = new Set(buildTimeTypes.map(modulePath));

    function check(node, source, typeOnly) {
      if (typeof source !== 'string') return;
      const target = resolveSource(root, filename, source);
      if (target === null) return;
      const to = elementOf(target);
      const data = {source, feature: to.name};
      if (to.kind === 'feature' && !(from.kind === 'feature' && from.name === to.name) && target !== `src/features/${to.name}`) {
        context.report({node, messageId: 'featureIndex', data});
      }
      if (from.kind === 'feature' || from.kind === 'src') {
        if (to.kind === 'plugin-client') context.report({node, messageId: 'clientImported', data});
        else if (to.kind === 'plugin' && !(typeOnly && declaredTypes.has(target))) context.report({node, messageId: 'pluginTypesOnly', data});
      }
      if (from.kind === 'plugin-client' && (to.kind === 'plugin' || (to.kind === 'plugin-client' && to.name !== from.name))) {
        context.report({node, messageId: 'clientImportsBuild', data});
      }
    }

    const typeOnlyDeclaration = (node) =>
      node.importKind === 'type' || node.exportKind === 'type' ||
      (node.specifiers?.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type' || specifier.exportKind === 'type'));

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value, typeOnlyDeclaration(node)),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value, typeOnlyDeclaration(node)),
      ExportAllDeclaration: (node) => check(node.source, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value, false),
      TSImportType: (node) => {
        // typeof import('…'): `argument` is a literal type in typescript-eslint 8.
        const literal = node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument;
        if (literal?.type === 'Literal') check(literal, literal.value, true);
      },
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments[0]?.type === 'Literal') {
          check(node.arguments[0], node.arguments[0].value, false);
        }
      },
    };
  },
};

export default {rules: {boundaries: boundariesRule}};
