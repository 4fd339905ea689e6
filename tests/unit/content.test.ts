/**
 * @jest-environment node
 *
 * The content is the product: every page carries its metadata, and the docs, tutorials, examples
 * and FAQ meet the depth the site promises. The counts are printed so a writer sees them.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {globSync} from 'tinyglobby';
import {countWords, findCodeBlocks, parseFrontMatter, proseOf, pythonExamples} from '../../plugins/content/markdown-source.mjs';
import {loadContentData} from '../../plugins/content-data';
import {findExercises} from '../../plugins/exercises/exercise-source.mjs';
import {DOC_SECTIONS} from '../../src/data/docSections';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => parseFrontMatter(readFileSync(path.join(ROOT, file), 'utf8'));
const files = (pattern: string) => globSync(pattern, {cwd: ROOT}).sort();

/** The 24 pages the site launched with, in sidebar order: their paths and order never change. */
const ORIGINAL_PAGES: Record<string, string[]> = {
  'getting-started': ['introduction', 'installation', 'environment-setup', 'first-program'],
  'python-basics': ['syntax-and-variables', 'data-types', 'operators', 'control-flow', 'functions'],
  intermediate: ['classes-and-objects', 'inheritance'],
  advanced: ['decorators', 'generators', 'context-managers', 'metaclasses', 'concurrency'],
  libraries: ['standard-library', 'file-handling', 'data-processing', 'web-frameworks', 'data-science'],
  'best-practices': ['pep8', 'testing', 'error-handling'],
};
/** Pages added since, in every version, after the original ones of their section. */
const ADDED_PAGES: Record<string, string[]> = {'python-basics': ['modules-and-packages'], intermediate: ['type-hints']};
/** Pages only the current version has (about what is new in it). */
const CURRENT_ONLY_PAGES: Record<string, string[]> = {'getting-started': ['whats-new-3-14'], 'best-practices': ['common-error-messages']};
const VERSIONED_ROOTS = ['docs', ...globSync('versioned_docs/*/', {cwd: ROOT, onlyDirectories: true}).sort().map((dir) => dir.replace(/\/$/, ''))];
const pagesOf = (root: string): Record<string, string[]> =>
  Object.fromEntries(
    Object.entries(ORIGINAL_PAGES).map(([section, pages]) => [
      section,
      [...pages, ...(ADDED_PAGES[section] ?? []), ...(root === 'docs' ? (CURRENT_ONLY_PAGES[section] ?? []) : [])],
    ]),
  );

function pageStats(file: string) {
  const {data, body} = read(file);
  const examples = pythonExamples(findCodeBlocks(body)).filter((example) => example.expected !== null);
  return {data, body, words: countWords(proseOf(body)), examples: examples.length};
}

describe('every page has a title and a description', () => {
  const pages = [...files('docs/**/*.{md,mdx}'), ...files('versioned_docs/**/*.{md,mdx}'), ...files('tutorials/*.md'), ...files('src/pages/*.md')];

  test.each(pages)('%s', (file) => {
    const {data} = read(file);
    expect(typeof data.title).toBe('string');
    expect(String(data.description ?? '').length).toBeGreaterThanOrEqual(50);
  });
});

