// Wraps the theme's code block body so that a page opened directly keeps the highlighted code the
// server rendered instead of hydrating it, and never downloads the highlighter at all.
// - On a long doc page (30+ examples) highlighting every block again in the browser and hydrating
//   thousands of token <span>s was most of the main-thread work before the page answered input
//   (Lighthouse TBT). The server's HTML is already right: the browser only needs the <pre> itself
//   (the word-wrap button measures it through the ref).
// - Prism (~29 KiB gzipped) was in every page's main bundle only to redo that work. The theme's
//   body and Prism now load together (./Highlighted) the first time the browser itself renders a
//   block: after client-side navigation (plugins/lazy-highlighter starts the download as the
//   navigation starts) or after Reset in the runner.
import {lazy, Suspense, useState, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Content';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';

const HighlightedContent = lazy(() => import('./Highlighted'));

/**
 * True only during hydration: in the browser, before Docusaurus has marked the app hydrated, in a
 * production build. The dev server (`npm start`) sends no server HTML and renders from scratch
 * (createRoot, not hydrateRoot), so there is no server <pre> to keep: an empty one would show no
 * code, and the word-wrap effect would find no <code> in it and throw.
 */
function useIsHydrating(): boolean {
  const hydrated = useIsBrowser();
  const [hydrating] = useState(() => process.env.NODE_ENV === 'production' && typeof window !== 'undefined' && !hydrated);
  return hydrating;
}

function ServerRenderedCode(): ReactNode {
  const {wordWrap} = useCodeBlockContext();
  // An empty __html with suppressHydrationWarning: React adopts the <pre> the server sent and
  // leaves its contents (the highlighted lines) alone; the props never change afterwards, so React
  // never writes into it.
  return <pre ref={wordWrap.codeBlockRef} tabIndex={0} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
}

/** The code as plain text for the moment the highlighter is still on its way. */
function PlainCode({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  return (
    <pre ref={wordWrap.codeBlockRef} tabIndex={0} className={className}>
      <code>{metadata.code}</code>
    </pre>
  );
}

export default function CodeBlockContentWrapper(props: Props): ReactNode {
  const hydrating = useIsHydrating();
  // The server waits for the lazy highlighter (Docusaurus renders each page once everything is
  // ready) and, with no Suspense boundary around it, sends plain markup. A boundary would make
  // React hydrate the block later than the CodeBlock around it, whose word-wrap effect then finds
  // no <pre> yet and throws.
  if (typeof window === 'undefined') return <HighlightedContent {...props} />;
  if (hydrating) return <ServerRenderedCode />;
  return (
    <Suspense fallback={<PlainCode {...props} />}>
      <HighlightedContent {...props} />
    </Suspense>
  );
}
