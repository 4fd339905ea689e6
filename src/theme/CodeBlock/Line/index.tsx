// Wraps the theme's code line so that lines and tokens carry no inline style the stylesheet
// already gives them (plugins/prism-token-styles): on a long doc page that was a `style`
// attribute on every line and most tokens, a third of the page's HTML. A token whose look the
// stylesheet would not reproduce exactly keeps its inline style; one drawn in the block's own
// colour (punctuation, operators) becomes plain text (./Token).
import type {ReactNode} from 'react';
import Line from '@theme-original/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Line';
import type {LineInputProps, TokenInputProps} from 'prism-react-renderer';
import {usePrismTheme, useThemeConfig} from '@docusaurus/theme-common';
import {cachedStylesByType, tokenPropsWithStylesheet, withoutRepeatedLineColour} from '../tokenStyles';

export default function LineWithStylesheetColours({getLineProps, getTokenProps, ...props}: Props): ReactNode {
  // The block's <pre> has the Prism theme's text colour, which every line repeated.
  const blockColour = usePrismTheme().plain.color;
  // The theme the stylesheet was generated from.
  const stylesheet = cachedStylesByType(useThemeConfig().prism.theme);
  return (
    <Line
      {...props}
      getLineProps={(input: LineInputProps) => withoutRepeatedLineColour(getLineProps(input), blockColour)}
      getTokenProps={(input: TokenInputProps) => tokenPropsWithStylesheet(getTokenProps(input), input.token.types, stylesheet, blockColour)}
    />
  );
}
