import React, {useEffect, useState, type ComponentProps} from 'react';

/**
 * The Ask form, loaded when it is wanted. It brings the Markdown preview (marked, DOMPurify and
 * Prism), whose start-up alone cost /community ~80 ms of main thread (over 300 ms on a throttled
 * phone) on every visit, for the few readers who ask. It is fetched as a reader points at, focuses
 * or touches "Ask a question", and in idle time for signed-in readers, the only ones who can ask:
 * so asking still works if the connection drops after the page has loaded.
 */
type QuestionFormModule = typeof import('./QuestionForm');
type Props = ComponentProps<QuestionFormModule['QuestionForm']>;

let loaded: QuestionFormModule | undefined;
let loading: Promise<QuestionFormModule> | undefined;

export function preloadQuestionForm(): Promise<QuestionFormModule> {
  loading ??= import('./QuestionForm').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      // Offline, or a deploy replaced the chunk: the next attempt fetches again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Fetches the form when the browser has nothing better to do. */
export function preloadQuestionFormWhenIdle(): () => void {
  const start = () => void preloadQuestionForm().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(start, {timeout: 5000});
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(start, 1000);
  return () => window.clearTimeout(timer);
}

export function LazyQuestionForm(props: Props): React.JSX.Element {
  const [module, setModule] = useState<QuestionFormModule | undefined>(loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (module) return undefined;
    let current = true;
    setFailed(false);
    preloadQuestionForm().then(
      (next) => current && setModule(next),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [module, attempt]);

  if (module) return <module.QuestionForm {...props} />;
  if (failed) {
    return (
      <div className="alert alert--danger margin-bottom--md" role="alert">
        <p>The question form could not be loaded. Check your connection and try again.</p>
        <button type="button" className="button button--sm button--secondary" onClick={() => setAttempt((count) => count + 1)}>
          Try again
        </button>{' '}
        <button type="button" className="button button--sm button--link" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    );
  }
  return (
    <p role="status" className="margin-bottom--md">
      Opening the question form…
    </p>
  );
}
