/**
 * Colour contrast as WCAG 2.1 measures it (relative luminance, 1.4.3): the theme colour stays the brand where it
 * only decorates, and text, links and filled buttons take the nearest shade of it that reads (`readableOn`).
 */

type Rgb = readonly [number, number, number];

/** `#rgb` or `#rrggbb` as 0-255 channels. */
export function parseHex(hex: string): Rgb {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const value = Number.parseInt(full, 16);
  if (full.length !== 6 || Number.isNaN(value)) throw new Error(`Not a colour: ${hex}`);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map(linear) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Text needs 4.5:1; large text (18 pt, or 14 pt bold) and the parts of controls 3:1. */
export const TEXT_CONTRAST = 4.5;
export const LARGE_TEXT_CONTRAST = 3;

/**
 * `color` itself when it reaches `ratio` against `background`, else the first shade of it that does, mixed
 * towards black on a light background and towards white on a dark one (the hue stays).
 */
export function readableOn(color: string, background = '#ffffff', ratio = TEXT_CONTRAST): string {
  const rgb = parseHex(color);
  const target: Rgb = luminance(background) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 0; step <= 100; step += 1) {
    const mixed = toHex(rgb.map((c, i) => c + ((target[i] ?? 0) - c) * (step / 100)) as unknown as Rgb);
    if (contrastRatio(mixed, background) >= ratio) return mixed;
  }
  return toHex(target);
}

/** `color` mixed with black by `amount` (0 to 1): a hovered or pressed state of a shade that already reads. */
export function darker(color: string, amount: number): string {
  return toHex(parseHex(color).map((c) => c * (1 - amount)) as unknown as Rgb);
}
