import React, {useMemo} from 'react';
import clsx from 'clsx';
import {renderMarkdown} from './markdown';
import styles from './community.module.css';

/** A post or answer body: Markdown rendered and sanitised (see markdown.ts for what survives). */
export function Markdown({source, className}: {source: string; className?: string}): React.JSX.Element {
  const html = useMemo(() => renderMarkdown(source), [source]);
  // Safe: renderMarkdown's output has been through DOMPurify with a strict allow-list.
  return <div className={clsx(styles.markdown, className)} dangerouslySetInnerHTML={{__html: html}} />;
}
