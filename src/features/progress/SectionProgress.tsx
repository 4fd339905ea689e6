import React from 'react';
import Link from '@docusaurus/Link';
import {DOC_SECTIONS} from '@site/src/data/docSections';
import {groupProgress} from './summary';
import {useCatalogue} from './useCatalogue';
import {useSolvedExercises} from './useProgress';
import styles from './progress.module.css';

type Props = Readonly<{
  /** The docs version whose sections are shown: 'current' (Python 3.14) or '3.13'. */
  version?: string;
}>;

/**
 * One bar per documentation section: how many of its exercises this reader has solved. The rows
 * are in the server's HTML (the counts arrive with the catalogue), so nothing moves when they fill.
 */
export function SectionProgress({version = 'current'}: Props): React.JSX.Element {
  const solved = useSolvedExercises();
  const {catalogue, failed} = useCatalogue();
  const groups = catalogue ? groupProgress(catalogue, solved, version).filter((group) => group.kind === 'docs') : null;
  const base = version === 'current' ? '/docs' : `/docs/${version}`;
  const rows = DOC_SECTIONS.map(({label, dir}) => {
    const group = groups?.find((candidate) => candidate.label === label);
    return {label, permalink: `${base}/${dir}`, solved: group?.solved ?? 0, total: group?.total ?? 0, known: group !== undefined};
  });
  return (
    <>
      <ul className={styles.bars} aria-label="Exercises solved per section">
        {rows.map((row) => (
          <li key={row.label} className={styles.bar}>
            <Link to={row.permalink}>{row.label}</Link>
            <progress value={row.solved} max={Math.max(row.total, 1)} aria-label={`${row.label}: exercises solved`} />
            <span className={styles.count}>{row.known ? `${row.solved} of ${row.total} solved` : failed ? 'Not available offline' : 'Counting…'}</span>
          </li>
        ))}
      </ul>
      <p>
        Solved exercises are kept in this browser, or in your account when you are signed in. <Link to="/progress">See My Progress</Link> for
        what you solved recently and where to go next.
      </p>
    </>
  );
}
