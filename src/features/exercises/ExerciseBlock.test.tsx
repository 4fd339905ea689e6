import {act, render, screen, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {RunListener, RunRequest} from '@site/src/features/runner';
import ExerciseBlock from './ExerciseBlock';
import type {ExerciseAnswers} from './model';

jest.mock('@docusaurus/theme-common', () => ({usePrismTheme: () => jest.requireActual('prism-react-renderer').themes.github}));

/** The page's Python runner as the exercise sees it; each test plays the worker through `emit`. */
const mockRuns: Array<{request: RunRequest; listener: RunListener}> = [];
const mockRunner = {
  prepare: jest.fn(),
  run: (request: RunRequest, listener: RunListener) => {
    mockRuns.push({request, listener});
    return {stop: jest.fn()};
  },
};
jest.mock('@site/src/features/runner/loadRunner', () => ({
  loadedRunner: () => mockRunner,
  loadRunner: async () => mockRunner,
  startPython: () => undefined,
}));
const emit: RunListener = (event) => act(() => mockRuns.at(-1)?.listener(event));

/** Serves an exercise's answer data where the page fetches it; returns that URL. */
function serveAnswers(overrides: Partial<ExerciseAnswers>): string {
  const answers: ExerciseAnswers = {id: 'x', type: 'code', content: {title: 'Exercise', prompt: '<p>Do it.</p>'}, checks: [], hints: [], solution: null, answer: null, correctOption: null, optionFeedback: [], explanation: null, ...overrides};
  const url = `/assets/exercises/${answers.id}.0123abcd.json`;
  global.fetch = jest.fn(async (requested: string) => ({ok: requested === url, status: requested === url ? 200 : 404, json: async () => answers})) as unknown as typeof fetch;
  return url;
}

beforeEach(() => {
  window.localStorage.clear();
  mockRuns.length = 0;
});

describe('a multiple-choice exercise', () => {
  const load = () => serveAnswers({id: 'functions-default', type: 'choice', content: {title: 'The growing default list', prompt: '<p>What does this print?</p>', options: ["<code>['b']</code>", "<code>['a', 'b']</code>"]}, correctOption: 1, optionFeedback: ['<p>Defaults are made once.</p>', null], explanation: '<p>The list is shared.</p>'});

  test('a wrong choice says why it is wrong; the right one solves it and explains', async () => {
    render(
      <ExerciseBlock id="functions-default" type="choice" content={null} data={load()} />,
    );
    const exercise = await screen.findByRole('region', {name: 'The growing default list'});
    await userEvent.click(await within(exercise).findByRole('radio', {name: "['b']"}));
    await userEvent.click(within(exercise).getByRole('button', {name: 'Check'}));
    const result = within(exercise).getByRole('status');
    expect(await within(result).findByText('Not quite.')).toBeInTheDocument();
    expect(within(result).getByText('Defaults are made once.')).toBeInTheDocument();
    expect(within(exercise).queryByText('Solved')).not.toBeInTheDocument();

    await userEvent.click(within(exercise).getByRole('radio', {name: "['a', 'b']"}));
    await userEvent.click(within(exercise).getByRole('button', {name: 'Check'}));
    expect(await within(result).findByText('Correct! This exercise is solved.')).toBeInTheDocument();
    expect(within(result).getByText('The list is shared.')).toBeInTheDocument();
    expect(await within(exercise).findByText('Solved')).toBeInTheDocument();
  });

  test('Check with nothing chosen asks for an answer instead of marking it wrong', async () => {
    render(<ExerciseBlock id="functions-default" type="choice" content={null} data={load()} />);
    await userEvent.click(await screen.findByRole('button', {name: 'Check'}));
    expect(await screen.findByText('Choose an answer, then press Check.')).toBeInTheDocument();
  });
});

describe('a predict-the-output exercise', () => {
  const load = () => serveAnswers({id: 'scope-predict', type: 'predict', content: {title: 'Local or global?', prompt: '<p>Predict it.</p>', code: 'x = 1\nprint(x)'}, answer: 'local\nglobal', explanation: '<p>LEGB.</p>'});

  test('what the reader typed is compared line by line, ignoring trailing spaces; the answer can be revealed after a miss', async () => {
    render(<ExerciseBlock id="scope-predict" type="predict" content={null} data={load()} />);
    const box = await screen.findByRole('textbox', {name: 'What does this program print?'});
    await userEvent.type(box, 'global{Enter}local');
    await userEvent.click(screen.getByRole('button', {name: 'Check'}));
    expect(await screen.findByText('Not quite.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Show the answer'}));
    expect(screen.getByRole('button', {name: 'Yes, show the answer'})).toHaveFocus();
    await userEvent.click(screen.getByRole('button', {name: 'Keep trying'}));
    expect(screen.queryByText('The program prints:')).not.toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Show the answer'})).toHaveFocus();

    await userEvent.clear(box);
    await userEvent.type(box, 'local   {Enter}global{Enter}{Enter}');
    await userEvent.click(screen.getByRole('button', {name: 'Check'}));
    expect(await screen.findByText('Correct! This exercise is solved.')).toBeInTheDocument();
  });
});

