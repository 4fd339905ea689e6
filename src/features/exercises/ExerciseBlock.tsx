import React, {useEffect, useRef, useState, type ComponentType} from 'react';
import {useHydrated} from '@site/src/hooks/useHydrated';
// The hooks file, not the progress index: every doc page loads this.
import {useSolvedExercises} from '@site/src/features/progress';
import {exerciseDomId} from './domId';
import type {ExerciseAnswers, ExerciseContent, ExerciseType} from './model';
import type {ExerciseContentProps} from './ExerciseContent';
import type {ExerciseInteractiveProps, ReaderAction} from './ExerciseInteractive';
import './exercise.css';

type Props = Readonly<{
  id: string;
  type: ExerciseType;
  /** What the reader sees before answering (title, prompt, code, options): given in the server build only (plugins/exercises). */
  content: ExerciseContent | null;
  /** Where the answer data (checks, hints, solution, and the content again) is, fetched on first use. */
  data: string;
}>;

// The server renders the content into the page's HTML; the browser keeps that HTML, so the
// content is not in the page's JavaScript a second time. The bundler leaves this require out of
// the browser build (process.env.PYDOCS_SERVER_RENDER is false there).
const ServerContent: ComponentType<ExerciseContentProps> | null = process.env.PYDOCS_SERVER_RENDER
  ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- an import() would be async, and a static import would ship it to the browser
    (require('./ExerciseContent') as typeof import('./ExerciseContent')).default
  : null;
/** Hydrating this keeps the element's HTML from the server as it is. */
const KEEP_SERVER_HTML = {__html: ''};

const answersByUrl = new Map<string, Promise<ExerciseAnswers>>();

/** The answer data: a hashed file the build emits (plugins/exercises), so browsers keep it. */
function loadAnswers(url: string): Promise<ExerciseAnswers> {
  let answers = answersByUrl.get(url);
  if (!answers) {
    answers = fetch(url).then((response) => {
      if (!response.ok) throw new Error(String(response.status));
      return response.json() as Promise<ExerciseAnswers>;
    });
    answers.catch(() => answersByUrl.delete(url)); // offline: try again on the next Check
    answersByUrl.set(url, answers);
  }
  return answers;
}

/**
 * The exercise's content. From the server's HTML, it is kept as it is (hydration does not touch
 * it). On a page reached by a link there is no such HTML: the content and its component are
 * downloaded, which takes a moment for exercises that sit at the end of the page anyway.
 */
function Content({id, type, content, data, onFail}: Props & {onFail: () => void}) {
  const ref = useRef<HTMLDivElement>(null);
  const [fetched, setFetched] = useState<Readonly<{Shown: ComponentType<ExerciseContentProps>; content: ExerciseContent}> | null>(null);
  useEffect(() => {
    if (content || ref.current?.firstChild) return;
    Promise.all([import('./ExerciseContent'), loadAnswers(data)]).then(([module, answers]) => setFetched({Shown: module.default, content: answers.content}), onFail);
    // Once, on mount: whether the server's HTML is there does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const Shown = content ? ServerContent : fetched?.Shown;
  const shown = content ?? fetched?.content;
  return Shown && shown ? (
    <div ref={ref}>
      <Shown id={id} type={type} content={shown} />
    </div>
  ) : (
    <div ref={ref} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
  );
}

/**
 * One "Check yourself" exercise (plugins/exercises/remark.mjs makes one of each ```exercise
 * fence). Until the reader answers, this is the content and the Check (and Edit) buttons; the
 * checking, hints and solution download with the exercise's answer data on the first Check, so an
 * exercise costs a doc page's JavaScript a title and a URL. Predict and choice answers are read
 * from the form's own fields when Check is pressed.
 */
export default function ExerciseBlock({id, type, content, data}: Props): React.JSX.Element {
  const hydrated = useHydrated();
  const solved = useSolvedExercises()[id] !== undefined;
  const domId = exerciseDomId(id);
  const [live, setLive] = useState<Readonly<{Interactive: ComponentType<ExerciseInteractiveProps>; answers: ExerciseAnswers}> | null>(null);
  const [action, setAction] = useState<ReaderAction | null>(null);
  const [failed, setFailed] = useState(false);
  const attempts = useRef(0);
  // The live region is the same element from first paint on, so screen readers follow it.
  const statusRef = useRef<HTMLDivElement>(null);

  const act = (next: ReaderAction) => {
    if (!hydrated) return;
    setAction(next);
    if (live) return;
    setFailed(false);
    // A second press while this downloads asks for the same (cached) module and data again.
    Promise.all([import('./ExerciseInteractive'), loadAnswers(data)]).then(
      ([module, answers]) => setLive({Interactive: module.default, answers}),
      () => setFailed(true),
    );
  };

  const check = (form: HTMLFormElement | null) => {
    const raw = (form?.elements.namedItem('answer') as HTMLTextAreaElement | RadioNodeList | null)?.value ?? '';
    act({kind: 'check', value: type === 'choice' ? (raw === '' ? null : Number(raw)) : raw, attempt: ++attempts.current});
  };

  const button = (label: string, onClick: (event: React.MouseEvent<HTMLButtonElement>) => void, primary = true) => (
    <button type="button" className={`button button--sm button--${primary ? 'primary' : 'secondary'}`} onClick={onClick} aria-disabled={!hydrated}>
      {label}
    </button>
  );

  return (
    <section id={domId} aria-labelledby={`${domId}-title`} className={live && type === 'code' ? 'pydocs-exercise pydocs-exercise--editing' : 'pydocs-exercise'}>
      {solved && <span className="pydocs-exercise__solved">Solved</span>}
      {/* Never submitted by the browser: Check reads the answer field when pressed. */}
      {/* Ctrl/⌘+Enter in the answer field checks it, as in the code editor; Check is the button. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- keys typed in the form's field, not a control of its own */}
      <form
        aria-labelledby={`${domId}-title`}
        onSubmit={(event) => event.preventDefault()}
        onKeyDown={(event) => {
          const target = event.target as HTMLElement;
          if (target.getAttribute('name') === 'answer' && event.key === 'Enter' && (event.ctrlKey || event.metaKey)) check(event.currentTarget);
        }}>
        <Content id={id} type={type} content={content} data={data} onFail={() => setFailed(true)} />
        {type === 'code' ? (
          !live && (
            <div className="pydocs-exercise__toolbar">
              {button('Check', () => act({kind: 'check', attempt: ++attempts.current}))}
              {button('Edit', () => act({kind: 'edit', attempt: 0}), false)}
            </div>
          )
        ) : (
          <div className="pydocs-exercise__toolbar">{button('Check', (event) => check(event.currentTarget.form))}</div>
        )}
        {live && action && statusRef.current && <live.Interactive id={id} starter={live.answers.content.starter ?? ''} answers={live.answers} action={action} status={statusRef.current} />}
      </form>
      <div ref={statusRef} role="status" className="pydocs-exercise__result">
        {failed && <p className="pydocs-exercise__error">The exercise could not be downloaded. Check your connection and try again.</p>}
      </div>
    </section>
  );
}
