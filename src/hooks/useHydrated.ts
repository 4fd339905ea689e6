import {startTransition, useEffect, useState, useSyncExternalStore} from 'react';

/** Whether React has hydrated the page and turned its forms on: set in the browser only, after the first form's transition. */
let pageHydrated = false;

/**
 * False in the server's HTML and until React has taken over the page, then true.
 *
 * A page's scripts start after its first paint (plugins/page-scripts), so a reader can reach a
 * control before it works. Forms use this to hold their fields read-only and their submit buttons
 * disabled until then: React resets a controlled field when it hydrates (what was typed would
 * vanish), and a form submitted by the browser itself would put its fields, a password included,
 * in the page's URL.
 *
 * A form that mounts after that (the login modal, loaded when first opened) is live from its first
 * render: held read-only until its own effect ran, it dropped the first keys of a reader who typed
 * at once (an end-to-end test typed "keys@example.com" and the field kept "s@example.com").
 */
const neverChanges = (): (() => void) => () => undefined;

export function useHydrated(): boolean {
  // Read on the client only: the server's HTML, and the hydrating render that must match it, say false.
  const mountedAfterHydration = useSyncExternalStore(
    neverChanges,
    () => pageHydrated,
    () => false,
  );
  const [hydrated, setHydrated] = useState(false);
  // A transition, so that turning every form on (in the render after hydration) can be split up
  // and does not hold input back.
  useEffect(() => startTransition(() => setHydrated(true)), []);
  // Only once the page's forms have turned on: set in the hydration's own effects, it made every
  // form after the first re-render at once (a store that changed under it), outside the transition.
  useEffect(() => {
    if (hydrated) pageHydrated = true;
  }, [hydrated]);
  return hydrated || mountedAfterHydration;
}
