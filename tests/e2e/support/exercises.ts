// What the exercise specs share: the functions page's exercises and how a reader answers them.
import type {Locator, Page} from '@playwright/test';

export const FUNCTIONS = '/docs/python-basics/functions';
export const GREET = 'functions-greet-default';
export const MUTABLE_DEFAULT = 'functions-mutable-default';
export const SCOPE = 'functions-scope-predict';
export const TOTAL = 'functions-count-args';
export const GREET_SOLUTION = 'def greet(name, greeting="Hello"):\n    return f"{greeting}, {name}!"';
export const TOTAL_SOLUTION = 'def total(*numbers, start=0):\n    return start + sum(numbers)';

export const exercise = (page: Page, id: string): Locator => page.locator(`section#exercise-${id}`);
export const result = (page: Page, id: string): Locator => exercise(page, id).getByRole('status');

/** Opens a coding task's editor, replaces the code and presses Check. */
export async function checkCode(page: Page, id: string, code: string): Promise<void> {
  const task = exercise(page, id);
  const editor = task.getByRole('textbox', {name: 'Your code'});
  if ((await editor.count()) === 0) await task.getByRole('button', {name: 'Edit'}).click();
  await editor.fill(code);
  await task.getByRole('button', {name: 'Check', exact: true}).click();
}

export async function choose(page: Page, id: string, option: string | RegExp): Promise<void> {
  await exercise(page, id).getByRole('radio', {name: option}).check();
  await exercise(page, id).getByRole('button', {name: 'Check'}).click();
}

export async function predict(page: Page, id: string, output: string): Promise<void> {
  await exercise(page, id).getByRole('textbox', {name: 'What does this program print?'}).fill(output);
  await exercise(page, id).getByRole('button', {name: 'Check'}).click();
}

export const solvedBadge = (page: Page, id: string) => exercise(page, id).getByText('Solved', {exact: true});
