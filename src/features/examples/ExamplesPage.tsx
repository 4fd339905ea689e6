import React, {useEffect, useId, useMemo, useState} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import CodeBlock from '@theme/CodeBlock';
import {useHistory, useLocation} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {CodeExample} from '@site/plugins/content-data';
import {DOC_SECTIONS} from '@site/src/data/docSections';
import {useHydrated} from '@site/src/hooks/useHydrated';
import {NO_FILTERS, filterExamples, filtersFromSearch, searchFromFilters, type ExampleFilters} from './filterExamples';
import styles from './examples.module.css';

const SECTION_LABELS: Readonly<Record<string, string>> = Object.fromEntries(DOC_SECTIONS.map(({dir, label}) => [dir, label]));
const LEVEL_LABELS = {beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced'} as const;

function ExampleCard({example}: {example: CodeExample}): React.JSX.Element {
  // The build's broken-link check knows a page's anchors only from the headings and links it is
  // told about: without this, a doc page linking to /examples#money-with-decimal fails the build.
  useBrokenLinks().collectAnchor(example.id);
  return (
    <article id={example.id} className={styles.card} aria-labelledby={`${example.id}-title`}>
      <header className={styles.cardHeader}>
        <h2 id={`${example.id}-title`} className={styles.cardTitle}>
          <a href={`#${example.id}`} className={styles.anchor}>
            {example.title}
          </a>
        </h2>
        <ul className={styles.tags} aria-label="Level and sections">
          <li className={clsx(styles.tag, styles[example.level])}>{LEVEL_LABELS[example.level]}</li>
          {example.sections.map((section) => (
            <li key={section} className={styles.tag}>
              {SECTION_LABELS[section] ?? section}
            </li>
          ))}
        </ul>
      </header>
      <div className={styles.explanation} dangerouslySetInnerHTML={{__html: example.explanationHtml}} />
      <CodeBlock language="python" metastring={example.meta}>
        {example.code}
      </CodeBlock>
      <CodeBlock language="output" title="Output">
        {example.output}
      </CodeBlock>
    </article>
  );
}

/** /examples: the code example gallery, filtered by section, level and text (kept in the URL). */
export default function ExamplesPage({examples}: {examples: readonly CodeExample[]}): React.JSX.Element {
  const location = useLocation();
  const history = useHistory();
  const id = useId();
  const [filters, setFilters] = useState<ExampleFilters>(() => filtersFromSearch(location.search));
  const shown = useMemo(() => filterExamples(examples, filters), [examples, filters]);
  const hydrated = useHydrated();

  useEffect(() => {
    const search = searchFromFilters(filters);
    if (search !== location.search) history.replace({search, hash: location.hash});
    // Only the filters drive the URL; the location is read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filters]);

  // A deep link to an example hidden by the filters shows it rather than an empty page.
  useEffect(() => {
    const target = decodeURIComponent(location.hash.slice(1));
    if (target && examples.some((example) => example.id === target) && !shown.some((example) => example.id === target)) {
      setFilters(NO_FILTERS);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.hash]);

  const update = (change: Partial<ExampleFilters>) => setFilters((current) => ({...current, ...change}));

  return (
    <Layout title="Code Examples" description={`${examples.length} short, runnable Python 3.14 examples with their output, filterable by section, level and text.`}>
      <main className="container margin-vert--lg">
        <h1>Code Examples</h1>
        <p className={styles.lead}>
          {examples.length} focused Python examples, each with the output it prints. Filter them by documentation section, by level, or by any
          word in the title, explanation or code.
        </p>
        <form className={styles.filters} role="search" aria-label="Filter examples" onSubmit={(event) => event.preventDefault()}>
          <div className={styles.filter}>
            <label htmlFor={`${id}-text`}>Filter by text</label>
            <input id={`${id}-text`} type="search" value={filters.text} readOnly={!hydrated} placeholder="e.g. dataclass, csv, yield" onChange={(event) => update({text: event.target.value})} />
          </div>
          <div className={styles.filter}>
            <label htmlFor={`${id}-section`}>Section</label>
            <select id={`${id}-section`} value={filters.section} disabled={!hydrated} onChange={(event) => update({section: event.target.value})}>
              <option value="">All sections</option>
              {DOC_SECTIONS.map(({dir, label}) => (
                <option key={dir} value={dir}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.filter}>
            <label htmlFor={`${id}-level`}>Level</label>
            <select id={`${id}-level`} value={filters.level} disabled={!hydrated} onChange={(event) => update({level: event.target.value as ExampleFilters['level']})}>
              <option value="">All levels</option>
              <option value="beginner">Beginner</option>
              <option value="intermediate">Intermediate</option>
              <option value="advanced">Advanced</option>
            </select>
          </div>
          <button type="button" className="button button--secondary" onClick={() => setFilters(NO_FILTERS)} disabled={shown.length === examples.length}>
            Clear filters
          </button>
        </form>
        <p className={styles.count} role="status" aria-live="polite">
          Showing {shown.length} of {examples.length} examples
        </p>
        {shown.length === 0 && <p>No example matches these filters. Try fewer words or another section.</p>}
        <div className={styles.list}>
          {shown.map((example) => (
            <ExampleCard key={example.id} example={example} />
          ))}
        </div>
      </main>
    </Layout>
  );
}
