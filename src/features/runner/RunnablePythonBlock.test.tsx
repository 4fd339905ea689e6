import React from 'react';
import {act, render, screen, waitFor, within} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {RunListener} from './PythonRunner';
import type {RunRequest} from './protocol';
import RunnablePythonBlock from './RunnablePythonBlock';

jest.mock('@docusaurus/theme-common', () => ({usePrismTheme: () => jest.requireActual('prism-react-renderer').themes.github}));
jest.mock('./usePythonSession', () => ({usePythonSession: () => null}));

/** The runner as the block sees it; each test plays the worker's part through `emit`. */
const mockRuns: Array<{request: RunRequest; listener: RunListener; stop: jest.Mock}> = [];
const mockRunner = {
  prepare: jest.fn(),
  run: (request: RunRequest, listener: RunListener) => {
    const stop = jest.fn();
    mockRuns.push({request, listener, stop});
    return {stop};
  },
};
let mockRunnerLoaded = false;
jest.mock('./loadRunner', () => {
  const loadRunner = async () => {
    mockRunnerLoaded = true;
    return mockRunner;
  };
  return {
    loadedRunner: () => (mockRunnerLoaded ? mockRunner : null),
    loadRunner,
    // As the real one: load the runner, then prepare it.
    startPython: () => void loadRunner().then((runner) => runner.prepare()),
  };
});

const emit: RunListener = (event) => act(() => mockRuns.at(-1)?.listener(event));
/** Output is drawn once per animation frame. */
const nextFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));

const GREET = 'def greet(name):\n    return f"Hello, {name}!"\n\nprint(greet("Ada"))';

beforeEach(() => {
  mockRuns.length = 0;
  mockRunner.prepare.mockClear();
  mockRunnerLoaded = false;
});

type BlockProps = Partial<Omit<React.ComponentProps<typeof RunnablePythonBlock>, 'children'>>;

function renderBlock(props: BlockProps = {}) {
  const code = props.code ?? GREET;
  render(
    <RunnablePythonBlock code={code} {...props}>
      <pre aria-label="static code">{code}</pre>
    </RunnablePythonBlock>,
  );
  const block = screen.getByRole('group', {name: 'Python example'});
  return {block, result: within(block).getByRole('status')};
}

/** Edit turns the static block into the editor (loaded on demand) and puts the caret in it. */
async function startEditing(block: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(within(block).getByRole('button', {name: 'Edit'}));
  const editor = await within(block).findByRole('textbox', {name: 'Python code'});
  await waitFor(() => expect(editor).toHaveFocus());
  return editor;
}

