// Wraps the theme's code block body so that a page opened directly keeps the highlighted code the
// server rendered instead of hydrating it. On a long doc page (30+ examples) highlighting every
// block again in the browser and hydrating thousands of token <span>s was most of the main-thread
// work before the page answered input (Lighthouse TBT). The server's HTML is already right: the
// browser only needs the <pre> itself (the word-wrap button measures it through the ref).
// Blocks rendered by the browser itself (after client-side navigation, or after Reset in the
// runner) have no server HTML to keep and render exactly as the theme renders them.
import React, {useState, type ReactNode} from 'react';
import Content from '@theme-original/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';

/** True only during hydration: in the browser, before Docusaurus has marked the app hydrated. */
function useIsHydrating(): boolean {
  const hydrated = useIsBrowser();
  const [hydrating] = useState(() => typeof window !== 'undefined' && !hydrated);
  return hydrating;
}

function ServerRenderedCode(): ReactNode {
  const {wordWrap} = useCodeBlockContext();
  // An empty __html with suppressHydrationWarning: React adopts the <pre> the server sent and
  // leaves its contents (the highlighted lines) alone; the props never change afterwards, so React
  // never writes into it.
  return <pre ref={wordWrap.codeBlockRef} tabIndex={0} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
}

export default function CodeBlockContentWrapper(props: Props): ReactNode {
  return useIsHydrating() ? <ServerRenderedCode /> : <Content {...props} />;
}
