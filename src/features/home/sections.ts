/** The six documentation sections as the home page and 404 page present them (names and order
 * from src/data/docSections.ts, the one list of sections). */
import {DOC_SECTIONS, docSectionPath, type DocSectionDir} from '@site/src/data/docSections';

/** What a section's card adds to its name: who it is for, and what it teaches. */
const CARD_TEXT: Readonly<Record<DocSectionDir, Readonly<{level: string; text: string}>>> = {
  'getting-started': {
    level: 'Beginner',
    text: 'Install Python 3.14, set up an editor and a virtual environment, and write your first program.',
  },
  'python-basics': {
    level: 'Beginner',
    text: 'Variables, data types, operators, control flow and functions: the core every program uses.',
  },
  'intermediate': {
    level: 'Intermediate',
    text: 'Classes, objects, dataclasses and inheritance: model your problem with your own types.',
  },
  'advanced': {
    level: 'Advanced',
    text: 'Decorators, generators, context managers, metaclasses and concurrency with asyncio.',
  },
  'libraries': {
    level: 'All levels',
    text: 'The standard library, files, data processing, web frameworks and the data-science stack.',
  },
  'best-practices': {
    level: 'All levels',
    text: 'PEP 8 style, testing with unittest and pytest, and error handling that helps your users.',
  },
};

export const SECTION_CARDS = DOC_SECTIONS.map(({label, dir}) => ({title: label, to: docSectionPath(dir), ...CARD_TEXT[dir]}));
