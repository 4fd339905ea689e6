/**
 * How a code block looks, run by run of text: what the reader sees in the browser, and what the
 * site's Prism theme says that code should look like (prism-react-renderer's own inline styles,
 * computed here in Node). Adjacent runs that look the same are merged, so the two compare
 * whatever the markup splits the text into.
 */
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight, themes} from 'prism-react-renderer';
import type {Page} from '@playwright/test';
import {accessibleTheme} from '../../../plugins/accessible-prism-theme';

/** The theme docusaurus.config.ts gives Prism. */
const SITE_THEME = accessibleTheme(themes.github, '#f6f8fa');

export type Run = {text: string; look: string};

function merged(runs: Run[]): Run[] {
  const out: Run[] = [];
  for (const run of runs) {
    if (!run.text) continue;
    const last = out.at(-1);
    if (last && last.look === run.look) last.text += run.text;
    else out.push({...run});
  }
  return out;
}

function rgb(hex: string): string {
  const full = hex.replace('#', '').replace(/^(.)(.)(.)$/, '$1$1$2$2$3$3');
  const [r, g, b] = [0, 2, 4].map((index) => parseInt(full.slice(index, index + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The look Prism's theme gives each token of the code, as colour | font style | opacity. */
export function lookByTheme(code: string, language: string): Run[] {
  const runs: Run[] = [];
  renderToStaticMarkup(
    React.createElement(Highlight, {
      code,
      language,
      theme: SITE_THEME,
      children: ({tokens, getTokenProps}) => {
        for (const [index, line] of tokens.entries()) {
          // An empty line is one "\n" token, which the theme's code line draws as nothing.
          for (const token of line.length === 1 && line[0].content === '\n' ? [] : line) {
            const style = (getTokenProps({token}).style ?? {}) as {color?: string; fontStyle?: string; opacity?: number};
            runs.push({text: token.content, look: `${rgb(style.color ?? SITE_THEME.plain.color ?? '#000')}|${style.fontStyle ?? 'normal'}|${style.opacity ?? 1}`});
          }
          if (index < tokens.length - 1) runs.push({text: '\n', look: 'newline'});
        }
        return null;
      },
    }),
  );
  return merged(runs);
}

export type BlockInPage = {language: string; code: string; runs: Run[]};

/** The Python and output blocks of the page's content as the browser draws them. */
export async function blocksInPage(page: Page): Promise<BlockInPage[]> {
  const blocks = await page.locator('.theme-doc-markdown pre.prism-code').evaluateAll((pres) =>
    pres.map((pre) => {
      const language = /language-(\S+)/.exec(pre.className)?.[1] ?? '';
      const lines = [...pre.querySelectorAll('.token-line')];
      const runs: {text: string; look: string}[] = [];
      lines.forEach((line, index) => {
        const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const style = getComputedStyle(node.parentElement!);
          runs.push({text: node.textContent ?? '', look: `${style.color}|${style.fontStyle}|${style.opacity}`});
        }
        if (index < lines.length - 1) runs.push({text: '\n', look: 'newline'});
      });
      return {language, code: lines.map((line) => line.textContent).join('\n'), runs};
    }),
  );
  return blocks.filter((block) => block.language === 'python' || block.language === 'output').map((block) => ({...block, runs: merged(block.runs)}));
}
