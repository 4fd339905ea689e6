// Wraps the theme's CodeBlock so ```python examples can be run in the page (src/features/runner) and
// ```output blocks are labelled "Output"; every other block renders as the theme renders it, except
// that it is not rendered a second time after hydration (see ./StableCodeBlock).
import type {ReactNode} from 'react';
import CodeBlock from './StableCodeBlock';
import type {Props} from '@theme/CodeBlock';
import {RunnablePythonBlock, isRunnablePython} from '@site/src/features/runner';

/** Markdown fences arrive as className "language-python"; JSX usage passes `language`. */
function languageOf({language, className}: Props): string | undefined {
  return language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1];
}

export default function CodeBlockWrapper(props: Props): ReactNode {
  const language = languageOf(props);
  if (typeof props.children === 'string' && isRunnablePython(language, props.metastring)) {
    return (
      <RunnablePythonBlock code={props.children.replace(/\n$/, '')} metastring={props.metastring} title={props.title}>
        <CodeBlock {...props} />
      </RunnablePythonBlock>
    );
  }
  if (language === 'output') return <CodeBlock {...props} title={props.title ?? 'Output'} />;
  return <CodeBlock {...props} />;
}
