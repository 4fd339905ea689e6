/** The six documentation sections as the home page and 404 page present them. */
export const SECTION_CARDS = [
  {
    title: 'Getting Started',
    to: '/docs/getting-started',
    level: 'Beginner',
    text: 'Install Python 3.14, set up an editor and a virtual environment, and write your first program.',
  },
  {
    title: 'Python Basics',
    to: '/docs/python-basics',
    level: 'Beginner',
    text: 'Variables, data types, operators, control flow and functions: the core every program uses.',
  },
  {
    title: 'Intermediate Python',
    to: '/docs/intermediate',
    level: 'Intermediate',
    text: 'Classes, objects, dataclasses and inheritance: model your problem with your own types.',
  },
  {
    title: 'Advanced Python',
    to: '/docs/advanced',
    level: 'Advanced',
    text: 'Decorators, generators, context managers, metaclasses and concurrency with asyncio.',
  },
  {
    title: 'Python Libraries',
    to: '/docs/libraries',
    level: 'All levels',
    text: 'The standard library, files, data processing, web frameworks and the data-science stack.',
  },
  {
    title: 'Best Practices',
    to: '/docs/best-practices',
    level: 'All levels',
    text: 'PEP 8 style, testing with unittest and pytest, and error handling that helps your users.',
  },
] as const;
