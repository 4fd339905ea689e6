// Wraps the theme's code token so that text drawn in the code block's own colour (plain text, and
// the tokens src/theme/CodeBlock/Line marks so, such as punctuation) is written as text rather
// than as a <span> per run: the line's colour applies to it either way, and a long doc page had
// a thousand such spans.
import type {ReactNode} from 'react';
import Token from '@theme-original/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line/Token';
import {PLAIN_TEXT_CLASS} from '../../tokenStyles';

/** Whether a token is text in the block's own look, which needs no element of its own. */
export function isPlainText({style, className}: Props): boolean {
  return className === PLAIN_TEXT_CLASS && style === undefined;
}

export default function TokenAsTextWhenPlain(props: Props): ReactNode {
  return isPlainText(props) ? <>{props.children}</> : <Token {...props} />;
}
