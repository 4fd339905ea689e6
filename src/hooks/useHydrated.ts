import {startTransition, useEffect, useState} from 'react';

/**
 * False in the server's HTML and until React has taken over the page, then true.
 *
 * A page's scripts start after its first paint (plugins/page-scripts), so a reader can reach a
 * control before it works. Forms use this to hold their fields read-only and their submit buttons
 * disabled until then: React resets a controlled field when it hydrates (what was typed would
 * vanish), and a form submitted by the browser itself would put its fields, a password included,
 * in the page's URL.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // A transition, so that turning every form on (in the render after hydration) can be split up
  // and does not hold input back.
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
