// Turns each ```exercise fence of a doc or tutorial into the exercise a reader sees.
//
// What the reader sees before interacting (title, prompt, starter code or the program to read,
// the options) becomes a <PydocsExercise> element in the page, so it is in the server-rendered
// HTML and the search index. What is only needed once the reader presses Check (checks, hints,
// the reference solution, the correct option, explanations) is written to its own JSON file,
// which the page imports on first use: a doc page's JavaScript grows by the prompt text only.
// Runs before Docusaurus' own remark plugins, so links in prompts are resolved like any other.
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {marked} from 'marked';
import {parseExercise} from './exercise-source.mjs';

/** The component every exercise renders with (its folder's public entry for pages). */
export const EXERCISE_COMPONENT = '@site/src/features/exercises/ExerciseBlock';
const COMPONENT_NAME = 'PydocsExercise';
/** Where the answer data goes, under the site's generated folder (`@generated`). */
export const EXERCISE_DATA_FOLDER = 'pydocs-exercise-data';

const html = (markdown) => marked.parse(markdown, {async: false}).trim();
const inlineHtml = (markdown) => marked.parseInline(markdown, {async: false}).trim();

/**
 * What the page loads when the reader first checks an answer. Hints, explanations and option
 * feedback are Markdown written by the site's authors, turned into HTML here.
 * @param {import('./exercise-source.mjs').Exercise} exercise
 */
export function answerData(exercise) {
  return {
    id: exercise.id,
    type: exercise.type,
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

function importComponentNode() {
  const declaration = {
    type: 'ImportDeclaration',
    specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: COMPONENT_NAME}}],
    source: literal(EXERCISE_COMPONENT),
    attributes: [],
  };
  return {type: 'mdxjsEsm', value: `import ${COMPONENT_NAME} from ${JSON.stringify(EXERCISE_COMPONENT)};`, data: {estree: program(declaration)}};
}

/** `load={() => import("@generated/…/<id>.json")}`: the answer data becomes a chunk of its own. */
function loadAttribute(specifier) {
  const expression = {
    type: 'ArrowFunctionExpression',
    id: null,
    params: [],
    async: false,
    generator: false,
    expression: true,
    body: {type: 'ImportExpression', source: literal(specifier), options: null},
  };
  return {
    type: 'mdxJsxAttribute',
    name: 'load',
    value: {type: 'mdxJsxAttributeValueExpression', value: `() => import(${JSON.stringify(specifier)})`, data: {estree: program({type: 'ExpressionStatement', expression})}},
  };
}

const attribute = (name, value) => ({type: 'mdxJsxAttribute', name, value});

/**
 * @param {{generatedFilesDir: string}} options the site's `.docusaurus` folder
 */
export default function remarkExercises({generatedFilesDir}) {
  const dataDir = path.join(generatedFilesDir, EXERCISE_DATA_FOLDER);
  // The processor this plugin is attached to: prompts are parsed with the page's own Markdown syntax.
  const processor = this;
  return function transform(root, file) {
    const parse = (markdown) => processor.parse(markdown).children;
    let found = 0;
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
        found++;
        writeIfChanged(path.join(dataDir, `${exercise.id}.json`), `${JSON.stringify(answerData(exercise))}\n`);
        const attributes = [attribute('id', exercise.id), attribute('type', exercise.type), attribute('title', exercise.title)];
        if (exercise.starter !== undefined) attributes.push(attribute('starter', exercise.starter));
        if (exercise.code !== undefined) attributes.push(attribute('code', exercise.code));
        if (exercise.options) attributes.push(attribute('options', JSON.stringify(exercise.options.map((option) => inlineHtml(option.text)))));
        attributes.push(loadAttribute(`@generated/${EXERCISE_DATA_FOLDER}/${exercise.id}.json`));
        parent.children[index] = {
          type: 'mdxJsxFlowElement',
          name: COMPONENT_NAME,
          attributes,
          children: parse(exercise.prompt),
          position: node.position,
        };
      });
    };
    visit(root);
    if (found > 0) root.children.unshift(importComponentNode());
  };
}
