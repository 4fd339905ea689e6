/**
 * What an exercise shows before the reader answers: the prompt, the code, and the answer field of
 * a predict or choice exercise. Part of the server build (the page's HTML); in the browser it is
 * downloaded only for a page reached by a link, whose HTML did not come from the server (see
 * ExerciseBlock). The answer fields are plain form fields, read when Check is pressed.
 */
import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import {EXERCISE_KIND_LABELS, exerciseDomId, type ExerciseContent as Content, type ExerciseType} from './model';

export type ExerciseContentProps = Readonly<{id: string; type: ExerciseType; content: Content}>;

/** A program shown as written: it is read, not run (the theme's block, without Run). */
const Program = ({code}: {code: string}) => (
  <CodeBlock language="python" metastring="norun=exercise">
    {code}
  </CodeBlock>
);

export default function ExerciseContent({id, type, content}: ExerciseContentProps): React.JSX.Element {
  const domId = exerciseDomId(id);
  return (
    <>
      <header className="pydocs-exercise__header">
        <h3 id={`${domId}-title`}>{content.title}</h3>
        <span className="pydocs-exercise__kind">{EXERCISE_KIND_LABELS[type]}</span>
      </header>
      <div className="pydocs-exercise__prompt" dangerouslySetInnerHTML={{__html: content.prompt}} />
      {content.starter !== undefined && (
        <div className="pydocs-exercise__starter">
          <Program code={content.starter} />
        </div>
      )}
      {content.code !== undefined && <Program code={content.code} />}
      {type === 'predict' && (
        <>
          <label htmlFor={`${domId}-answer`} className="pydocs-exercise__label">
            What does this program print?
          </label>
          <textarea id={`${domId}-answer`} name="answer" className="pydocs-exercise__answer" rows={3} spellCheck={false} autoCapitalize="off" />
        </>
      )}
      {type === 'choice' && (
        <fieldset className="pydocs-exercise__options">
          <legend className="pydocs-exercise__label">Choose one answer</legend>
          {(content.options ?? []).map((html, index) => (
            // eslint-disable-next-line jsx-a11y/label-has-associated-control -- its text is the option's HTML, made at build time
            <label key={html} className="pydocs-exercise__option">
              <input type="radio" name="answer" value={index} /> <span dangerouslySetInnerHTML={{__html: html}} />
            </label>
          ))}
        </fieldset>
      )}
    </>
  );
}
