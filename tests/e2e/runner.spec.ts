// Runnable Python in the page (src/features/runner), against the built site: Pyodide in a Web
// Worker, served from /pyodide/ by the site itself.
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Locator, type Page} from './support/test';
import {findCodeBlocks, parseFrontMatter, pythonExamples} from '../../plugins/content/markdown-source.mjs';

// The first run downloads and starts Python (~15 MB); allow for a slow, busy machine.
const FIRST_RUN_MS = 45_000;

/** The page's n-th runnable example (0-based). */
const example = (page: Page, index = 0): Locator => page.getByRole('group', {name: 'Python example'}).nth(index);
const editorOf = (block: Locator) => block.getByRole('textbox', {name: 'Python code'});
const resultOf = (block: Locator) => block.getByRole('status');

/** What the page's n-th Python example prints, read from the Markdown its ```output block comes from. */
function shownOutput(markdownFile: string, index = 0): string {
  const {body} = parseFrontMatter(readFileSync(markdownFile, 'utf8'));
  const expected = pythonExamples(findCodeBlocks(body)).filter((block) => block.attrs.norun === undefined)[index].expected;
  if (expected === null) throw new Error(`${markdownFile}: example ${index} has no output block`);
  return expected.trimEnd();
}

/** Replaces the example's code, pressing Edit first if the block is still the static one. */
async function editCode(block: Locator, code: string): Promise<void> {
  const edit = block.getByRole('button', {name: 'Edit'});
  if (await edit.isVisible()) await edit.click();
  await editorOf(block).fill(code);
}

async function runAndWait(block: Locator, text: string | RegExp, timeout = FIRST_RUN_MS): Promise<void> {
  await block.getByRole('button', {name: 'Run'}).click();
  await expect(resultOf(block)).toContainText(text, {timeout});
}

