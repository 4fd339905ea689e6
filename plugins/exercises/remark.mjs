// Turns each ```exercise fence of a doc or tutorial into the exercise a reader sees.
//
// Each exercise becomes an <exercise> element (src/theme/MDXComponents provides it). What
// the reader sees before answering (prompt, starter code or the program to read, options) is
// given to it in the server build only: it is in the page's HTML (and the search index), and the
// browser keeps that HTML instead of carrying the same text in the page's JavaScript
// (src/features/exercises/ExerciseBlock.tsx). Its Markdown is turned into HTML here; exercise
// text holds no links for Docusaurus to resolve (exercise-source.mjs). What is only needed once the
// reader presses Check (checks, hints, the reference solution, the correct option, explanations)
// is written to a JSON file, with the content again for pages reached by a link, that the build
// emits as a hashed asset (plugins/exercises: a `?exercise-data` import is the file's URL) and
// the page fetches on first use. A doc page's JavaScript grows by a title and a URL per
// exercise, and the bundler's runtime by nothing: lazy chunks would each add an entry to the
// chunk map every page loads.
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {marked} from 'marked';
import {parseExercise} from './exercise-source.mjs';

/**
 * The element every exercise renders as; src/theme/MDXComponents maps it to the exercise component.
 * Lower case, like the elements Markdown makes: MDX adds a "you likely forgot to import" check to
 * every page that uses a capitalised component, and this saves each doc page those bytes.
 */
export const COMPONENT_NAME = 'exercise';
/** Where the answer data goes, under the site's generated folder (`@generated`). */
export const EXERCISE_DATA_FOLDER = 'pydocs-exercise-data';
/** The import query that makes a data file an emitted asset whose import is its URL. */
export const EXERCISE_DATA_QUERY = 'exercise-data';
/** `process.env.<this>` is true in the server build and false in the browser's (plugins/exercises). */
export const SERVER_RENDER_FLAG = 'PYDOCS_SERVER_RENDER';

const html = (markdown) => marked.parse(markdown, {async: false}).trim();
const inlineHtml = (markdown) => marked.parseInline(markdown, {async: false}).trim();

/**
 * What the reader sees before answering: the prompt and options as HTML, the code as written.
 * @param {import('./exercise-source.mjs').Exercise} exercise
 */
export function exerciseContent(exercise) {
  const content = {title: exercise.title, prompt: html(exercise.prompt)};
  if (exercise.starter !== undefined) content.starter = exercise.starter;
  if (exercise.code !== undefined) content.code = exercise.code;
  if (exercise.options) content.options = exercise.options.map((option) => inlineHtml(option.text));
  return content;
}

/**
 * What the page loads when the reader first checks an answer. Hints, explanations and option
 * feedback are Markdown written by the site's authors, turned into HTML here.
 * @param {import('./exercise-source.mjs').Exercise} exercise
 */
export function answerData(exercise) {
  return {
    id: exercise.id,
    type: exercise.type,
    content: exerciseContent(exercise),
    checks: exercise.checks ?? [],
    hints: (exercise.hints ?? []).map(html),
    solution: exercise.solution ?? null,
    answer: exercise.answer ?? null,
    correctOption: exercise.options ? exercise.options.findIndex((option) => option.correct) : null,
    optionFeedback: exercise.options ? exercise.options.map((option) => (option.why ? html(option.why) : null)) : [],
    explanation: exercise.explanation ? html(exercise.explanation) : null,
  };
}

/** Writes a file only when its text changes, so the dev server does not rebuild for nothing. */
function writeIfChanged(file, text) {
  try {
    if (readFileSync(file, 'utf8') === text) return;
  } catch {
    // Not written yet.
  }
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, text);
}

const literal = (value) => ({type: 'Literal', value, raw: JSON.stringify(value)});
const program = (statement) => ({type: 'Program', sourceType: 'module', body: [statement], comments: []});

/** `import <name> from "<specifier>";` */
function importNode(name, specifier) {
  const declaration = {
    type: 'ImportDeclaration',
    specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
    source: literal(specifier),
    attributes: [],
  };
  return {type: 'mdxjsEsm', value: `import ${name} from ${JSON.stringify(specifier)};`, data: {estree: program(declaration)}};
}

/** `<name>={process.env.PYDOCS_SERVER_RENDER ? {…value} : null}`: the value exists in the server build only. */
function serverOnlyAttribute(name, value) {
  const object = {
    type: 'ObjectExpression',
    properties: Object.entries(value).map(([key, entry]) => ({
      type: 'Property',
      key: {type: 'Identifier', name: key},
      value: Array.isArray(entry) ? {type: 'ArrayExpression', elements: entry.map(literal)} : literal(entry),
      kind: 'init',
      method: false,
      shorthand: false,
      computed: false,
    })),
  };
  const flag = {
    type: 'MemberExpression',
    object: {type: 'MemberExpression', object: {type: 'Identifier', name: 'process'}, property: {type: 'Identifier', name: 'env'}, computed: false, optional: false},
    property: {type: 'Identifier', name: SERVER_RENDER_FLAG},
    computed: false,
    optional: false,
  };
  const expression = {type: 'ConditionalExpression', test: flag, consequent: object, alternate: literal(null)};
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {type: 'mdxJsxAttributeValueExpression', value: `process.env.${SERVER_RENDER_FLAG} ? ${JSON.stringify(value)} : null`, data: {estree: program({type: 'ExpressionStatement', expression})}},
  };
}

/** `<name>={<identifier>}` */
function identifierAttribute(name, identifier) {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {type: 'mdxJsxAttributeValueExpression', value: identifier, data: {estree: program({type: 'ExpressionStatement', expression: {type: 'Identifier', name: identifier}})}},
  };
}

const attribute = (name, value) => ({type: 'mdxJsxAttribute', name, value});

/**
 * @param {{generatedFilesDir: string}} options the site's `.docusaurus` folder
 */
export default function remarkExercises({generatedFilesDir}) {
  const dataDir = path.join(generatedFilesDir, EXERCISE_DATA_FOLDER);
  return function transform(root, file) {
    const imports = [];
    const visit = (parent) => {
      parent.children?.forEach((node, index) => {
        if (node.type !== 'code' || node.lang !== 'exercise') {
          visit(node);
          return;
        }
        let exercise;
        try {
          exercise = parseExercise(node.value, node.position?.start.line ?? 0);
        } catch (error) {
          throw new Error(`${file.path ?? 'a Markdown file'}: ${error instanceof Error ? error.message : error}`);
        }
        writeIfChanged(path.join(dataDir, `${exercise.id}.json`), `${JSON.stringify(answerData(exercise))}\n`);
        const attributes = [
          attribute('id', exercise.id),
          attribute('type', exercise.type),
          serverOnlyAttribute('content', exerciseContent(exercise)),
        ];
        const dataName = `__exerciseData${imports.length}`;
        imports.push(importNode(dataName, `@generated/${EXERCISE_DATA_FOLDER}/${exercise.id}.json?${EXERCISE_DATA_QUERY}`));
        attributes.push(identifierAttribute('data', dataName));
        parent.children[index] = {
          type: 'mdxJsxFlowElement',
          name: COMPONENT_NAME,
          attributes,
          children: [],
          position: node.position,
        };
      });
    };
    visit(root);
    root.children.unshift(...imports);
  };
}
