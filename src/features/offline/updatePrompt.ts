/**
 * "A new version of PyDocs is available — Reload": shown when a new build's service worker has
 * installed (its offline copies refreshed) and waits. Loaded by registerServiceWorker.ts only then,
 * so workbox-window costs nothing on an ordinary page view. Plain DOM: the prompt belongs to no
 * React tree (the client module that finds the update is not a component).
 */
import {Workbox} from 'workbox-window';
import styles from './updatePrompt.module.css';

export const UPDATE_MESSAGE = 'A new version of PyDocs is available — ';

let offered = false;

export function offerReload(): void {
  if (offered) return;
  offered = true;
  const workbox = new Workbox('/sw.js');
  // A polite live region, in the page before its text, so screen readers announce the text.
  const region = document.createElement('div');
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.className = styles.prompt;
  document.body.append(region);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button--primary button--sm';
  button.textContent = 'Reload';
  // The new worker takes over when the reader asks; then every tab shows the new build at once.
  navigator.serviceWorker.addEventListener('controllerchange', () => location.reload());
  button.addEventListener('click', () => {
    button.disabled = true;
    workbox.messageSkipWaiting();
  });
  void workbox.register({immediate: true}).then(() => {
    requestAnimationFrame(() => region.append(UPDATE_MESSAGE, button));
  });
}