test.describe('runnable examples on a docs page', () => {
  test('a reader presses Run and sees "Loading Python…", then exactly the output the page shows; nothing of Python loads before', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto('/docs/python-basics/functions');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((path) => path.startsWith('/pyodide/'))).toEqual([]);

    const block = example(page);
    await block.getByRole('button', {name: 'Run'}).click();
    await expect(resultOf(block)).toContainText('Loading Python…');
    const expected = shownOutput('docs/python-basics/functions.md');
    await expect(resultOf(block).locator('pre')).toHaveText(expected, {timeout: FIRST_RUN_MS, useInnerText: true});
    // All from one folder named after the runtime's content (plugins/pyodide-runtime).
    const runtime = requests.filter((path) => path.startsWith('/pyodide/'));
    const folders = new Set(runtime.map((path) => path.split('/')[2]));
    expect([...folders]).toEqual([expect.stringMatching(/^[0-9a-f]{12}$/)]);
    expect(runtime.map((path) => path.split('/').pop())).toEqual(expect.arrayContaining(['pyodide.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip']));
  });

  test('a Python 3.13 page runs its examples on Python 3.13 and downloads nothing of 3.14; the 3.14 page runs 3.14', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const versionExample = page.getByRole('group', {name: 'Python example'}).filter({hasText: 'print(sys.version_info[:2])'});

    await page.goto('/docs/3.13/getting-started/introduction');
    await versionExample.getByRole('button', {name: 'Run'}).click();
    await expect(resultOf(versionExample).locator('pre')).toHaveText('(3, 13)\nTrue', {timeout: FIRST_RUN_MS, useInnerText: true});
    await expect(versionExample.getByText(/^Python 3\.13\.\d+$/)).toBeVisible();
    const folderOf = (path: string) => path.split('/')[2];
    const runtime313 = new Set(requests.filter((path) => path.startsWith('/pyodide/')).map(folderOf));
    expect(runtime313.size).toBe(1);

    requests.length = 0;
    await page.goto('/docs/getting-started/introduction');
    await versionExample.getByRole('button', {name: 'Run'}).click();
    await expect(resultOf(versionExample).locator('pre')).toHaveText('(3, 14)\nTrue', {timeout: FIRST_RUN_MS, useInnerText: true});
    await expect(versionExample.getByText(/^Python 3\.14\.\d+$/)).toBeVisible();
    const runtime314 = new Set(requests.filter((path) => path.startsWith('/pyodide/')).map(folderOf));
    expect(runtime314.size).toBe(1);
    expect([...runtime314][0]).not.toBe([...runtime313][0]);
  });

  test('a reader holds Run down: Python starts downloading before the button is released, and runs on release', async ({page}) => {
    await page.goto('/docs/python-basics/functions');
    const block = example(page);
    const run = block.getByRole('button', {name: 'Run'});
    await expect(run).toHaveAttribute('aria-disabled', 'false');
    await run.hover();
    const runtimeRequested = page.waitForRequest((request) => /^\/pyodide\/[^/]+\/pyodide\.mjs$/.test(new URL(request.url()).pathname));
    await page.mouse.down();
    await runtimeRequested;
    // Pressing is not yet running: the block is still the page's own until the click.
    await expect(resultOf(block)).toBeEmpty();
    await expect(editorOf(block)).toHaveCount(0);
    await page.mouse.up();
    const expected = shownOutput('docs/python-basics/functions.md');
    await expect(resultOf(block).locator('pre')).toHaveText(expected, {timeout: FIRST_RUN_MS, useInnerText: true});
  });

  test('the shown output of each example is labelled "Output"', async ({page}) => {
    await page.goto('/docs/python-basics/functions');
    await expect(page.getByText('Output', {exact: true}).first()).toBeVisible();
  });

  test('a reader edits an example and runs the new code; Reset brings the original back', async ({page}) => {
    await page.goto('/docs/python-basics/functions');
    const block = example(page);
    await expect(editorOf(block)).toHaveCount(0);
    await block.getByRole('button', {name: 'Edit'}).click();
    await expect(editorOf(block)).toBeFocused();
    const original = await editorOf(block).inputValue();
    expect(original).toContain('def greet(name):');
    await editCode(block, 'total = sum(range(10))\nprint("edited", total * 2)');
    await runAndWait(block, 'edited 90');
    await block.getByRole('button', {name: 'Reset'}).click();
    await expect(editorOf(block)).toHaveValue(original);
    await expect(resultOf(block)).toBeEmpty();
  });

  test('an example with its editor, a waiting input() and a traceback open has no serious accessibility violations', async ({page}) => {
    await page.goto('/docs/python-basics/functions');
    const block = example(page);
    // axe checks this example only: the rest of the page is checked whole in
    // accessibility-pages.spec.ts, and its other examples' highlighted code took most of the time.
    await block.evaluate((element) => element.setAttribute('data-axe-scope', ''));
    const serious = async () => {
      const result = await new AxeBuilder({page}).include('[data-axe-scope]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      return result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`);
    };
    await editCode(block, 'name = input("Name? ")\nprint(1 / len(name))');
    await block.getByRole('button', {name: 'Run'}).click();
    const input = resultOf(block).getByRole('textbox', {name: 'Input for the program'});
    await expect(input).toBeFocused({timeout: FIRST_RUN_MS});
    expect(await serious()).toEqual([]);
    await input.press('Enter');
    await expect(resultOf(block)).toContainText('ZeroDivisionError');
    expect(await serious()).toEqual([]);
  });

  test('Python examples show line numbers, in the page and in the editor, where tracebacks point', async ({page}) => {
    await page.goto('/docs/python-basics/functions');
    const block = example(page);
    const lineNumber = (line: Locator) => line.evaluate((element) => getComputedStyle(element, '::before').content);
    expect(await lineNumber(block.locator('.token-line').first())).toContain('counter(line)');
    await block.getByRole('button', {name: 'Edit'}).click();
    const frame = block.locator('textarea');
    await expect(frame).toBeFocused();
    expect(await lineNumber(block.locator('pre span[class*="editorLine"]').first())).toContain('counter(editorLine)');
    // The numbers sit in a gutter both layers leave: the caret stays over its character.
    const padding = await block.evaluate((element) => {
      const textarea = element.querySelector('textarea') as HTMLElement;
      const highlighted = textarea.parentElement?.querySelector('pre') as HTMLElement;
      return [getComputedStyle(textarea).paddingLeft, getComputedStyle(highlighted).paddingLeft];
    });
    expect(padding[0]).toBe(padding[1]);
    expect(parseFloat(padding[0])).toBeGreaterThan(30);
  });

  test('after Run, the result stands in for the page’s own Output block, and Reset brings it back', async ({page}) => {
    await page.goto('/docs/python-basics/functions');
    const block = example(page);
    const pageOutput = page.locator('.language-output').first();
    await expect(pageOutput).toBeVisible();
    await runAndWait(block, shownOutput('docs/python-basics/functions.md').split('\n')[0]);
    await expect(pageOutput).toBeHidden();
    await block.getByRole('button', {name: 'Reset'}).click();
    await expect(pageOutput).toBeVisible();
  });

  test('a keyboard user indents with Tab, leaves the editor with Escape then Tab, and runs with Ctrl+Enter', async ({page}) => {
    await page.goto('/docs/python-basics/functions');
    const block = example(page);
    const editor = editorOf(block);
    const edit = block.getByRole('button', {name: 'Edit'});
    // Until the page has hydrated the button says it is disabled (aria-disabled); a reader's Enter
    // then does nothing, so wait for it as a reader would.
    await expect(edit).toBeEnabled();
    await edit.focus();
    await page.keyboard.press('Enter');
    await expect(editor).toBeFocused();
    await editor.fill('if True:\nprint("from the keyboard")');
    await expect(editor).toHaveAccessibleDescription(/Press Escape, then Tab, to leave the editor/);
    // Put the caret at the start of the second line and indent it.
    await editor.focus();
    await editor.evaluate((textarea: HTMLTextAreaElement) => textarea.setSelectionRange(9, 9));
    await page.keyboard.press('Tab');
    await expect(editor).toHaveValue('if True:\n    print("from the keyboard")');
    await expect(editor).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect(block.getByRole('button', {name: 'Run'})).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(editor).toBeFocused();
    await page.keyboard.press('Control+Enter');
    await expect(resultOf(block)).toContainText('from the keyboard', {timeout: FIRST_RUN_MS});
  });

  test('a ZeroDivisionError shows a traceback of the reader’s own code, without Pyodide’s frames', async ({page}) => {
    await page.goto('/docs/python-basics/functions');
    const block = example(page);
    await editCode(block, 'def share(total, people):\n    return total / people\n\nprint(share(10, 0))');
    await runAndWait(block, 'ZeroDivisionError: division by zero');
    const result = resultOf(block);
    await expect(result).toContainText('File "<example>", line 4, in <module>');
    await expect(result).toContainText('File "<example>", line 2, in share');
    await expect(result).toContainText('return total / people');
    await expect(result).not.toContainText('_pyodide');
    await expect(result).not.toContainText('pydocs-runner');
  });

  test('an error raised inside the standard library shows the library’s own lines, as CPython does', async ({page}) => {
    // json is one of the modules shipped as bytecode (plugins/pyodide-runtime/precompile-stdlib.mjs);
    // its source stays beside it so that the traceback can quote it.
    await page.goto('/docs/python-basics/functions');
    const block = example(page);
    await editCode(block, 'import json\n\njson.loads("{")');
    await runAndWait(block, 'json.decoder.JSONDecodeError: Expecting property name enclosed in double quotes');
    const result = resultOf(block);
    await expect(result).toContainText('File "<example>", line 3, in <module>');
    await expect(result).toContainText(/File "[^"]*json\/__init__\.py", line \d+, in loads/);
    await expect(result).toContainText('return _default_decoder.decode(s)');
    await expect(result).toContainText(/File "[^"]*json\/decoder\.py", line \d+, in raw_decode/);
  });

  test('sys.exit(3) reads "Exited with status 3", and the block runs again afterwards', async ({page}) => {
    await page.goto('/docs/python-basics/functions');
    const block = example(page);
    await editCode(block, 'import sys\nprint("before")\nsys.exit(3)\nprint("never")');
    await runAndWait(block, 'Exited with status 3');
    await expect(resultOf(block)).toContainText('before');
    await expect(resultOf(block)).not.toContainText('never');
    await editCode(block, 'print("again")');
    await runAndWait(block, 'again', 10_000);
  });

  test('each example starts from a fresh namespace on an ordinary page', async ({page}) => {
    await page.goto('/docs/python-basics/functions');
    await runAndWait(example(page, 0), 'Hello, Ada!');
    const second = example(page, 1);
    await editCode(second, 'print(greet("Grace"))');
    await runAndWait(second, "NameError: name 'greet' is not defined");
  });
});

