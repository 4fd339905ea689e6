// Replaces the stock "Page Not Found" text with something that helps a reader get back on track:
// search and the documentation sections. The surrounding NotFound page (title, layout) is kept.
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import SearchBar from '@theme/SearchBar';
import type {Props} from '@theme/NotFound/Content';
import {SECTION_CARDS} from '@site/src/features/home';
import styles from './styles.module.css';

export default function NotFoundContent({className}: Props): React.JSX.Element {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className={styles.wrap}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1>We couldn’t find that page</h1>
        <p>The address may be mistyped, or the page may have moved. Search the docs, or pick a section below.</p>
        <div className={styles.search}>
          <SearchBar />
        </div>
        <h2 className={styles.subheading}>Documentation sections</h2>
        <ul className={styles.links}>
          {SECTION_CARDS.map((section) => (
            <li key={section.to}>
              <Link to={section.to}>{section.title}</Link>
            </li>
          ))}
        </ul>
        <p>
          Or go to the <Link to="/">home page</Link>, the <Link to="/tutorials">tutorials</Link>, the <Link to="/examples">code examples</Link>{' '}
          or the <Link to="/sitemap">sitemap</Link>.
        </p>
      </div>
    </main>
  );
}
