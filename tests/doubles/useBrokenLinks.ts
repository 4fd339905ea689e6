/** Test double for @docusaurus/useBrokenLinks: the build's link check, which unit tests do not run. */
export default function useBrokenLinks(): {collectAnchor: (anchor?: string) => void; collectLink: (link?: string) => void} {
  return {collectAnchor: () => undefined, collectLink: () => undefined};
}
