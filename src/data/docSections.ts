/**
 * The six documentation sections, in reading order, with the folder under docs/ that holds each.
 * One list for the sidebar, the footer, the examples filter and the sitemap.
 */
export const DOC_SECTIONS = [
  {label: 'Getting Started', dir: 'getting-started'},
  {label: 'Python Basics', dir: 'python-basics'},
  {label: 'Intermediate Python', dir: 'intermediate'},
  {label: 'Advanced Python', dir: 'advanced'},
  {label: 'Python Libraries', dir: 'libraries'},
  {label: 'Best Practices', dir: 'best-practices'},
] as const;

export type DocSectionDir = (typeof DOC_SECTIONS)[number]['dir'];

/** A section's landing page (docs/sections/<dir>.mdx sets this slug). */
export const docSectionPath = (dir: DocSectionDir): `/docs/${DocSectionDir}` => `/docs/${dir}`;
