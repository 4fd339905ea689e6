import React from 'react';
import Link from '@docusaurus/Link';
import styles from './community.module.css';

export function tagUrl(tag: string): string {
  return `/community?tag=${encodeURIComponent(tag)}`;
}

/** A tag that lists the questions carrying it. */
export function TagLink({tag}: {tag: string}): React.JSX.Element {
  return (
    <Link className={styles.tag} to={tagUrl(tag)} aria-label={`Questions tagged ${tag}`}>
      {tag}
    </Link>
  );
}

/** A question's tags, each linking to the questions that carry it (list rows and question pages). */
export function TagList({tags}: {tags: readonly string[]}): React.JSX.Element {
  return (
    <ul className={styles.tagList} aria-label="Question tags">
      {tags.map((tag) => (
        <li key={tag}>
          <TagLink tag={tag} />
        </li>
      ))}
    </ul>
  );
}
