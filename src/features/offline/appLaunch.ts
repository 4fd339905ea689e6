/**
 * An installed PyDocs opens on the last page read. The web app manifest
 * (static/manifest.webmanifest) starts the app at `/?source=app`; the home page's module, before
 * it renders, replaces that address with the page the reader last had open, which
 * registerServiceWorker.ts (loaded by every page) keeps on each page view.
 */
import {isSameSitePath} from '@site/src/utils/sameSitePath';

export const LAST_PAGE_KEY = 'pydocs:last-page';

/** Pages worth returning to: not the home page itself, the login form or the 404 page. */
export function isReadingPage(pathname: string): boolean {
  return pathname !== '/' && !/^\/(login|404\.html)\/?$/.test(pathname);
}

/** Where the app should open, given its start address and the stored last page (same-site paths only). */
export function launchTarget(search: string, lastPage: string | null): string | null {
  if (new URLSearchParams(search).get('source') !== 'app') return null;
  return lastPage && isSameSitePath(lastPage) ? lastPage : null;
}

/** Keeps the page being read, for the next start of the installed app. */
export function rememberPage(location: Pick<Location, 'pathname' | 'search' | 'hash'>): void {
  if (!isReadingPage(location.pathname)) return;
  try {
    localStorage.setItem(LAST_PAGE_KEY, location.pathname + location.search + location.hash);
  } catch {
    // Storage disabled (private mode, quota): the app then opens on the home page.
  }
}

/** On the app's start address, the page to open instead of the home page (else null). */
export function appStartTarget(): string | null {
  try {
    return launchTarget(location.search, localStorage.getItem(LAST_PAGE_KEY));
  } catch {
    return null;
  }
}
