import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight, themes, type PrismTheme, type TokenOutputProps, type LineOutputProps} from 'prism-react-renderer';
import {accessibleTheme} from '../accessible-prism-theme';
import {
  PLAIN_TEXT_CLASS,
  sameStyle,
  stylesByType,
  stylesheetStyle,
  tokenPropsWithStylesheet,
  tokenStylesheet,
  withoutRepeatedLineColour,
  type TokenStyle,
} from '../../src/theme/CodeBlock/tokenStyles';

const siteTheme = accessibleTheme(themes.github, '#f6f8fa');

type HighlightedToken = {types: string[]; content: string; props: TokenOutputProps};

/** What prism-react-renderer hands the theme's code line for each token and line. */
function highlight(code: string, language: string, theme: PrismTheme): {tokens: HighlightedToken[]; lines: LineOutputProps[]} {
  const tokens: HighlightedToken[] = [];
  const lines: LineOutputProps[] = [];
  renderToStaticMarkup(
    React.createElement(Highlight, {
      code,
      language,
      theme,
      children: ({tokens: highlightedLines, getLineProps, getTokenProps}) => {
        for (const line of highlightedLines) {
          lines.push(getLineProps({line}));
          for (const token of line) tokens.push({types: token.types, content: token.content, props: getTokenProps({token})});
        }
        return null;
      },
    }),
  );
  return {tokens, lines};
}

/**
 * How a token looks once the stylesheet applies: its own inline style, else its types' rules
 * (unless it is written as plain text), over the colour it inherits from the code block.
 */
function lookWithStylesheet(token: HighlightedToken, theme: PrismTheme): TokenStyle {
  const byType = stylesByType(theme);
  const blockColour = theme.plain.color!;
  const props = tokenPropsWithStylesheet(token.props, token.types, byType, blockColour);
  if (props.style !== undefined) return {color: blockColour, ...(props.style as TokenStyle)};
  if (props.className === PLAIN_TEXT_CLASS) return {color: blockColour};
  const fromStylesheet = stylesheetStyle(token.types, byType);
  if (fromStylesheet === undefined) throw new Error(`dropped the style of ${token.types.join(' ')} although its rules disagree`);
  return {color: blockColour, ...fromStylesheet};
}

/** How prism-react-renderer's inline style made the token look, over the block's colour. */
function lookByPrism(token: HighlightedToken, theme: PrismTheme): TokenStyle {
  return {color: theme.plain.color, ...(token.props.style as TokenStyle | undefined)};
}

function pythonExamplesOfTheSite(): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.mdx?$/.test(name)) files.push(file);
    }
  };
  for (const dir of ['docs', 'tutorials', 'examples']) walk(path.join(__dirname, '..', '..', dir));
  return files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/^```python[^\n]*\n([\s\S]*?)^```/gm)].map((match) => match[1]));
}