describe.each(VERSIONED_ROOTS)('documentation in %s', (root) => {
  const rows: string[] = [];
  afterAll(() => console.log(`${root}: words / worked examples per page\n${rows.join('\n')}`));

  test('the sidebar sections are the six the spec names, in order', () => {
    expect(DOC_SECTIONS.map((section) => section.label)).toEqual([
      'Getting Started',
      'Python Basics',
      'Intermediate Python',
      'Advanced Python',
      'Python Libraries',
      'Best Practices',
    ]);
  });

  for (const [section, pages] of Object.entries(pagesOf(root))) {
    test(`${section} has its landing page`, () => {
      const {data} = read(`${root}/sections/${section}.mdx`);
      expect(data.slug).toBe(`/${section}`);
    });
    test(`${section}: the original pages keep their order and the new ones follow, and no page is left out`, () => {
      const bySidebar = files(`${root}/${section}/*.md`)
        .map((file) => ({page: path.basename(file, '.md'), position: Number(read(file).data.sidebar_position)}))
        .sort((a, b) => a.position - b.position)
        .map(({page}) => page);
      expect(bySidebar).toEqual(pages);
      expect(bySidebar.slice(0, ORIGINAL_PAGES[section].length)).toEqual(ORIGINAL_PAGES[section]);
    });
    for (const page of pages) {
      test(`${section}/${page}: 700+ words, 4+ worked examples, Common mistakes and See also`, () => {
        const {body, words, examples} = pageStats(`${root}/${section}/${page}.md`);
        rows.push(`  ${`${section}/${page}`.padEnd(40)} ${String(words).padStart(5)} words ${String(examples).padStart(3)} examples`);
        expect(words).toBeGreaterThanOrEqual(700);
        expect(examples).toBeGreaterThanOrEqual(4);
        expect(body).toMatch(/^## Common mistakes/m);
        expect(body).toMatch(/^## See also/m);
        const seeAlso = body.slice(body.search(/^## See also/m));
        expect(seeAlso.match(/\]\([^)]+\)/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
      });
    }
  }
});

/** The page's last section, if it is "Check yourself", and the exercises in it. */
function checkYourself(file: string) {
  const {body} = read(file);
  const headings = [...body.matchAll(/^## (.+)$/gm)];
  const last = headings.at(-1);
  const section = last && last[1].trim() === 'Check yourself' ? body.slice(last.index) : null;
  return {section, exercises: section ? findExercises(section) : [], allExercises: findExercises(body)};
}

describe('every page ends with "Check yourself" exercises', () => {
  const docPages = VERSIONED_ROOTS.flatMap((root) => Object.entries(pagesOf(root)).flatMap(([section, pages]) => pages.map((page) => `${root}/${section}/${page}.md`)));
  const tutorials = files('tutorials/[0-9]*.md');
  const counts: string[] = [];
  afterAll(() => console.log(`exercises per page (code / predict / choice)\n${counts.join('\n')}`));

  test.each(docPages)('%s: its last section is Check yourself, with 3+ exercises and a self-check note', (file) => {
    const {section, exercises, allExercises} = checkYourself(file);
    const kinds = (type: string) => exercises.filter((exercise) => exercise.type === type).length;
    counts.push(`  ${file.padEnd(56)} ${kinds('code')} / ${kinds('predict')} / ${kinds('choice')}`);
    expect(section).not.toBeNull();
    expect(exercises.length).toBeGreaterThanOrEqual(3);
    expect(kinds('code')).toBeGreaterThanOrEqual(1);
    // Every exercise of the page is in that section, and the page says the checks are a self-check.
    expect(allExercises.length).toBe(exercises.length);
    expect(section).toMatch(/self-check/);
  });

  test.each(tutorials)('%s: its last section is Check yourself, with 2+ coding tasks', (file) => {
    const {section, exercises} = checkYourself(file);
    expect(section).not.toBeNull();
    expect(exercises.filter((exercise) => exercise.type === 'code').length).toBeGreaterThanOrEqual(2);
    expect(section).toMatch(/self-check/);
  });

  test('the current docs hold at least 72 exercises, each with a unique id', () => {
    const ids = docPages.filter((file) => file.startsWith('docs/')).flatMap((file) => checkYourself(file).exercises.map((exercise) => exercise.id));
    expect(ids.length).toBeGreaterThanOrEqual(72);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the glossary', () => {
  const {body} = read('docs/glossary.md');
  const terms = [...body.matchAll(/^### (.+?) \{#([a-z0-9-]+)\}\n\n([\s\S]*?)(?=\n#{2,3} |$(?![\s\S]))/gm)].map(([, term, id, definition]) => ({
    term,
    id,
    definition: definition.trim(),
  }));
  const taughtIn = (definition: string) => /\]\(\.\/([a-z-]+\/[a-z0-9-]+\.md)(#[^)]+)?\)\.$/.exec(definition)?.[1];
  afterAll(() => console.log(`glossary: ${terms.length} terms`));

  test('defines at least 80 terms, each with a definition and a link to the page that teaches it', () => {
    expect(terms.length).toBeGreaterThanOrEqual(80);
    expect(new Set(terms.map((entry) => entry.id)).size).toBe(terms.length);
    for (const {term, definition} of terms) {
      expect(countWords(definition)).toBeGreaterThanOrEqual(12);
      expect([term, taughtIn(definition)]).toEqual([term, expect.stringMatching(/\.md$/)]);
    }
  });

  test('the page that teaches each term links it back to the glossary', () => {
    const notLinkedBack = terms.filter(({id, definition}) => !readFileSync(path.join(ROOT, 'docs', taughtIn(definition) ?? ''), 'utf8').includes(`glossary.md#${id}`));
    expect(notLinkedBack.map(({term}) => term)).toEqual([]);
  });

  test('every link into the glossary names a term it defines', () => {
    const ids = new Set(terms.map((entry) => entry.id));
    const dangling = files('docs/**/*.{md,mdx}').flatMap((file) =>
      [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/glossary\.md#([a-z0-9-]+)/g)].filter(([, id]) => !ids.has(id)).map(([link]) => `${file}: ${link}`),
    );
    expect(dangling).toEqual([]);
  });
});

describe('tutorials', () => {
  const tutorials = files('tutorials/[0-9]*.md');
  afterAll(() =>
    console.log(`tutorials: ${tutorials.length}\n${tutorials.map((file) => `  ${file.padEnd(36)} ${pageStats(file).words} words`).join('\n')}`),
  );

  test('there are at least 8 tutorials', () => {
    expect(tutorials.length).toBeGreaterThanOrEqual(8);
  });

  test.each(tutorials)('%s has 1,200+ words and runnable steps', (file) => {
    const {words, examples, data} = pageStats(file);
    expect(words).toBeGreaterThanOrEqual(1200);
    expect(examples).toBeGreaterThanOrEqual(5);
    expect(['beginner', 'intermediate', 'advanced']).toContain(data.level);
  });
});

describe('code examples and FAQ', () => {
  const {examples, faq} = loadContentData(ROOT);
  const questions = faq.flatMap((group) => group.entries);
  afterAll(() => console.log(`examples: ${examples.length}, FAQ groups: ${faq.length}, FAQ questions: ${questions.length}`));

  test('at least 40 examples, each with a title, level, sections, code and output', () => {
    expect(examples.length).toBeGreaterThanOrEqual(40);
    for (const example of examples) {
      expect(example.code.trim()).not.toBe('');
      expect(example.output.trim()).not.toBe('');
      expect(example.explanationText.length).toBeGreaterThan(20);
    }
  });

  test('every level and every section has examples', () => {
    for (const level of ['beginner', 'intermediate', 'advanced']) expect(examples.some((example) => example.level === level)).toBe(true);
    for (const {dir} of DOC_SECTIONS) expect(examples.some((example) => example.sections.includes(dir))).toBe(true);
  });

  test('at least 30 FAQ questions in groups, each with a unique anchor', () => {
    expect(questions.length).toBeGreaterThanOrEqual(30);
    expect(faq.map((group) => group.title)).toEqual(
      expect.arrayContaining(['Installation and setup', 'The Python language', 'Tools and workflow', 'This site and your account']),
    );
    expect(new Set(questions.map((entry) => entry.id)).size).toBe(questions.length);
    for (const entry of questions) expect(entry.question.endsWith('?')).toBe(true);
  });
});

describe('nothing unfinished reaches a reader', () => {
  const userFacing = [...files('{docs,versioned_docs,tutorials,examples,faq}/**/*.{md,mdx}'), ...files('src/**/*.{tsx,md}')].filter(
    (file) => !file.endsWith('.test.tsx'),
  );
  test.each(userFacing)('%s', (file) => {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    expect(text).not.toMatch(/lorem ipsum|coming soon/i);
    expect(text).not.toMatch(/\bTODO\b|\bTBD\b|FIXME/);
  });
});
