// Replaces the classic theme's `prism-include-languages` client module (see ./index.ts).
import type {ClientModule} from '@docusaurus/types';

const clientModule: ClientModule = {
  // A client-side navigation renders its code blocks in the browser, which needs the highlighter:
  // start fetching it now, alongside the new page's own chunks, so the blocks appear highlighted.
  // Not on the first page view (previousLocation null): that page keeps the server's HTML.
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && previousLocation.pathname !== location.pathname) {
      void import('@site/src/theme/CodeBlock/Content/Highlighted');
    }
  },
};

export default clientModule;
