// Reads "Check yourself" exercises from Markdown: one ```exercise fence of YAML per exercise
// (CONTRIBUTING.md, "Exercises"). The build (remark plugin and exercise data), the content test and
// the exercise checker all read exercises through this module, so what the tests check is exactly
// what readers get.
import yaml from 'js-yaml';
import {findCodeBlocks} from '../content/markdown-source.mjs';

/** Exercise ids: lower-case words joined by hyphens. Progress is stored under them, so they never change. */
export const EXERCISE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const EXERCISE_ID_MAX_LENGTH = 64;
export const EXERCISE_TYPES = ['code', 'predict', 'choice'];
export const MAX_CHECKS = 10;
export const MAX_HINTS = 3;

const FIELDS = {
  code: {required: ['id', 'type', 'title', 'prompt', 'starter', 'solution', 'checks', 'hints'], optional: ['explanation']},
  predict: {required: ['id', 'type', 'title', 'prompt', 'code', 'answer', 'explanation'], optional: []},
  choice: {required: ['id', 'type', 'title', 'prompt', 'options', 'explanation'], optional: ['code']},
};

/**
 * @typedef {{source: string, name: string | null}} ExerciseCheck
 * @typedef {{text: string, correct: boolean, why: string | null}} ExerciseOption
 * @typedef {{
 *   id: string, type: 'code' | 'predict' | 'choice', title: string, prompt: string,
 *   starter?: string, solution?: string, checks?: ExerciseCheck[], hints?: string[],
 *   code?: string, answer?: string, options?: ExerciseOption[], explanation?: string,
 *   line: number,
 * }} Exercise
 */

const isText = (value) => typeof value === 'string' && value.trim() !== '';
/** YAML block scalars end in one newline; code keeps its own lines and nothing after them. */
const codeText = (value) => String(value).replace(/\s+$/, '');

/**
 * Parses and validates one exercise fence. Throws an Error naming what is wrong.
 * @param {string} text the YAML inside the fence
 * @param {number} line the fence's line in its file, for messages
 * @returns {Exercise}
 */
