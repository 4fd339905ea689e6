// "Check yourself": exercises at the end of every doc page, checked by Python in the page, and the
// progress of a signed-out reader, kept on the device (real Chromium). Nothing here signs in or
// touches the emulators, so it runs in the static lane (playwright.config.ts); what an account
// keeps is in progress.spec.ts.
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from './support/test';
import {FUNCTIONS, GREET, GREET_SOLUTION, MUTABLE_DEFAULT, SCOPE, TOTAL, TOTAL_SOLUTION, checkCode, choose, exercise, predict, result, solvedBadge} from './support/exercises';

async function seriousViolations(page: Page, within: string): Promise<string[]> {
  const found = await new AxeBuilder({page}).include(within).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return found.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`);
}

test.describe('exercises on a doc page', () => {
  test('every exercise is in the page as it arrives, and stays there once the page has started', async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const html = await (await page.request.get(FUNCTIONS)).text();
    expect(html).toContain('Check yourself');
    expect(html).toContain('A greeting with a default');
    await page.goto(FUNCTIONS);
    await expect(page.getByRole('heading', {level: 2, name: 'Check yourself'})).toBeVisible();
    await expect(page.locator('section.pydocs-exercise')).toHaveCount(4);
    // The server's HTML is kept as it is: the prompt, the starter code and the options are there.
    await expect(exercise(page, GREET).getByRole('heading', {name: 'A greeting with a default'})).toBeVisible();
    await expect(exercise(page, GREET).getByText('def greet(name):')).toBeVisible();
    await expect(exercise(page, MUTABLE_DEFAULT).getByRole('radio')).toHaveCount(3);
    expect(errors).toEqual([]);
  });

  test('a page reached by a link shows its exercises too', async ({page}) => {
    await page.goto('/docs/python-basics/control-flow');
    await page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: 'Functions'}).click();
    await expect(page).toHaveURL(/\/docs\/python-basics\/functions$/);
    await expect(exercise(page, GREET).getByRole('heading', {name: 'A greeting with a default'})).toBeVisible();
    await expect(exercise(page, MUTABLE_DEFAULT).getByRole('radio')).toHaveCount(3);
    await choose(page, MUTABLE_DEFAULT, "['a', 'b']");
    await expect(result(page, MUTABLE_DEFAULT)).toContainText('Correct!');
  });

  test('a wrong answer shows which check failed with what was expected and what came back; the right one solves it, and a reload keeps it', async ({page}) => {
    await page.goto(FUNCTIONS);
    await checkCode(page, GREET, 'def greet(name, greeting="Hello"):\n    return greeting + " " + name');
    const verdict = result(page, GREET);
    await expect(verdict).toContainText('0 of 3 checks passed.', {timeout: 30_000});
    await expect(verdict).toContainText(`greet("Ada") should be 'Hello, Ada!', but it is 'Hello Ada'.`);
    await expect(verdict).not.toContainText('AssertionError');
    await expect(solvedBadge(page, GREET)).toHaveCount(0);

    await checkCode(page, GREET, GREET_SOLUTION);
    await expect(verdict).toContainText('All 3 checks passed. This exercise is solved!');
    await expect(solvedBadge(page, GREET)).toBeVisible();

    await page.reload();
    await expect(solvedBadge(page, GREET)).toBeVisible();
    // What the reader wrote is there for them when they come back.
    await exercise(page, GREET).getByRole('button', {name: 'Edit'}).click();
    await expect(exercise(page, GREET).getByRole('textbox', {name: 'Your code'})).toHaveValue(GREET_SOLUTION);
  });

  test('an error in the reader’s code shows its traceback, and runaway code is stopped as Run stops it', async ({page}) => {
    await page.goto(FUNCTIONS);
    await checkCode(page, GREET, 'def greet(name, greeting="Hello"):\n    return f"{greeting}, {nmae}!"\n\ngreet("Ada")');
    await expect(result(page, GREET)).toContainText("NameError: name 'nmae' is not defined", {timeout: 30_000});
    await expect(result(page, GREET)).toContainText('so the checks did not run');
    await page.evaluate(() => (window.PYDOCS_RUNNER_TIME_LIMIT_MS = 2_000));
    await checkCode(page, GREET, 'while True:\n    pass');
    await expect(result(page, GREET)).toContainText('Stopped: the program ran longer than 2 seconds.');
    // The next Check works: a new Python started in the background.
    await checkCode(page, GREET, GREET_SOLUTION);
    await expect(result(page, GREET)).toContainText('All 3 checks passed.', {timeout: 30_000});
  });

  test('hints come one at a time, and the solution only after a Check and a confirmation', async ({page}) => {
    await page.goto(FUNCTIONS);
    const task = exercise(page, GREET);
    await task.getByRole('button', {name: 'Edit'}).click();
    await expect(task.getByRole('button', {name: 'Show the solution'})).toHaveAttribute('aria-disabled', 'true');
    await expect(task.getByText('The solution can be shown once you have pressed Check.')).toBeVisible();
    await task.getByRole('button', {name: 'Show a hint (2)'}).click();
    await expect(task.getByRole('region', {name: 'Hints'}).getByRole('listitem')).toHaveCount(1);
    await task.getByRole('button', {name: 'Next hint (2 of 2)'}).click();
    await expect(task.getByRole('region', {name: 'Hints'}).getByRole('listitem')).toHaveCount(2);

    await task.getByRole('button', {name: 'Check', exact: true}).click();
    await expect(result(page, GREET)).toContainText('checks passed', {timeout: 30_000});
    await task.getByRole('button', {name: 'Show the solution'}).click();
    await expect(task.getByRole('button', {name: 'Yes, show the solution'})).toBeFocused();
    await task.getByRole('button', {name: 'Yes, show the solution'}).click();
    const solution = task.getByRole('region', {name: 'Reference solution'});
    await expect(solution).toContainText('return f"{greeting}, {name}!"');
    await solution.getByRole('button', {name: 'Put it in the editor'}).click();
    await task.getByRole('button', {name: 'Check', exact: true}).click();
    await expect(result(page, GREET)).toContainText('All 3 checks passed.');
  });

  test('predict-the-output and multiple-choice answers: a miss says why, a hit explains and solves', async ({page}) => {
    await page.goto(FUNCTIONS);
    await choose(page, MUTABLE_DEFAULT, "['b']");
    await expect(result(page, MUTABLE_DEFAULT)).toContainText('Not quite.');
    await expect(result(page, MUTABLE_DEFAULT)).toContainText('made a new list on every call');
    await choose(page, MUTABLE_DEFAULT, "['a', 'b']");
    await expect(result(page, MUTABLE_DEFAULT)).toContainText('Correct! This exercise is solved.');
    await expect(result(page, MUTABLE_DEFAULT)).toContainText('evaluated once');

    await predict(page, SCOPE, 'local\nlocal');
    await expect(result(page, SCOPE)).toContainText('Not quite.');
    await predict(page, SCOPE, 'local  \nglobal\n\n');
    await expect(result(page, SCOPE)).toContainText('Correct!');
    await expect(solvedBadge(page, SCOPE)).toBeVisible();
  });

  test('a keyboard-only reader answers, checks and solves', async ({page}) => {
    await page.goto(FUNCTIONS);
    // Tab into the choice's options, pick with the arrow keys, Tab to Check and press Space.
    await exercise(page, MUTABLE_DEFAULT).getByRole('radio').first().focus();
    await page.keyboard.press('ArrowDown');
    await expect(exercise(page, MUTABLE_DEFAULT).getByRole('radio', {name: "['a', 'b']"})).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(exercise(page, MUTABLE_DEFAULT).getByRole('button', {name: 'Check'})).toBeFocused();
    await page.keyboard.press('Space');
    await expect(result(page, MUTABLE_DEFAULT)).toContainText('Correct!');
    // Type the predicted output and check it with Ctrl+Enter, without leaving the box.
    await exercise(page, SCOPE).getByRole('textbox', {name: 'What does this program print?'}).focus();
    await page.keyboard.type('local');
    await page.keyboard.press('Enter');
    await page.keyboard.type('global');
    await page.keyboard.press('Control+Enter');
    await expect(result(page, SCOPE)).toContainText('Correct!');
    // A coding task: Edit from the keyboard puts the caret in the editor; Ctrl+Enter checks.
    await exercise(page, TOTAL).getByRole('button', {name: 'Edit'}).focus();
    await page.keyboard.press('Enter');
    const editor = exercise(page, TOTAL).getByRole('textbox', {name: 'Your code'});
    await expect(editor).toBeFocused();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('def total(*numbers, start=0): return start + sum(numbers)');
    await page.keyboard.press('Control+Enter');
    await expect(result(page, TOTAL)).toContainText('All 4 checks passed.', {timeout: 30_000});
  });

  test('every state of an exercise has no serious accessibility violations', async ({page}) => {
    await page.goto(FUNCTIONS);
    const found: string[] = [];
    // axe checks all four exercises at once, three times: before answering, with every exercise
    // mid-way (failing checks, a hint, the solution and answer questions asked, a wrong choice),
    // and with everything answered or shown.
    const audit = async (state: string) => found.push(...(await seriousViolations(page, 'section.pydocs-exercise')).map((problem) => `${state}: ${problem}`));
    await audit('before answering');
    await checkCode(page, GREET, 'def greet(name):\n    return name');
    await expect(result(page, GREET)).toContainText('checks passed', {timeout: 30_000});
    await exercise(page, GREET).getByRole('button', {name: 'Show a hint (2)'}).click();
    await exercise(page, GREET).getByRole('button', {name: 'Show the solution'}).click();
    await choose(page, MUTABLE_DEFAULT, "['b']");
    await expect(result(page, MUTABLE_DEFAULT)).toContainText('Not quite.');
    await predict(page, SCOPE, 'nothing');
    await exercise(page, SCOPE).getByRole('button', {name: 'Show the answer'}).click();
    await audit('mid-way');
    await exercise(page, GREET).getByRole('button', {name: 'Yes, show the solution'}).click();
    await exercise(page, SCOPE).getByRole('button', {name: 'Yes, show the answer'}).click();
    await checkCode(page, GREET, GREET_SOLUTION);
    await expect(result(page, GREET)).toContainText('All 3 checks passed.');
    await choose(page, MUTABLE_DEFAULT, "['a', 'b']");
    await expect(result(page, MUTABLE_DEFAULT)).toContainText('Correct!');
    await audit('answered and shown');
    expect(found).toEqual([]);
  });
});

test.describe('progress on this device', () => {
  test('solving every exercise of a page ticks it in the sidebar, counts on the docs home and on My Progress, and a reset (after confirming) clears it', async ({page}) => {
    // Signed out, progress never needs Firestore: its code is never downloaded.
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => response.request().resourceType() === 'script' && scripts.push(response.text()));
    await page.goto(FUNCTIONS);
    const sidebarFunctions = page.getByRole('navigation', {name: 'Docs sidebar'}).getByRole('link', {name: /^Functions/});
    await checkCode(page, GREET, GREET_SOLUTION);
    await checkCode(page, TOTAL, TOTAL_SOLUTION);
    await expect(result(page, TOTAL)).toContainText('All 4 checks passed.', {timeout: 30_000});
    await choose(page, MUTABLE_DEFAULT, "['a', 'b']");
    await expect(sidebarFunctions).toHaveAccessibleName('Functions');
    await predict(page, SCOPE, 'local\nglobal');
    await expect(sidebarFunctions).toHaveAccessibleName('Functions (all exercises solved)');

    await page.goto('/docs');
    await expect(page.getByRole('list', {name: 'Exercises solved per section'}).getByRole('listitem').filter({hasText: 'Python Basics'})).toContainText(/4 of \d+ solved/);

    await page.goto('/progress');
    await expect(page.getByRole('heading', {level: 1, name: 'My Progress'})).toBeVisible();
    await expect(page.getByText('Your progress is kept in this browser.')).toBeVisible();
    await expect(page.getByText(/You have solved 4 of the \d+ exercises/)).toBeVisible();
    const recent = page.getByRole('region', {name: 'Recently solved'});
    await expect(recent.getByRole('listitem')).toHaveCount(4);
    await expect(recent.getByRole('link', {name: 'Local or global?'})).toHaveAttribute('href', `${FUNCTIONS}#exercise-${SCOPE}`);
    await expect(page.getByRole('region', {name: 'Next page to read'}).getByRole('link')).not.toHaveText('Functions');

    await page.getByRole('button', {name: 'Reset my progress'}).click();
    await page.getByRole('button', {name: 'Cancel'}).click();
    await expect(page.getByText(/You have solved 4 of/)).toBeVisible();
    await page.getByRole('button', {name: 'Reset my progress'}).click();
    await expect(page.getByText('This forgets every exercise you have solved in this browser.')).toBeVisible();
    await page.getByRole('button', {name: 'Yes, reset my progress'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Your progress has been reset.'})).toBeVisible();
    await expect(page.getByText(/You have solved 0 of/)).toBeVisible();
    await page.goto(FUNCTIONS);
    await expect(sidebarFunctions).toHaveAccessibleName('Functions');
    await expect(solvedBadge(page, GREET)).toHaveCount(0);
    expect((await Promise.all(scripts)).filter((text) => /Firestore shutting down/.test(text))).toEqual([]);
  });
});
