// The classic theme's CodeBlock (@theme-original/CodeBlock) less one line. The theme keys each
// block on useIsBrowser(), so that every block is thrown away and rendered again right after
// hydration: with a dark/light switch, the server's Prism colours could be the wrong mode's.
// PyDocs forces light mode (docusaurus.config.ts, colorMode), so that second render only
// discarded the server's highlighted HTML, highlighted every block again on the main thread and
// made every page download the highlighter. Without the key, the server's HTML stays
// (./Content/index.tsx) and Prism loads only for blocks the browser renders itself.
// tests/unit/upstream-drift-guards.ts fails when the installed theme's CodeBlock changes.
import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** As the theme does: children made only of strings become one string (then highlighted). */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function StableCodeBlock({children, ...props}: Props): ReactNode {
  const content = maybeStringifyChildren(children);
  return typeof content === 'string' ? <StringContent {...props}>{content}</StringContent> : <ElementContent {...props}>{content}</ElementContent>;
}