export function parseExercise(text, line = 0) {
  /** @type {Record<string, unknown>} */
  let data;
  try {
    data = /** @type {Record<string, unknown>} */ (yaml.load(text));
  } catch (error) {
    throw new Error(`exercise at line ${line} is not valid YAML: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
  }
  const fail = (problem) => {
    throw new Error(`exercise ${typeof data?.id === 'string' ? `"${data.id}"` : ''} at line ${line}: ${problem}`);
  };
  if (typeof data !== 'object' || data === null || Array.isArray(data)) fail('the fence must hold a YAML mapping');
  const type = /** @type {'code' | 'predict' | 'choice'} */ (data.type);
  if (!EXERCISE_TYPES.includes(type)) fail(`type must be one of ${EXERCISE_TYPES.join(', ')}`);
  const {required, optional} = FIELDS[type];
  for (const key of Object.keys(data)) if (![...required, ...optional].includes(key)) fail(`unknown field "${key}" for a ${type} exercise`);
  for (const key of required) if (data[key] === undefined || data[key] === null) fail(`"${key}" is required for a ${type} exercise`);

  const id = String(data.id);
  if (!EXERCISE_ID_PATTERN.test(id) || id.length > EXERCISE_ID_MAX_LENGTH) {
    fail(`id must be lower-case words joined by hyphens, at most ${EXERCISE_ID_MAX_LENGTH} characters`);
  }
  for (const key of ['title', 'prompt']) if (!isText(data[key])) fail(`"${key}" must be text`);
  /** @type {Exercise} */
  const exercise = {id, type, title: String(data.title).trim(), prompt: String(data.prompt).trim(), line};
  if (isText(data.explanation)) exercise.explanation = String(data.explanation).trim();
  else if (data.explanation !== undefined) fail('"explanation" must be text');

  if (type === 'code') {
    for (const key of ['starter', 'solution']) if (!isText(data[key])) fail(`"${key}" must be Python code`);
    exercise.starter = codeText(data.starter);
    exercise.solution = codeText(data.solution);
    if (!Array.isArray(data.checks) || data.checks.length === 0 || data.checks.length > MAX_CHECKS) fail(`"checks" must list 1 to ${MAX_CHECKS} checks`);
    exercise.checks = data.checks.map((check, index) => parseCheck(check, index, fail));
    if (!Array.isArray(data.hints) || data.hints.length === 0 || data.hints.length > MAX_HINTS || !data.hints.every(isText)) {
      fail(`"hints" must list 1 to ${MAX_HINTS} hints, each text`);
    }
    exercise.hints = data.hints.map((hint) => String(hint).trim());
  } else if (type === 'predict') {
    if (!isText(data.code)) fail('"code" must be Python code');
    exercise.code = codeText(data.code);
    if (typeof data.answer !== 'string' && typeof data.answer !== 'number') fail('"answer" must be the exact output, as text');
    exercise.answer = String(data.answer).replace(/\s+$/, '');
  } else {
    if (data.code !== undefined) {
      if (!isText(data.code)) fail('"code" must be Python code');
      exercise.code = codeText(data.code);
    }
    if (!Array.isArray(data.options) || data.options.length < 2 || data.options.length > 6) fail('"options" must list 2 to 6 options');
    exercise.options = data.options.map((option, index) => {
      const entry = typeof option === 'string' ? {text: option} : option;
      if (typeof entry !== 'object' || entry === null || !isText(entry.text)) fail(`option ${index + 1} needs "text"`);
      for (const key of Object.keys(entry)) if (!['text', 'correct', 'why'].includes(key)) fail(`option ${index + 1} has an unknown field "${key}"`);
      if (entry.why !== undefined && !isText(entry.why)) fail(`option ${index + 1}: "why" must be text`);
      return {text: String(entry.text).trim(), correct: entry.correct === true, why: entry.why === undefined ? null : String(entry.why).trim()};
    });
    if (exercise.options.filter((option) => option.correct).length !== 1) fail('exactly one option must be marked "correct: true"');
  }
  // Exercise text becomes HTML at build time (remark.mjs), where Docusaurus cannot check or
  // resolve links: links belong in the page around the exercises.
  const texts = [exercise.prompt, ...(exercise.hints ?? []), exercise.explanation ?? '', ...(exercise.options ?? []).flatMap((option) => [option.text, option.why ?? ''])];
  if (texts.some((text) => /\]\(|<a\s/i.test(text))) fail('exercise text cannot hold links: put them in the page around the exercises');
  return exercise;
}

/**
 * A check is a Python expression that must be true (`area(3, 4) == 12`), or a mapping with
 * statements under "check" and a plain-language "name" for the result list.
 * @returns {ExerciseCheck}
 */
function parseCheck(check, index, fail) {
  if (typeof check === 'string' || typeof check === 'number' || typeof check === 'boolean') {
    const source = String(check).trim();
    if (source === '' || source.includes('\n')) fail(`check ${index + 1} must be one Python expression (use "check:" and "name:" for statements)`);
    return {source, name: null};
  }
  if (typeof check !== 'object' || check === null || !isText(check.check) || !isText(check.name)) {
    fail(`check ${index + 1} must be an expression, or a mapping with "check" (Python) and "name" (what it checks)`);
  }
  for (const key of Object.keys(check)) if (!['check', 'name'].includes(key)) fail(`check ${index + 1} has an unknown field "${key}"`);
  return {source: codeText(check.check), name: String(check.name).trim()};
}

/**
 * The exercises of a Markdown body, in page order.
 * @param {string} body the Markdown after its front matter
 * @param {number} [firstLine] the body's first line in the file
 * @returns {Exercise[]}
 */
export function findExercises(body, firstLine = 1) {
  return findCodeBlocks(body, firstLine)
    .filter((block) => block.lang === 'exercise')
    .map((block) => parseExercise(block.code, block.line));
}
