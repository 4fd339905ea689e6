import React, {useMemo, type MouseEvent} from 'react';
import {marked, type Token} from 'marked';
import DOMPurify from 'dompurify';
import CodeBlock from '@theme/CodeBlock';
import {useHistory} from '@docusaurus/router';
import styles from './chat.module.css';

type Block = Readonly<{kind: 'html'; html: string}> | Readonly<{kind: 'code'; language: string; code: string}>;

/**
 * What an answer's HTML may keep: the elements Markdown produces, nothing else. DOMPurify's default
 * allow-list would keep <style> (a saved answer could restyle the whole page), <form>, <input>,
 * <button>, <img> (requests to any host) and more; answers can quote text from anywhere, so they
 * get the same strict list as community posts. Links keep http(s), mailto and site-relative URLs.
 */
export const ANSWER_PURIFY_CONFIG = {
  ALLOWED_TAGS: [
    'a', 'p', 'br', 'hr', 'em', 'strong', 'del', 's', 'code', 'pre', 'span', 'kbd', 'sub', 'sup', 'blockquote', 'ul', 'ol', 'li',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  ALLOWED_ATTR: ['href', 'title', 'class', 'start', 'align'],
  ALLOW_DATA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z0-9+.-]+(?:[^a-z0-9+.\-:]|$))/i,
};

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
    blocks.push({kind: 'html', html: DOMPurify.sanitize(html, ANSWER_PURIFY_CONFIG)});
    run = [];
  };
  for (const token of tokens) {
    if (token.type === 'code') {
      flush();
      const {lang, text} = token as {lang?: string; text: string};
      blocks.push({kind: 'code', language: (lang || 'python').toLowerCase() === 'py' ? 'python' : (lang || 'python').toLowerCase(), code: text});
    } else run.push(token);
  }
  flush();
  return blocks;
}

/** An answer's Markdown. Links to PyDocs pages navigate inside the site, without a reload. */
export function AnswerMarkdown({markdown}: {markdown: string}): React.JSX.Element {
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
          <CodeBlock key={index} language={block.language}>
            {block.code}
          </CodeBlock>
        ) : (
          <div key={index} dangerouslySetInnerHTML={{__html: block.html}} />
        ),
      )}
    </div>
  );
}
