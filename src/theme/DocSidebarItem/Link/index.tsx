// Wraps the theme's sidebar link to mark a page whose "Check yourself" exercises are all solved
// (src/features/progress). The mark is a class on the item; its look and its text for screen
// readers are in src/css/custom.css.
import type {ReactNode} from 'react';
import Link from '@theme-original/DocSidebarItem/Link';
import type {Props} from '@theme/DocSidebarItem/Link';
import type {WrapperProps} from '@docusaurus/types';
// The hooks file, not the progress index: every doc page loads this.
import {useCompletedPages} from '@site/src/features/progress';

export default function DocSidebarItemLink(props: WrapperProps<typeof Link> & Props): ReactNode {
  const complete = useCompletedPages().has(props.item.href);
  if (!complete) return <Link {...props} />;
  return <Link {...props} item={{...props.item, className: `${props.item.className ?? ''} pydocs-exercises-solved`.trim()}} />;
}
