/**
 * Prism's "github" theme with every token colour darkened until it reaches WCAG AA contrast
 * (4.5:1) on the code background. Stock Docusaurus loses accessibility points to these colours
 * (e.g. strings #e3116c at 4.3:1); this keeps the palette and fixes the contrast.
 */
import type {PrismTheme} from 'prism-react-renderer';

const MIN_CONTRAST = 4.6;

function channels(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? value.replace(/./g, (c) => c + c) : value;
  return [0, 2, 4].map((index) => parseInt(full.slice(index, index + 2), 16)) as [number, number, number];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const s = channel / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

/** Darkens a colour in small steps until it is readable on the background. */
export function readableOn(color: string, background: string): string {
  if (!/^#[0-9a-f]{3,6}$/i.test(color)) return color;
  let [r, g, b] = channels(color);
  let result = color;
  while (contrastRatio(result, background) < MIN_CONTRAST && r + g + b > 0) {
    [r, g, b] = [r, g, b].map((channel) => Math.max(0, Math.floor(channel * 0.92))) as [number, number, number];
    result = `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
  }
  return result;
}

export function accessibleTheme(theme: PrismTheme, background: string): PrismTheme {
  return {
    plain: {...theme.plain, color: readableOn(theme.plain.color ?? '#393a34', background), backgroundColor: background},
    styles: theme.styles.map((entry) => ({
      ...entry,
      style: {...entry.style, ...(entry.style.color ? {color: readableOn(entry.style.color, background)} : {})},
    })),
  };
}
