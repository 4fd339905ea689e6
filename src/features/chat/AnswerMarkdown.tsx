import React, {memo, useMemo, type MouseEvent} from 'react';
import {marked, type Token} from 'marked';
import {sanitizeHtml} from '../safe-html';
import CodeBlock from '@theme/CodeBlock';
import {useHistory} from '@docusaurus/router';
import styles from './chat.module.css';

type Block = Readonly<{kind: 'html'; html: string}> | Readonly<{kind: 'code'; language: string; meta: string; code: string}>;

/**
 * Splits an answer into sanitised HTML and code blocks. Code goes through @theme/CodeBlock, like
 * code on the doc pages, so it is highlighted the same way and Python blocks get the site's Run
 * button. An unfinished fence while an answer streams in is still a code block.
 */
export function answerBlocks(markdown: string): Block[] {
  const tokens = marked.lexer(markdown);
  const blocks: Block[] = [];
  let run: Token[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const html = marked.parser(Object.assign(run, {links: tokens.links}));
    // Answers quote text from anywhere: the same allow-list as community posts (src/features/safe-html).
    blocks.push({kind: 'html', html: sanitizeHtml(html)});
    run = [];
  };
  for (const token of tokens) {
    if (token.type === 'code') {
      flush();
      const {lang, text} = token as {lang?: string; text: string};
      // The fence's info string: its language, then what the page said of the block ("python norun").
      const [language = 'python', ...meta] = (lang || 'python').trim().split(/\s+/);
      blocks.push({kind: 'code', language: language.toLowerCase() === 'py' ? 'python' : language.toLowerCase(), meta: meta.join(' '), code: text});
    } else run.push(token);
  }
  flush();
  return blocks;
}

/**
 * An answer's Markdown. Links to PyDocs pages navigate inside the site, without a reload. Memoised:
 * an answer changing state (finished, saved, rated) keeps its text, and its code is not drawn again.
 */
export const AnswerMarkdown = memo(function AnswerMarkdown({markdown}: {markdown: string}): React.JSX.Element {
  const history = useHistory();
  const blocks = useMemo(() => answerBlocks(markdown), [markdown]);
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//')) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    history.push(href);
  };
  return (
    // The click handler only upgrades ordinary links (which stay keyboard-reachable) to in-app navigation.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className={styles.markdown} onClick={followInternalLink}>
      {blocks.map((block, index) =>
        block.kind === 'code' ? (
          <CodeBlock key={index} language={block.language} metastring={block.meta || undefined}>
            {block.code}
          </CodeBlock>
        ) : (
          <div key={index} dangerouslySetInnerHTML={{__html: block.html}} />
        ),
      )}
    </div>
  );
});
