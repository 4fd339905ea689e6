// Reads the <head> of a page as served (the minified static HTML search engines and link previews see).

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:-]+)=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
    attributes[match[1].toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return attributes;
}

/** The content of <meta name=key> or <meta property=key>, or null. */
export function metaContent(html: string, key: string): string | null {
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/g)) {
    const attributes = attributesOf(tag);
    if (attributes.name === key || attributes.property === key) return attributes.content ?? '';
  }
  return null;
}

export function titleOf(html: string): string {
  return /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
}