test.describe('when Python cannot start', () => {
  test('a failed runtime download says so instead of "Loading Python…" for ever, and Run works once it downloads', async ({page, context}) => {
    // The connection drops exactly while the 9 MB WebAssembly file downloads (a fault injected at
    // the network level: nothing else can make one file fail), a second after the request left:
    // by then Pyodide is waiting on the download, and it swallows the failure (python.worker.ts).
    // On the context, not the page: where the site's service worker runs, it fetches /pyodide/
    // files on the page's behalf, and a page's routes do not see its requests.
    await context.route('**/pyodide/*/pyodide.asm.wasm', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.abort('internetdisconnected');
    });
    await page.goto('/docs/python-basics/functions');
    const block = example(page);
    await block.getByRole('button', {name: 'Run'}).click();
    await expect(resultOf(block)).toContainText('Python could not start (', {timeout: FIRST_RUN_MS});
    await expect(resultOf(block)).toContainText('press Run to try again');
    await expect(resultOf(block)).not.toContainText('[object Object]');

    await context.unroute('**/pyodide/*/pyodide.asm.wasm');
    await runAndWait(block, shownOutput('docs/python-basics/functions.md').split('\n')[0]);
  });
});

test.describe('a reader who comes back', () => {
  test('Python downloaded once stays in the browser: on a later visit, Run works even after the connection drops', async ({playwright}, testInfo) => {
    // A browser with a profile on disk, as a reader's is: a test context's cache lives in memory
    // and cannot hold the 9 MB WebAssembly file.
    const profile = mkdtempSync(path.join(tmpdir(), 'pydocs-reader-'));
    const {baseURL, launchOptions} = testInfo.project.use;
    const context = await playwright.chromium.launchPersistentContext(profile, {...launchOptions, baseURL});
    try {
      const expected = shownOutput('docs/python-basics/functions.md');
      const first = await context.newPage();
      await first.goto('/docs/python-basics/functions');
      await runAndWait(example(first), expected.split('\n')[0]);
      await first.close();

      const later = await context.newPage();
      await later.goto('/docs/python-basics/functions');
      await context.setOffline(true);
      const block = example(later);
      await block.getByRole('button', {name: 'Run'}).click();
      await expect(resultOf(block).locator('pre')).toHaveText(expected, {timeout: FIRST_RUN_MS, useInnerText: true});
    } finally {
      await context.close();
      rmSync(profile, {recursive: true, force: true});
    }
  });
});

