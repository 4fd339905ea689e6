/**
 * Code colours from a stylesheet instead of a `style` attribute on every token.
 *
 * prism-react-renderer gives each highlighted token an inline style computed from the Prism theme
 * (`style="color:#00009f"`), and every line a style repeating the block's own text colour. A long
 * doc page carries a thousand or more of them: the server's HTML grew by a third, and the browser
 * parsed, styled and laid out a declaration block per token before the first paint. Here the
 * theme becomes one rule per token type (plugins/prism-token-styles adds the rules to the site's
 * stylesheet), and the code block's lines and tokens (src/theme/CodeBlock/Line) drop the inline
 * style exactly when the stylesheet gives the token the same look. Any token the stylesheet would
 * colour differently (a theme entry limited to some languages, an empty token) keeps its style.
 */
import type {PrismTheme} from 'prism-react-renderer';

/** A token's style as prism-react-renderer writes it: React style properties. */
export type TokenStyle = Readonly<Record<string, string | number | undefined>>;

/** Token types that can be written as a class selector as they are. */
const PLAIN_CLASS_NAME = /^[a-z][a-z0-9-]*$/i;

/**
 * The style of each token type, merged over the theme's entries in order as prism-react-renderer
 * merges them. Entries limited to some languages are left out: their tokens keep inline styles.
 */
export function stylesByType(theme: PrismTheme): ReadonlyMap<string, TokenStyle> {
  const byType = new Map<string, TokenStyle>();
  for (const entry of theme.styles) {
    if (entry.languages) continue;
    for (const type of entry.types) {
      if (!PLAIN_CLASS_NAME.test(type)) continue;
      byType.set(type, {...byType.get(type), ...(entry.style as TokenStyle)});
    }
  }
  return byType;
}

/**
 * What the stylesheet gives a token of these types: the rules of its types together. Undefined when
 * two of those rules set a property to different values, because the winner would then depend on
 * the order of the rules, which a CSS minifier may change when it merges them.
 */
export function stylesheetStyle(types: readonly string[], byType: ReadonlyMap<string, TokenStyle>): TokenStyle | undefined {
  const style: Record<string, string | number> = {};
  for (const type of new Set(types)) {
    for (const [property, value] of definedEntries(byType.get(type))) {
      if (property in style && style[property] !== value) return undefined;
      style[property] = value;
    }
  }
  return style;
}

function definedEntries(style: TokenStyle | undefined): [string, string | number][] {
  return Object.entries(style ?? {}).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
}

/** Whether two styles set the same properties to the same values (unset properties ignored). */
export function sameStyle(a: TokenStyle | undefined, b: TokenStyle | undefined): boolean {
  const left = definedEntries(a);
  const right = new Map(definedEntries(b));
  return left.length === right.size && left.every(([property, value]) => right.get(property) === value);
}

const byTypeOfTheme = new WeakMap<PrismTheme, ReadonlyMap<string, TokenStyle>>();

/** stylesByType, computed once per theme object (every code line asks). */
export function cachedStylesByType(theme: PrismTheme): ReadonlyMap<string, TokenStyle> {
  let byType = byTypeOfTheme.get(theme);
  if (!byType) byTypeOfTheme.set(theme, (byType = stylesByType(theme)));
  return byType;
}

/** The class of a token written as bare text (src/theme/CodeBlock/Line/Token renders no element). */
export const PLAIN_TEXT_CLASS = 'token plain';

/**
 * A token's props for a block whose text colour is `blockColour`: without the inline style when
 * the stylesheet gives the token the same look, and marked as plain text when that look is just
 * the block's own colour (punctuation and operators in the site's theme), so that it is written
 * without an element of its own. Called for every token a code block renders: the stylesheet's
 * style for the token is worked out once.
 */
export function tokenPropsWithStylesheet<Props extends {style?: unknown; className?: string}>(
  props: Props,
  types: readonly string[],
  byType: ReadonlyMap<string, TokenStyle>,
  blockColour: string | undefined,
): Props {
  const fromStylesheet = stylesheetStyle(types, byType);
  if (fromStylesheet === undefined) return props;
  if (props.style !== undefined && !sameStyle(props.style as TokenStyle, fromStylesheet)) return props;
  const {style: _coveredByTheStylesheet, ...withoutStyle} = props;
  const looksLikeTheBlock = blockColour !== undefined && sameStyle({color: blockColour, ...fromStylesheet}, {color: blockColour});
  return (looksLikeTheBlock ? {...withoutStyle, className: PLAIN_TEXT_CLASS} : withoutStyle) as Props;
}

/** A line's props without the inline style when it only repeats the block's own text colour. */
export function withoutRepeatedLineColour<Props extends {style?: unknown}>(props: Props, blockColour: string | undefined): Props {
  if (blockColour === undefined || !sameStyle(props.style as TokenStyle | undefined, {color: blockColour})) return props;
  const {style: _inherited, ...rest} = props;
  return rest as Props;
}

function cssProperty(reactProperty: string): string {
  return reactProperty.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function cssValue(value: string | number): string {
  return String(value).replace(/[;{}<>]/g, '');
}

/** The stylesheet for a theme: one rule per token type, inside Docusaurus' code blocks only. */
export function tokenStylesheet(theme: PrismTheme): string {
  const rules = [...stylesByType(theme)].map(([type, style]) => {
    const declarations = definedEntries(style).map(([property, value]) => `${cssProperty(property)}:${cssValue(value)}`);
    return `.prism-code .token.${type}{${declarations.join(';')}}`;
  });
  return `/* Generated by plugins/prism-token-styles from the site's Prism theme. */\n${rules.join('\n')}\n`;
}
