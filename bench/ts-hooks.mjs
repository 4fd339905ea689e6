// Node module hooks that let a plain `node` script import the project's TypeScript sources (the
// benchmarks measure the same code the site ships). TypeScript's own transpiler strips the types;
// extensionless relative imports resolve to .ts/.tsx files, as they do in the bundler.
import {existsSync, readFileSync} from 'node:fs';
import {fileURLToPath, pathToFileURL} from 'node:url';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '/index.ts'];

const SITE_ROOT = new URL('../', import.meta.url);

export async function resolve(specifier, context, nextResolve) {
  // The bundler's alias for the site's root (tsconfig's @site/*), used by the shared sources.
  if (specifier.startsWith('@site/')) return resolve(new URL(specifier.slice('@site/'.length), SITE_ROOT).href, context, nextResolve);
  if ((specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('file:')) && (context.parentURL?.startsWith('file:') || specifier.startsWith('file:'))) {
    const base = new URL(specifier, context.parentURL);
    const file = fileURLToPath(base);
    if (!existsSync(file) || !/\.[cm]?[jt]sx?$|\.json$/.test(file)) {
      for (const extension of EXTENSIONS) {
        if (existsSync(file + extension)) return {url: pathToFileURL(file + extension).href, shortCircuit: true};
      }
    }
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (/\.tsx?$/.test(url)) {
    const source = readFileSync(fileURLToPath(url), 'utf8');
    const {outputText} = ts.transpileModule(source, {
      fileName: fileURLToPath(url),
      compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX, verbatimModuleSyntax: false},
    });
    return {format: 'module', source: outputText, shortCircuit: true};
  }
  return nextLoad(url, context);
}