describe('code colours from the stylesheet', () => {
  test('the stylesheet has one rule per token type, with the theme’s colours, for Docusaurus code blocks only', () => {
    const css = tokenStylesheet(siteTheme);
    expect(css).toContain('.prism-code .token.keyword{color:#00009f}');
    expect(css).toContain('.prism-code .token.comment{color:#6b6b60;font-style:italic}');
    expect(css).toContain('.prism-code .token.namespace{opacity:0.7}');
    const rules = css.split('\n').filter((line) => line.startsWith('.'));
    expect(rules).toHaveLength(stylesByType(siteTheme).size);
    for (const rule of rules) expect(rule).toMatch(/^\.prism-code \.token\.[a-z-]+\{[^{}]+\}$/);
  });

  test('a type listed in two theme entries gets the later entry’s colour, as Prism gives it', () => {
    // "keyword" is in the entry for #00a4db and, later, in the one for #00009f.
    expect(stylesByType(themes.github).get('keyword')).toEqual({color: '#00009f'});
    const [keyword] = highlight('def', 'python', themes.github).tokens;
    expect(keyword.props.style).toEqual({color: '#00009f'});
  });

  test('every token of every Python example on the site looks exactly as Prism’s inline style made it look', () => {
    const examples = pythonExamplesOfTheSite();
    expect(examples.length).toBeGreaterThan(100);
    let dropped = 0;
    let asText = 0;
    let tokens = 0;
    for (const code of examples) {
      for (const token of highlight(code, 'python', siteTheme).tokens) {
        tokens += 1;
        const props = tokenPropsWithStylesheet(token.props, token.types, stylesByType(siteTheme), siteTheme.plain.color);
        if (props.style === undefined && token.props.style !== undefined) dropped += 1;
        if (props.className === PLAIN_TEXT_CLASS && props.style === undefined) asText += 1;
        if (!sameStyle(lookWithStylesheet(token, siteTheme), lookByPrism(token, siteTheme))) {
          throw new Error(`${token.types.join(' ')} "${token.content}" would look different`);
        }
      }
    }
    expect(tokens).toBeGreaterThan(10_000);
    // Most styled tokens lose their attribute; the rest are empty lines' inline-block spans.
    expect(dropped).toBeGreaterThan(tokens / 3);
    // Plain text, punctuation and operators need no element.
    expect(asText).toBeGreaterThan(tokens / 2);
  });

  test('punctuation, drawn in the block’s own colour, becomes plain text; a keyword keeps its class', () => {
    const byType = stylesByType(siteTheme);
    const [keyword, space, name, parenthesis] = highlight('def f(): pass', 'python', siteTheme).tokens;
    expect([keyword.content, space.content, name.content, parenthesis.content]).toEqual(['def', ' ', 'f', '(']);
    expect(tokenPropsWithStylesheet(parenthesis.props, parenthesis.types, byType, siteTheme.plain.color)).toEqual({className: PLAIN_TEXT_CLASS, children: '('});
    expect(tokenPropsWithStylesheet(keyword.props, keyword.types, byType, siteTheme.plain.color)).toEqual({className: 'token keyword', children: 'def'});
    // A theme that colours punctuation keeps the spans.
    const colourful: PrismTheme = {...siteTheme, styles: [...siteTheme.styles, {types: ['punctuation'], style: {color: '#aa0000'}}]};
    const [, , , colouredParenthesis] = highlight('def f(): pass', 'python', colourful).tokens;
    expect(tokenPropsWithStylesheet(colouredParenthesis.props, colouredParenthesis.types, stylesByType(colourful), colourful.plain.color).className).toBe('token punctuation');
  });

  test('a style the stylesheet would not reproduce stays inline', () => {
    const theme: PrismTheme = {
      plain: {color: '#111111', backgroundColor: '#ffffff'},
      styles: [
        {types: ['keyword'], style: {color: '#00009f'}},
        {types: ['keyword'], languages: ['python'], style: {color: '#990000'}},
        {types: ['builtin'], style: {color: '#006600'}},
        {types: ['function'], style: {color: '#660066'}},
      ],
    };
    const byType = stylesByType(theme);
    // A rule limited to one language is not in the stylesheet: Python's keywords keep their colour.
    expect(byType.get('keyword')).toEqual({color: '#00009f'});
    const [pythonKeyword] = highlight('def', 'python', theme).tokens;
    expect(tokenPropsWithStylesheet(pythonKeyword.props, pythonKeyword.types, byType, theme.plain.color).style).toEqual({color: '#990000'});
    // Two rules that disagree: which one wins depends on their order, so the token keeps its style.
    const clashing = {className: 'token builtin function', children: 'print', style: {color: '#660066'}};
    expect(stylesheetStyle(['builtin', 'function'], byType)).toBeUndefined();
    expect(tokenPropsWithStylesheet(clashing, ['builtin', 'function'], byType, theme.plain.color).style).toEqual({color: '#660066'});
    // A type the theme does not style, and empty lines' inline-block, are left as they are.
    expect(tokenPropsWithStylesheet({className: 'token plain', style: {display: 'inline-block'}}, ['plain'], byType, theme.plain.color).style).toEqual({display: 'inline-block'});
  });

  test('a line drops its style only when it repeats the code block’s own colour', () => {
    const [line] = highlight('x = 1', 'python', siteTheme).lines;
    expect(line.style).toEqual({color: siteTheme.plain.color, backgroundColor: undefined});
    expect(withoutRepeatedLineColour(line, siteTheme.plain.color)).toEqual({className: 'token-line'});
    expect(withoutRepeatedLineColour({...line, style: {color: '#123456'}}, siteTheme.plain.color).style).toEqual({color: '#123456'});
    expect(withoutRepeatedLineColour({...line, style: {color: siteTheme.plain.color, fontWeight: 700}}, siteTheme.plain.color).style).toEqual({
      color: siteTheme.plain.color,
      fontWeight: 700,
    });
  });

  test('styles compare by what they set, not by how they are written', () => {
    expect(sameStyle({color: '#000', fontStyle: undefined}, {color: '#000'})).toBe(true);
    expect(sameStyle(undefined, {})).toBe(true);
    expect(sameStyle({color: '#000'}, {color: '#000', fontStyle: 'italic'})).toBe(false);
    expect(sameStyle({color: '#000'}, {color: '#001'})).toBe(false);
  });
});