describe('a coding task', () => {
  const CHECKS = [
    {source: 'greet("Ada") == "Hello, Ada!"', name: null},
    {source: 'assert isinstance(greet("x"), str)', name: 'greet returns a str'},
  ];
  const load = () => serveAnswers({id: 'functions-greet', content: {title: 'Greet', prompt: '<p>Write <code>greet</code>.</p>', starter: 'def greet(name):\n    print(name)'}, checks: CHECKS, hints: ['<p>Use <code>return</code>.</p>', '<p>An f-string.</p>'], solution: 'def greet(name):\n    return f"Hello, {name}!"'});
  const renderTask = () =>
    render(
      <ExerciseBlock id="functions-greet" type="code" content={null} data={load()} />,
    );

  test('Check runs the reader’s code with the checks and says, for each failing check, what was expected and what came back', async () => {
    renderTask();
    await userEvent.click(await screen.findByRole('button', {name: 'Check'}));
    await screen.findByRole('textbox', {name: 'Your code'});
    expect(mockRuns.at(-1)?.request).toMatchObject({code: 'def greet(name):\n    print(name)', checks: CHECKS, session: null});
    emit({type: 'started'});
    emit({
      type: 'finished',
      outcome: {kind: 'completed'},
      truncated: false,
      checks: [
        {name: 'greet("Ada") == "Hello, Ada!"', passed: false, message: "greet(\"Ada\") should be 'Hello, Ada!', but it is None.", traceback: null},
        {name: 'greet returns a str', passed: true, message: null, traceback: null},
      ],
    });
    const result = within(screen.getByRole('region', {name: 'Greet'})).getByRole('status');
    expect(within(result).getByText('1 of 2 checks passed.')).toBeInTheDocument();
    expect(within(result).getByText("greet(\"Ada\") should be 'Hello, Ada!', but it is None.")).toBeInTheDocument();
    expect(screen.queryByText('Solved')).not.toBeInTheDocument();
  });

  test('an error in the reader’s code shows its traceback and says the checks did not run', async () => {
    renderTask();
    await userEvent.click(await screen.findByRole('button', {name: 'Check'}));
    await screen.findByRole('textbox', {name: 'Your code'});
    emit({type: 'started'});
    emit({type: 'finished', outcome: {kind: 'raised', type: 'NameError', traceback: 'Traceback (most recent call last):\n  File "<example>", line 2, in <module>\nNameError: name \'nme\' is not defined'}, truncated: false});
    expect(screen.getByText(/NameError: name 'nme' is not defined/)).toBeInTheDocument();
    expect(screen.getByText('Your code stopped with an error, so the checks did not run. Fix it and press Check again.')).toBeInTheDocument();
  });

  test('hints come one at a time; the solution only after a Check, and only after confirming', async () => {
    renderTask();
    await userEvent.click(await screen.findByRole('button', {name: 'Edit'}));
    const editor = await screen.findByRole('textbox', {name: 'Your code'});
    expect(editor).toHaveFocus();
    expect(screen.getByRole('button', {name: 'Show the solution'})).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('The solution can be shown once you have pressed Check.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', {name: 'Show a hint (2)'}));
    const hints = screen.getByRole('region', {name: 'Hints'});
    expect(within(hints).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Use return.']);
    expect(screen.queryByText('An f-string.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Next hint (2 of 2)'}));
    expect(within(hints).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Use return.', 'An f-string.']);
    expect(screen.getByRole('button', {name: 'All hints shown'})).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(screen.getByRole('button', {name: 'Check'}));
    emit({type: 'started'});
    emit({type: 'finished', outcome: {kind: 'completed'}, truncated: false, checks: [{name: 'x', passed: false, message: 'no', traceback: null}]});
    await userEvent.click(screen.getByRole('button', {name: 'Show the solution'}));
    await userEvent.click(screen.getByRole('button', {name: 'Yes, show the solution'}));
    const solution = screen.getByRole('region', {name: 'Reference solution'});
    expect(within(solution).getByText(/return f"Hello, \{name\}!"/)).toBeInTheDocument();
  });

  test('passing every check solves the exercise, and the reader’s code is kept for their next visit', async () => {
    const {unmount} = renderTask();
    await userEvent.click(await screen.findByRole('button', {name: 'Edit'}));
    const editor = await screen.findByRole('textbox', {name: 'Your code'});
    await userEvent.clear(editor);
    await userEvent.type(editor, 'def greet(name): return "Hello, " + name + "!"');
    await userEvent.click(screen.getByRole('button', {name: 'Check'}));
    emit({type: 'started'});
    emit({
      type: 'finished',
      outcome: {kind: 'completed'},
      truncated: false,
      checks: CHECKS.map((check) => ({name: check.name ?? check.source, passed: true, message: null, traceback: null})),
    });
    expect(screen.getByText('All 2 checks passed. This exercise is solved!')).toBeInTheDocument();
    expect(await screen.findByText('Solved')).toBeInTheDocument();
    unmount();
    renderTask();
    await userEvent.click(await screen.findByRole('button', {name: 'Edit'}));
    expect(await screen.findByRole('textbox', {name: 'Your code'})).toHaveValue('def greet(name): return "Hello, " + name + "!"');
  });
});

test('offline, a page reached by a link says the exercise could not be downloaded instead of showing nothing', async () => {
  global.fetch = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  }) as unknown as typeof fetch;
  render(<ExerciseBlock id="offline-one" type="choice" content={null} data="/assets/exercises/offline.json" />);
  expect(await screen.findByText('The exercise could not be downloaded. Check your connection and try again.')).toBeInTheDocument();
});
