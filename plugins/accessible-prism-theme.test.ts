import {themes} from 'prism-react-renderer';
import {accessibleTheme, contrastRatio, readableOn} from './accessible-prism-theme';

describe('accessible code colours', () => {
  test('every token colour of the site theme reaches 4.5:1 on the code background', () => {
    const theme = accessibleTheme(themes.github, '#f6f8fa');
    const colours = [theme.plain.color, ...theme.styles.map((entry) => entry.style.color)].filter((colour): colour is string => typeof colour === 'string');
    expect(colours.length).toBeGreaterThan(5);
    for (const colour of colours) expect(contrastRatio(colour, '#f6f8fa')).toBeGreaterThanOrEqual(4.5);
  });

  test('colours that are already readable are kept as they are', () => {
    expect(readableOn('#00009f', '#f6f8fa')).toBe('#00009f');
  });

  test('the stock string colour is darkened', () => {
    expect(contrastRatio('#e3116c', '#f6f8fa')).toBeLessThan(4.5);
    expect(readableOn('#e3116c', '#f6f8fa')).not.toBe('#e3116c');
  });
});