test.describe('input() and runaway programs', () => {
  test('a program that asks for input waits for the reader, who types into the output as in a terminal; the time limit waits too', async ({page}) => {
    await page.addInitScript(() => {
      window.PYDOCS_RUNNER_TIME_LIMIT_MS = 1_000;
    });
    await page.goto('/docs/python-basics/functions');
    expect(await page.evaluate(() => window.crossOriginIsolated)).toBe(true);
    const block = example(page);
    await editCode(block, 'name = input("What is your name? ")\nprint(f"Hello, {name}!")\nage = input("Age? ")');
    // No input box to fill in beforehand: the program asks when it gets there.
    await expect(block.getByRole('textbox', {name: 'Input for input()'})).toHaveCount(0);
    await block.getByRole('button', {name: 'Run'}).click();
    const input = resultOf(block).getByRole('textbox', {name: 'Input for the program'});
    await expect(input).toBeFocused({timeout: FIRST_RUN_MS});
    await expect(resultOf(block).locator('pre')).toContainText('What is your name?');
    // A slow typist: well past the 1-second limit, and the program is still waiting.
    await input.pressSequentially('Ada', {delay: 600});
    await input.press('Enter');
    await expect(resultOf(block)).toContainText('What is your name? Ada');
    await expect(resultOf(block)).toContainText('Hello, Ada!');
    // Ctrl+D ends the input, as in a terminal: the next input() gets end of file.
    await expect(input).toBeFocused();
    await input.press('Control+d');
    await expect(resultOf(block)).toContainText('EOFError');
    await expect(resultOf(block)).not.toContainText('Stopped:');
    // An error printed right after a prompt reads as text, with no bar like a text cursor before it.
    const stderr = resultOf(block).locator('pre span').filter({hasText: 'Traceback'});
    expect(await stderr.evaluate((element) => getComputedStyle(element).boxShadow)).toBe('none');
  });


  test('an input() example runs with the page’s input, echoes what it reads, and takes the reader’s own input', async ({page}) => {
    await page.goto('/docs/getting-started/first-program');
    const markdown = 'docs/getting-started/first-program.md';
    const index = pythonIndexWithStdin(markdown);
    const block = example(page, index);
    await block.getByRole('button', {name: 'Run'}).click();
    await expect(resultOf(block).locator('pre')).toHaveText(shownOutput(markdown, index), {timeout: FIRST_RUN_MS, useInnerText: true});
    const input = block.getByRole('textbox', {name: 'Input for input()'});
    await expect(input).toHaveValue('Ada\n36');
    await input.fill('Grace\n40');
    await runAndWait(block, 'Hello, Grace! Next year you will be 41.', 10_000);
    await expect(resultOf(block)).toContainText('What is your name? Grace');
  });

  test('`while True: pass` is stopped at the time limit, and the next run works', async ({page}) => {
    // The limit is 10 s for readers; the test shortens it so as not to wait that long.
    await page.addInitScript(() => {
      window.PYDOCS_RUNNER_TIME_LIMIT_MS = 3_000;
    });
    await page.goto('/docs/python-basics/functions');
    const block = example(page);
    await editCode(block, 'print("looping")\nwhile True:\n    pass');
    await runAndWait(block, 'Stopped: the program ran longer than 3 seconds.');
    await expect(resultOf(block)).toContainText('looping');
    await editCode(block, 'print("still works")');
    await runAndWait(block, 'still works');
  });

  test('Stop ends a running program at once, says so legibly, and another example runs afterwards', async ({page}) => {
    await page.goto('/docs/python-basics/functions');
    const block = example(page);
    await editCode(block, 'n = 0\nwhile True:\n    n += 1');
    await block.getByRole('button', {name: 'Run'}).click();
    await expect(resultOf(block)).toContainText('Running…', {timeout: FIRST_RUN_MS});
    await block.getByRole('button', {name: 'Stop'}).click();
    await expect(resultOf(block)).toContainText('Stopped.');
    // The notice only exists after a stop: axe sees its contrast only in this state.
    const stopped = await new AxeBuilder({page}).include('[role="group"][aria-label="Python example"]').withRules(['color-contrast']).analyze();
    expect(stopped.violations.map((violation) => violation.nodes.map((node) => node.target.join(' ')).join(', '))).toEqual([]);
    await runAndWait(example(page, 2), shownOutput('docs/python-basics/functions.md', 2).split('\n')[0]);
  });

  test('a print loop is cut off with a notice instead of freezing the page, even when it then runs into the time limit', async ({page}) => {
    await page.goto('/docs/python-basics/functions');
    const block = example(page);
    await editCode(block, 'for i in range(200_000):\n    print("line", i)');
    await runAndWait(block, 'Output truncated');
    await expect(resultOf(block)).toContainText('line 0');
    await expect(resultOf(block)).not.toContainText('line 199999');
    // A loop that prints for ever is cut at the limit and stopped at the time limit: the reader is
    // told both (on a slow machine the loop above can end this way too).
    await page.evaluate(() => (window.PYDOCS_RUNNER_TIME_LIMIT_MS = 2_000));
    await editCode(block, 'while True:\n    print("again")');
    await runAndWait(block, 'Stopped: the program ran longer than 2 seconds.');
    await expect(resultOf(block)).toContainText('Output truncated');
    await expect(resultOf(block)).toContainText('again');
  });
});

