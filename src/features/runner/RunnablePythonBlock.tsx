import React, {useRef, useState, type ComponentType, type ReactNode} from 'react';
import {useHydrated} from '@site/src/hooks/useHydrated';
import type {InteractivePythonBlockProps} from './InteractivePythonBlock';
import {startPython} from './loadRunner';
import {usePagePython} from './pagePython';
import styles from './block.module.css';

type Props = Readonly<{
  /** The block's code as the page shows it; Reset returns to it. */
  code: string;
  metastring?: string;
  title?: ReactNode;
  /** The block as the theme renders it: what readers see until they run or edit it. */
  children: ReactNode;
}>;

/**
 * A ```python block readers can run and edit. Until they do, it is the theme's own code block
 * plus Run and Edit buttons: the editor, the input box, the output view and the runner are
 * downloaded on the first Run or Edit (a few kilobytes; Python itself only on the first Run), so a
 * doc page costs what a stock Docusaurus page costs (tests/e2e/budgets.spec.ts).
 */
export default function RunnablePythonBlock({children, ...block}: Props): React.JSX.Element {
  const [Interactive, setInteractive] = useState<ComponentType<InteractivePythonBlockProps> | null>(null);
  const [requested, setRequested] = useState<'run' | 'edit' | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  // The live region is the same element from first paint on, so screen readers follow it. It is
  // a plain ref, handed to the interactive block on first use: a state-setting ref callback would
  // make every block on the page render again synchronously inside the hydration commit, and pull
  // all the page's effects into that same long task (Lighthouse TBT on doc pages).
  const statusRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<HTMLDivElement | null>(null);
  // Until the page has hydrated, the buttons would do nothing: say so.
  const hydrated = useHydrated();
  const python = usePagePython();
  const name = typeof block.title === 'string' && block.title !== '' ? block.title : 'Python example';

  // A press on Run starts Python as the finger or button goes down: the click only comes when it
  // is released, ~100 ms later for a mouse and often more for a tap, and Python takes longest.
  const pressRun = (event: React.PointerEvent) => {
    if (hydrated && !requested && event.isPrimary && event.button === 0) startPython(python);
  };

  const open = (action: 'run' | 'edit') => {
    if (!hydrated || requested) return;
    setStatus(statusRef.current);
    setRequested(action);
    setLoadFailed(false);
    // Run: start Python alongside the editor's code instead of after it (Python takes longest).
    if (action === 'run') startPython(python);
    import('./InteractivePythonBlock')
      .then((module) => setInteractive(() => module.default))
      .catch(() => {
        setRequested(null);
        setLoadFailed(true);
      });
  };

  return (
    <div role="group" aria-label={name} className={styles.runnable}>
      {Interactive && status ? (
        <Interactive {...block} firstAction={requested ?? 'edit'} status={status} />
      ) : (
        <>
          {children}
          <div className={styles.toolbar}>
            <button type="button" className="button button--primary button--sm" onPointerDown={pressRun} onClick={() => open('run')} aria-disabled={!hydrated || requested !== null}>
              Run
            </button>
            <button type="button" className="button button--secondary button--sm" onClick={() => open('edit')} aria-disabled={!hydrated || requested !== null}>
              Edit
            </button>
          </div>
        </>
      )}
      <div ref={statusRef} role="status" aria-live="polite" aria-atomic="false" aria-label={`Result of ${name}`} className={styles.result}>
        {loadFailed && <p className={styles.loadError}>The code runner could not be downloaded. Check your connection and try again.</p>}
      </div>
    </div>
  );
}
