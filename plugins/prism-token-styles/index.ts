/**
 * Adds the code colours of the site's Prism theme to the site-wide stylesheet as one rule per token
 * type, so that code blocks need no inline style per token (see src/theme/CodeBlock/tokenStyles.ts for why and for
 * when a token still keeps one). The rules are generated from `themeConfig.prism.theme`, the
 * theme src/theme/CodeBlock/Line compares each token's style with.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {tokenStylesheet} from '../../src/theme/CodeBlock/tokenStyles';

export default function prismTokenStylesPlugin(context: LoadContext): Plugin {
  const theme = (context.siteConfig.themeConfig as {prism?: {theme?: PrismTheme}}).prism?.theme;
  if (!theme) throw new Error('pydocs-prism-token-styles: themeConfig.prism.theme is not set');
  const file = path.join(context.generatedFilesDir, 'pydocs-prism-token-styles', 'token-styles.css');
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, tokenStylesheet(theme));
  return {
    name: 'pydocs-prism-token-styles',
    getClientModules: () => [file],
  };
}
