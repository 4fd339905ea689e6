// Wraps the theme's code block buttons (word wrap, Copy) so that they mount in a transition once
// the page has hydrated. The theme mounts them in every block at the same moment (BrowserOnly
// turning true right after hydration), in one render React does not interrupt: on a long doc page
// (30+ blocks, each with SVG icons) that was the longest task after the page appeared. Mounted in
// a transition, React renders them in short slices and a reader's input goes first. The buttons
// only show on hover or focus, so nothing on screen moves.
import {startTransition, useEffect, useState, type ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type {Props} from '@theme/CodeBlock/Buttons';

export default function CodeBlockButtonsWrapper(props: Props): ReactNode {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? <Buttons {...props} /> : null;
}
