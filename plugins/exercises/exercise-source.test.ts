/** @jest-environment node */
// What a writer gets from the exercise fence: a parsed exercise, or an error naming what is wrong
// (the build and `npm run test:examples` stop on it, so a broken exercise never reaches readers).
import {findExercises, parseExercise} from './exercise-source.mjs';
import {answerData} from './remark.mjs';

const CODE = `id: functions-greet
type: code
title: Greet
prompt: Write \`greet(name)\`.
starter: |
  def greet(name):
      pass
solution: |
  def greet(name):
      return f"Hello, {name}!"
checks:
  - greet("Ada") == "Hello, Ada!"
  - name: returns a str
    check: |
      assert isinstance(greet("x"), str)
hints:
  - Use an f-string.
`;

const CHOICE = `id: functions-default
type: choice
title: Defaults
prompt: What prints?
options:
  - text: "\`['b']\`"
    why: Defaults are made once.
  - text: "\`['a', 'b']\`"
    correct: true
explanation: The list is shared.
`;

describe('a writer’s exercise fence', () => {
  test('a coding task keeps its code as written and its checks in order', () => {
    const exercise = parseExercise(CODE, 12);
    expect(exercise).toMatchObject({id: 'functions-greet', type: 'code', title: 'Greet', line: 12});
    expect(exercise.starter).toBe('def greet(name):\n    pass');
    expect(exercise.checks).toEqual([
      {source: 'greet("Ada") == "Hello, Ada!"', name: null},
      {source: 'assert isinstance(greet("x"), str)', name: 'returns a str'},
    ]);
    expect(exercise.hints).toEqual(['Use an f-string.']);
  });

  test('a multiple-choice question knows its one correct option; the page gets it only with the answer data', () => {
    const exercise = parseExercise(CHOICE);
    expect(exercise.options?.map((option) => option.correct)).toEqual([false, true]);
    const data = answerData(exercise);
    expect(data.correctOption).toBe(1);
    expect(data.optionFeedback[0]).toBe('<p>Defaults are made once.</p>');
    expect(data.explanation).toBe('<p>The list is shared.</p>');
  });

  test('exercises are found in page order, fences of other languages ignored', () => {
    const body = `# Page\n\n\`\`\`python\nprint(1)\n\`\`\`\n\n\`\`\`exercise\n${CODE}\`\`\`\n\n\`\`\`exercise\n${CHOICE}\`\`\`\n`;
    expect(findExercises(body).map((exercise) => exercise.id)).toEqual(['functions-greet', 'functions-default']);
  });

  test.each([
    ['an id that is not lower-case words', CODE.replace('functions-greet', 'Functions_Greet'), /id must be lower-case words/],
    ['a missing field', CODE.replace(/hints:\n.*\n/, ''), /"hints" is required/],
    ['an unknown field', `${CODE}difficulty: hard\n`, /unknown field "difficulty"/],
    ['a check of several lines without a name', CODE.replace('  - greet("Ada") == "Hello, Ada!"', '  - |\n    x = 1\n    x == 1'), /one Python expression/],
    ['no checks', CODE.replace(/checks:[\s\S]*?hints:/, 'checks: []\nhints:'), /1 to 10 checks/],
    ['two correct options', CHOICE.replace('why: Defaults are made once.', 'correct: true'), /exactly one option/],
    ['an unknown type', CODE.replace('type: code', 'type: essay'), /type must be one of/],
    ['YAML that does not parse', 'id: [unclosed', /not valid YAML/],
  ])('%s is refused with a message saying so', (_, text, message) => {
    expect(() => parseExercise(text, 3)).toThrow(message);
  });
});

test('exercise text with a link is refused: links belong in the page, where the build checks them', () => {
  expect(() => parseExercise(CODE.replace('Write `greet(name)`.', 'Write `greet(name)`, see [Functions](functions.md).'))).toThrow(/cannot hold links/);
});
