// Wraps the classic phone menu only to render it later. The theme renders the whole menu (every
// navbar item, and the doc sidebar a second time) as soon as it learns the screen is narrow, in
// the synchronous re-render that follows hydration: on a doc page that was the largest part of
// that blocking task. Here the closed menu renders in an idle moment after hydration, in a
// transition (short slices), or at once if the reader opens it before that.
import React, {startTransition, useEffect, useState} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

/** requestIdleCallback where the browser has it (Safari does not), else a short timeout. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, {timeout: 2000});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}

export default function MobileSidebarWrapper(): React.JSX.Element | null {
  const {shown, shouldRender} = useNavbarMobileSidebar();
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    if (!shouldRender || rendered) return undefined;
    return whenIdle(() => startTransition(() => setRendered(true)));
  }, [shouldRender, rendered]);
  if (!rendered && !shown) return null;
  return <MobileSidebar />;
}
