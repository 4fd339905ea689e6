// Wraps the theme's code token so that plain text, which Prism gives no colour of its own, is
// written as text rather than as a <span class="token plain"> per run: the line's colour applies
// to it either way, and a long doc page had hundreds of those spans.
import React, {type ReactNode} from 'react';
import Token from '@theme-original/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line/Token';

/** Whether a token is plain text that needs no element of its own. */
export function isUnstyledPlainText({token, style, className}: Props): boolean {
  return token.types.length === 1 && token.types[0] === 'plain' && style === undefined && className === 'token plain';
}

export default function TokenAsTextWhenPlain(props: Props): ReactNode {
  return isUnstyledPlainText(props) ? <>{props.children}</> : <Token {...props} />;
}