test.describe('shared sessions and the examples gallery', () => {
  test('on a tutorial with python_session: shared, a later block sees what an earlier one defined', async ({page}) => {
    await page.goto('/tutorials/todo-cli');
    await runAndWait(example(page, 0), "Task(id=1, title='Buy milk', done=False)");
    const second = example(page, 1);
    await editCode(second, 'print(milk.title, "is task", milk.id)');
    await runAndWait(second, 'Buy milk is task 1');
  });

  test('an example in the /examples gallery runs in the page', async ({page}) => {
    await page.goto('/examples#count-words-with-counter');
    const card = page.getByRole('article', {name: 'Count words with collections.Counter'});
    const block = card.getByRole('group', {name: 'Python example'});
    const expected = readFileSync('examples/count-words-with-counter.md', 'utf8').split('```output\n')[1].split('\n```')[0];
    await block.getByRole('button', {name: 'Run'}).click();
    await expect(resultOf(block).locator('pre')).toHaveText(expected.trimEnd(), {timeout: FIRST_RUN_MS, useInnerText: true});
  });
});

/** Index, among the runnable examples of a page, of the first one that reads input. */
function pythonIndexWithStdin(markdownFile: string): number {
  const {body} = parseFrontMatter(readFileSync(markdownFile, 'utf8'));
  return pythonExamples(findCodeBlocks(body))
    .filter((block) => block.attrs.norun === undefined)
    .findIndex((block) => block.attrs.stdin !== undefined);
}
