/**
 * Community Markdown to safe HTML: marked (GitHub-flavoured) renders, then DOMPurify sanitises.
 *
 * Two layers on purpose. The renderer never emits what we do not want (raw HTML is shown as text,
 * links get rel="nofollow ugc noopener", only http(s)/mailto/relative URLs survive, images become
 * plain links so posts cannot load tracking pixels); DOMPurify then removes anything that still
 * slipped through, with the site's one allow-list and the same URL check on the parsed DOM
 * (src/features/safe-html).
 */
import {Marked, type Tokens} from 'marked';
import {Prism} from 'prism-react-renderer';
import {safeUrl, sanitizeHtml} from '../safe-html';

export const LINK_REL = 'nofollow ugc noopener';

const ESCAPES: Readonly<Record<string, string>> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/** Fence labels readers use, mapped to the grammars prism-react-renderer bundles. */
const LANGUAGE_ALIASES: Readonly<Record<string, string>> = {
  '': 'python',
  py: 'python',
  python3: 'python',
  py3: 'python',
  js: 'javascript',
  ts: 'typescript',
  yml: 'yaml',
  html: 'markup',
  xml: 'markup',
};
const PLAIN_LANGUAGES = new Set(['text', 'txt', 'output', 'console', 'shell', 'sh', 'bash', 'pycon', 'plaintext', 'traceback']);

/** Highlighted HTML for a code block, with Prism's token classes (styled in community.module.css). */
export function highlightCode(code: string, fenceLanguage: string | undefined): {html: string; language: string} {
  const label = (fenceLanguage ?? '').trim().split(/\s+/)[0].toLowerCase();
  const language = LANGUAGE_ALIASES[label] ?? label;
  const grammar = PLAIN_LANGUAGES.has(language) ? undefined : Prism.languages[language];
  if (!grammar) return {html: escapeHtml(code), language: PLAIN_LANGUAGES.has(language) || language === '' ? 'text' : language.replace(/[^a-z0-9-]/g, '')};
  return {html: Prism.highlight(code, grammar, language), language};
}

const marked = new Marked({gfm: true, breaks: false, async: false});
marked.use({
  // marked 13: renderers receive tokens (the v14 default), not the deprecated positional arguments.
  useNewRenderer: true,
  renderer: {
    // Raw HTML is shown as typed, never interpreted: readers paste HTML in Python questions too.
    html({text, block}: Tokens.HTML | Tokens.Tag): string {
      return block ? `<p>${escapeHtml(text)}</p>\n` : escapeHtml(text);
    },
    code({text, lang}: Tokens.Code): string {
      const {html, language} = highlightCode(text.replace(/\n$/, ''), lang);
      return `<pre class="language-${language}"><code class="language-${language}">${html}</code></pre>\n`;
    },
    link({href, title, tokens}: Tokens.Link): string {
      const label = this.parser.parseInline(tokens);
      const url = safeUrl(href);
      if (!url) return label;
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      return `<a href="${escapeHtml(url)}" rel="${LINK_REL}"${titleAttribute}>${label}</a>`;
    },
    image({href, text}: Tokens.Image): string {
      const url = safeUrl(href);
      const label = escapeHtml(text || href || 'image');
      return url ? `<a href="${escapeHtml(url)}" rel="${LINK_REL}">${label}</a>` : label;
    },
    // The page already has an h1 (and the question title an h2): post headings start at h3.
    heading({tokens, depth}: Tokens.Heading): string {
      const level = Math.min(depth + 2, 6);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

/**
 * Safe HTML for a post or an answer. Returns '' where no DOM is available (the static build):
 * DOMPurify cannot sanitise there, and community content is only ever rendered in the browser.
 */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(marked.parse(source) as string, {linkRel: LINK_REL});
}
