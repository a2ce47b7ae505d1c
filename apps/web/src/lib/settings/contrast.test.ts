import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn, TEXT_CONTRAST } from './contrast';
import { THEME_COLORS } from './settings';

const WHITE = '#ffffff';

describe('contrastRatio', () => {
  it('measures as WCAG 2.1 does', () => {
    expect(contrastRatio('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBe(1);
    // The default theme colour, as axe measured its links on white.
    expect(contrastRatio('#409EFF', WHITE)).toBeCloseTo(2.78, 2);
    expect(contrastRatio('#ff4d4f', WHITE)).toBeCloseTo(3.27, 2);
  });
});

describe('readableOn', () => {
  it.each(THEME_COLORS)('gives theme colour %s a shade that reads on white, and under white text', (colour) => {
    const shade = readableOn(colour);
    expect(contrastRatio(shade, WHITE)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    // Not darker than it needs: one step lighter would not read.
    if (shade !== colour.toLowerCase()) expect(contrastRatio(readableOn(colour, WHITE, 4.3), WHITE)).toBeLessThan(4.5);
  });

  it('keeps a colour that already reads', () => {
    expect(readableOn('#304156')).toBe('#304156');
    expect(readableOn('#212121')).toBe('#212121');
  });

  it('darkens the light ones, keeping their hue', () => {
    const shade = readableOn('#409EFF');
    expect(shade).not.toBe('#409eff');
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(shade.slice(i, i + 2), 16));
    expect(b).toBeGreaterThan(g ?? 0);
    expect(g).toBeGreaterThan(r ?? 0);
  });

  it('lightens on a dark background', () => {
    const dark = '#304156';
    for (const colour of THEME_COLORS)
      expect(contrastRatio(readableOn(colour, dark), dark)).toBeGreaterThanOrEqual(4.5);
  });

  it('reaches a large-text ratio of 3:1 with less change', () => {
    const large = readableOn('#409EFF', WHITE, 3);
    expect(contrastRatio(large, WHITE)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(large, WHITE)).toBeLessThan(contrastRatio(readableOn('#409EFF'), WHITE));
  });
});
