/**
 * Marks the searched words on the page a result opened (`?_highlight=word`), as the previous
 * search did. A few lines instead of Pagefind's highlight script, which brings mark.js (~7 KiB
 * gzipped). Loaded only by a page whose address carries the parameter.
 */
const MARK_CLASS = 'pydocs-search-mark';
/** Enough to show where the words are; a word on every line of a long page needs no more. */
const MAX_MARKS = 300;
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEXTAREA', 'BUTTON', 'MARK', 'NOSCRIPT']);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Removes the marks an earlier search left, joining the text back together. */
export function clearHighlights(root: ParentNode): void {
  for (const mark of Array.from(root.querySelectorAll(`mark.${MARK_CLASS}`))) {
    const parent = mark.parentNode;
    if (!parent) continue;
    parent.replaceChild(document.createTextNode(mark.textContent ?? ''), mark);
    parent.normalize();
  }
}

/**
 * Wraps each word of `root`'s text that starts with one of `terms` in a <mark> (Pagefind matches
 * the start of words too: "decorat" found "decorators"). Returns how many it marked.
 */
export function highlightTerms(root: Element, terms: readonly string[]): number {
  clearHighlights(root);
  const words = terms.map((term) => term.trim()).filter((term) => term.length > 0);
  if (words.length === 0) return 0;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])(?:${words.map(escapeRegExp).join('|')})[\\p{L}\\p{N}_]*`, 'giu');
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      for (let parent = node.parentElement; parent && parent !== root; parent = parent.parentElement) {
        if (SKIPPED.has(parent.tagName)) return NodeFilter.FILTER_REJECT;
      }
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  const textNodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) textNodes.push(node as Text);
  let marked = 0;
  for (const text of textNodes) {
    const value = text.nodeValue ?? '';
    const matches = Array.from(value.matchAll(pattern));
    if (matches.length === 0) continue;
    const fragment = document.createDocumentFragment();
    let last = 0;
    for (const match of matches) {
      if (marked >= MAX_MARKS) break;
      const start = match.index ?? 0;
      fragment.append(value.slice(last, start));
      const mark = document.createElement('mark');
      mark.className = MARK_CLASS;
      mark.textContent = match[0];
      fragment.append(mark);
      last = start + match[0].length;
      marked++;
    }
    fragment.append(value.slice(last));
    text.parentNode?.replaceChild(fragment, text);
    if (marked >= MAX_MARKS) break;
  }
  return marked;
}
