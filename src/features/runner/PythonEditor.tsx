import React, {Fragment, useCallback, useEffect, useRef, useState} from 'react';
import Editor from 'react-simple-code-editor';
import {Highlight} from 'prism-react-renderer';
import {usePrismTheme} from '@docusaurus/theme-common';
import styles from './runner.module.css';

type Props = Readonly<{
  id: string;
  value: string;
  onChange: (code: string) => void;
  /** Ctrl+Enter / ⌘+Enter. */
  onRun: () => void;
  /** The keyboard hint the textarea is described by. */
  hintId: string;
}>;

/**
 * An editable, highlighted Python block: a textarea under a Prism-highlighted copy of its text,
 * coloured with the site's code theme. Tab indents, as in any code editor; so that keyboard users
 * are not trapped, Escape hands Tab back to the browser until the next key.
 */
function PythonEditor({id, value, onChange, onRun, hintId}: Props): React.JSX.Element {
  const theme = usePrismTheme();
  const [tabMovesFocus, setTabMovesFocus] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);

  // The editor component does not pass ARIA attributes through to its textarea.
  useEffect(() => {
    const textarea = wrapper.current?.querySelector('textarea');
    textarea?.setAttribute('aria-describedby', hintId);
    textarea?.setAttribute('aria-keyshortcuts', 'Control+Enter Meta+Enter');
  }, [hintId]);

  const highlight = useCallback(
    (code: string) => (
      <Highlight code={code} language="python" theme={theme}>
        {({tokens, getTokenProps}) =>
          tokens.map((line, lineIndex) => (
            <Fragment key={lineIndex}>
              {/* One span per line: it carries the line number (runner.module.css). */}
              <span className={styles.editorLine}>
                {line.map((token, tokenIndex) => (
                  <span key={tokenIndex} {...getTokenProps({token})} />
                ))}
              </span>
              {lineIndex < tokens.length - 1 ? '\n' : null}
            </Fragment>
          ))
        }
      </Highlight>
    ),
    [theme],
  );

  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onRun();
    } else if (event.key === 'Escape') {
      // Prevented, so the editor does not blur itself: focus stays here and Tab now leaves.
      event.preventDefault();
      setTabMovesFocus(true);
    } else if (event.key !== 'Tab' && event.key !== 'Shift') {
      setTabMovesFocus(false);
    }
  };

  return (
    <div ref={wrapper} className={styles.editorFrame}>
      <Editor
        value={value}
        onValueChange={onChange}
        highlight={highlight}
        textareaId={id}
        tabSize={4}
        insertSpaces
        ignoreTabKey={tabMovesFocus}
        onKeyDown={onKeyDown}
        onBlur={() => setTabMovesFocus(false)}
        padding="var(--ifm-pre-padding)"
        className={styles.editor}
        textareaClassName={styles.editorTextarea}
      />
    </div>
  );
}

/** Memoised: a run's state changes redraw the block around the editor, not the highlighted code. */
export default React.memo(PythonEditor);