describe('a runnable Python example', () => {
  test('until a reader acts, the block is the theme’s own code block with Run and Edit', () => {
    const {block, result} = renderBlock();
    expect(within(block).getByLabelText('static code')).toHaveTextContent('def greet(name):');
    expect(within(block).getByRole('button', {name: 'Run'})).toBeInTheDocument();
    expect(within(block).getByRole('button', {name: 'Edit'})).toBeInTheDocument();
    expect(within(block).queryByRole('textbox', {name: 'Python code'})).not.toBeInTheDocument();
    expect(result).toBeEmptyDOMElement();
  });

  test('a reader presses Run: Python starts at once, "Loading Python…" while the runtime loads, then the output', async () => {
    const {block, result} = renderBlock();
    await userEvent.click(within(block).getByRole('button', {name: 'Run'}));
    expect(result).toHaveTextContent('Loading Python…');
    expect(mockRunner.prepare).toHaveBeenCalled();
    await waitFor(() => expect(mockRuns).toHaveLength(1));
    expect(result).toHaveTextContent('Loading Python…');
    expect(mockRuns[0].request).toEqual({code: GREET, stdin: [], session: null});
    expect(within(block).getByRole('textbox', {name: 'Python code'})).toHaveValue(GREET);

    emit({type: 'started'});
    emit({type: 'output', stream: 'stdout', text: 'Hello, Ada!\n'});
    await nextFrame();
    emit({type: 'finished', outcome: {kind: 'completed'}, truncated: false});
    expect(result).toHaveTextContent('Hello, Ada!');
    expect(result).not.toHaveTextContent('Loading Python');
  });

  test('a reader presses the pointer on Run: Python starts downloading before the button is released', async () => {
    const user = userEvent.setup(); // one pointer, pressed in one call and released in another
    const {block, result} = renderBlock();
    const run = within(block).getByRole('button', {name: 'Run'});
    await user.pointer({keys: '[MouseRight]', target: run});
    await act(async () => undefined);
    expect(mockRunner.prepare).not.toHaveBeenCalled(); // a right-click opens a menu, it is not a press on Run
    await user.pointer({keys: '[MouseLeft>]', target: run});
    await waitFor(() => expect(mockRunner.prepare).toHaveBeenCalledTimes(1));
    // Nothing runs, and the block stays as it is, until the click.
    expect(mockRuns).toHaveLength(0);
    expect(result).toBeEmptyDOMElement();
    await user.pointer({keys: '[/MouseLeft]', target: run});
    await waitFor(() => expect(mockRuns).toHaveLength(1));
  });

  test('after Edit, a press on Run starts Python before the click', async () => {
    const {block} = renderBlock();
    await startEditing(block);
    await userEvent.pointer({keys: '[MouseLeft>]', target: within(block).getByRole('button', {name: 'Run'})});
    await waitFor(() => expect(mockRunner.prepare).toHaveBeenCalledTimes(1));
    expect(mockRuns).toHaveLength(0);
  });

  test('a reader edits the code and runs the edited version with Ctrl+Enter', async () => {
    const {block} = renderBlock();
    const editor = await startEditing(block);
    // Opening the editor alone does not download Python (15 MB): the reader may never run it.
    expect(mockRunner.prepare).not.toHaveBeenCalled();
    await userEvent.clear(editor);
    await userEvent.type(editor, 'print(2 + 2)');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(mockRuns).toHaveLength(1);
    expect(mockRuns[0].request.code).toBe('print(2 + 2)');
  });

  test('Reset brings back the original code and clears the result', async () => {
    const {block, result} = renderBlock();
    const editor = await startEditing(block);
    await userEvent.type(editor, '\nprint("extra")');
    await userEvent.click(within(block).getByRole('button', {name: 'Run'}));
    emit({type: 'started'});
    emit({type: 'finished', outcome: {kind: 'completed'}, truncated: false});
    await userEvent.click(within(block).getByRole('button', {name: 'Reset'}));
    expect(editor).toHaveValue(GREET);
    expect(result).toBeEmptyDOMElement();
  });

  test('an example with stdin="Ada|36" shows the input box filled in, and Run passes its lines', async () => {
    const {block} = renderBlock({code: 'name = input("Name? ")\nage = input("Age? ")', metastring: 'stdin="Ada|36"'});
    await startEditing(block);
    const input = within(block).getByRole('textbox', {name: 'Input for input()'});
    expect(input).toHaveValue('Ada\n36');
    await userEvent.clear(input);
    await userEvent.type(input, 'Grace{Enter}45');
    await userEvent.click(within(block).getByRole('button', {name: 'Run'}));
    await waitFor(() => expect(mockRuns).toHaveLength(1));
    expect(mockRuns[0].request.stdin).toEqual(['Grace', '45']);
  });

  test('Run on an input() example feeds it the page’s stdin lines, and the box shows them', async () => {
    const {block} = renderBlock({code: 'name = input("Name? ")', metastring: 'stdin="Ada|36"'});
    await userEvent.click(within(block).getByRole('button', {name: 'Run'}));
    await waitFor(() => expect(mockRuns).toHaveLength(1));
    expect(mockRuns[0].request.stdin).toEqual(['Ada', '36']);
    expect(within(block).getByRole('textbox', {name: 'Input for input()'})).toHaveValue('Ada\n36');
  });

  test('examples without input() have no input box', async () => {
    const {block} = renderBlock();
    await startEditing(block);
    expect(within(block).queryByRole('textbox', {name: 'Input for input()'})).not.toBeInTheDocument();
  });

  test('Stop ends a running program; Run is unavailable until it has stopped', async () => {
    const {block, result} = renderBlock();
    await userEvent.click(within(block).getByRole('button', {name: 'Run'}));
    await waitFor(() => expect(mockRuns).toHaveLength(1));
    emit({type: 'started'});
    const stop = within(block).getByRole('button', {name: 'Stop'});
    expect(within(block).getByRole('button', {name: 'Run'})).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(block).getByRole('button', {name: 'Run'}));
    expect(mockRuns).toHaveLength(1);
    await userEvent.click(stop);
    expect(mockRuns[0].stop).toHaveBeenCalled();
    emit({type: 'stopped', sessionLost: false});
    expect(result).toHaveTextContent('Stopped.');
    expect(stop).toHaveAttribute('aria-disabled', 'true');
  });

  test('a reader runs a quick example again: the new result replaces the old one without a "Running…" flash', async () => {
    const {block, result} = renderBlock();
    await userEvent.click(within(block).getByRole('button', {name: 'Run'}));
    await waitFor(() => expect(mockRuns).toHaveLength(1));
    emit({type: 'started'});
    emit({type: 'output', stream: 'stdout', text: 'Hello, Ada!\n'});
    emit({type: 'finished', outcome: {kind: 'completed'}, truncated: false});
    const firstResult = within(result).getByText('Hello, Ada!');

    await userEvent.click(within(block).getByRole('button', {name: 'Run'}));
    emit({type: 'started'});
    // Running already: Run is unavailable and Stop works, but the last result stays on screen.
    expect(within(block).getByRole('button', {name: 'Run'})).toHaveAttribute('aria-disabled', 'true');
    expect(within(block).getByRole('button', {name: 'Stop'})).toHaveAttribute('aria-disabled', 'false');
    expect(result).not.toHaveTextContent('Running…');
    expect(result).toHaveTextContent('Hello, Ada!');

    emit({type: 'output', stream: 'stdout', text: 'Hello, Ada!\n'});
    emit({type: 'finished', outcome: {kind: 'completed'}, truncated: false});
    // Same text, drawn anew: the live region announces it again.
    const secondResult = within(result).getByText('Hello, Ada!');
    expect(secondResult).not.toBe(firstResult);
    expect(result).not.toHaveTextContent('Running…');
  });

  test('a program that prints nothing for a moment says "Running…"', async () => {
    const {block, result} = renderBlock();
    await userEvent.click(within(block).getByRole('button', {name: 'Run'}));
    await waitFor(() => expect(mockRuns).toHaveLength(1));
    // The first run waited for Python to load: it says "Running…" as soon as the program starts.
    emit({type: 'started'});
    expect(result).toHaveTextContent('Running…');
    emit({type: 'finished', outcome: {kind: 'completed'}, truncated: false});
    expect(result).toHaveTextContent('The program printed nothing.');

    await userEvent.click(within(block).getByRole('button', {name: 'Run'}));
    emit({type: 'started'});
    expect(result).not.toHaveTextContent('Running…');
    await waitFor(() => expect(result).toHaveTextContent('Running…'));
    expect(result).not.toHaveTextContent('The program printed nothing.');
    emit({type: 'output', stream: 'stdout', text: 'done\n'});
    await nextFrame();
    expect(result).toHaveTextContent('done');
    expect(result).not.toHaveTextContent('Running…');
  });

  test('the time limit message appears when a program runs too long', async () => {
    const {block, result} = renderBlock({code: 'while True: pass'});
    await userEvent.click(within(block).getByRole('button', {name: 'Run'}));
    await waitFor(() => expect(mockRuns).toHaveLength(1));
    emit({type: 'started'});
    emit({type: 'timed-out', limitMs: 10_000, sessionLost: false});
    expect(result).toHaveTextContent('Stopped: the program ran longer than 10 seconds.');
  });

  test('stderr is shown apart from stdout, with the traceback trimmed to the reader’s code', async () => {
    const {block, result} = renderBlock({code: 'print(1/0)'});
    await userEvent.click(within(block).getByRole('button', {name: 'Run'}));
    await waitFor(() => expect(mockRuns).toHaveLength(1));
    emit({type: 'started'});
    emit({
      type: 'finished',
      outcome: {
        kind: 'raised',
        type: 'ZeroDivisionError',
        traceback: 'Traceback (most recent call last):\n  File "<pydocs-runner>", line 44, in run_example\n  File "<example>", line 1, in <module>\nZeroDivisionError: division by zero\n',
      },
      truncated: false,
    });
    const traceback = within(result).getByText(/ZeroDivisionError: division by zero/);
    expect(traceback).toHaveClass('stderr');
    expect(result).not.toHaveTextContent('pydocs-runner');
  });

  test('keyboard: Tab indents inside the editor; Escape then Tab moves on to the next control', async () => {
    const {block} = renderBlock({code: 'x = 1'});
    const editor = await startEditing(block);
    expect(editor).toHaveAccessibleDescription(/Press Escape, then Tab, to leave the editor/);
    // jsdom cannot insert the indentation (the editor uses execCommand); the e2e test checks it.
    await userEvent.keyboard('{Tab}');
    expect(editor).toHaveFocus();
    await userEvent.keyboard('{Escape}{Tab}');
    expect(within(block).getByRole('button', {name: 'Run'})).toHaveFocus();
  });
});
