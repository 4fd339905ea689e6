/**
 * The one DOMPurify configuration of PyDocs. Each feature renders its Markdown its own way (the
 * community escapes raw HTML and shifts headings; the assistant's answers keep code blocks apart),
 * then passes the HTML here: what may remain is decided in one place.
 *
 * DOMPurify's default allow-list would keep <style> (a post could restyle the whole page), <form>,
 * <input>, <button>, <img> (requests to any host) and more; this list keeps the elements Markdown
 * produces and nothing else. Links keep http(s), mailto and relative URLs only.
 * See https://github.com/cure53/DOMPurify#can-i-configure-dompurify for the options used.
 *
 * No DOMPurify hook: a hook is installed on the shared DOMPurify object and would change every
 * other caller's result. Links are checked on the sanitised fragment instead.
 */
import DOMPurify from 'dompurify';

export const SAFE_HTML_CONFIG = {
  ALLOWED_TAGS: [
    'a', 'p', 'br', 'hr', 'em', 'strong', 'del', 's', 'code', 'pre', 'span', 'kbd', 'sub', 'sup', 'blockquote', 'ul', 'ol', 'li',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  ALLOWED_ATTR: ['href', 'title', 'rel', 'class', 'start', 'align'],
  ALLOW_DATA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z0-9+.-]+(?:[^a-z0-9+.\-:]|$))/i,
};

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto']);

/**
 * The URL if a reader may follow it, else null: http(s), mailto, and relative URLs. Browsers skip
 * control characters and spaces inside a scheme ("java\tscript:"), so the check does too.
 */
export function safeUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const url = raw.trim();
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  if (scheme !== undefined && !ALLOWED_SCHEMES.has(scheme)) return null;
  if (compact === '') return null;
  return url;
}

/**
 * Safe HTML. `linkRel` is the `rel` every link gets (the community's "nofollow ugc noopener");
 * without it links carry no `rel`. Returns '' where there is no DOM to sanitise with (the static
 * build): untrusted HTML is only ever rendered in the browser.
 */
export function sanitizeHtml(html: string, {linkRel}: {linkRel?: string} = {}): string {
  if (!DOMPurify.isSupported) return '';
  const fragment = DOMPurify.sanitize(html, {...SAFE_HTML_CONFIG, RETURN_DOM_FRAGMENT: true});
  for (const link of Array.from(fragment.querySelectorAll('a'))) {
    if (!safeUrl(link.getAttribute('href'))) link.removeAttribute('href');
    if (linkRel) link.setAttribute('rel', linkRel);
    else link.removeAttribute('rel');
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
