import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../lib/settings/contrast';
import { THEME_COLORS } from '../lib/settings';
import { appTheme } from './theme';

const WHITE = '#ffffff';

describe('appTheme', () => {
  it.each(THEME_COLORS)('makes %s read as text, as links and under white text on filled buttons', (colour) => {
    const { config, primary, brand } = appTheme(colour);
    expect(brand).toBe(colour);
    expect(config.token?.colorPrimary).toBe(primary);
    expect(config.token?.colorLink).toBe(primary);
    expect(contrastRatio(primary, WHITE)).toBeGreaterThanOrEqual(4.5);
    // Hovered and pressed, it reads too (antd would make it lighter).
    const token = theme.getDesignToken(config);
    for (const state of [
      token.colorPrimaryHover,
      token.colorPrimaryActive,
      token.colorLinkHover,
      token.colorLinkActive,
    ])
      expect(contrastRatio(state, WHITE)).toBeGreaterThanOrEqual(contrastRatio(primary, WHITE));
    // With a margin, for the near-white backgrounds behind some (a hovered row, the page's grey).
    expect(contrastRatio(primary, '#f0f2f5')).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens error text, secondary text and placeholders to 4.5:1 on white', () => {
    const { config } = appTheme(THEME_COLORS[0]);
    const token = theme.getDesignToken(config);
    for (const colour of [
      token.colorError,
      token.colorErrorHover,
      token.colorErrorActive,
      token.colorTextSecondary,
      token.colorTextPlaceholder,
      token.colorTextDescription,
    ])
      expect(contrastRatio(opaque(colour), WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it("gives each tag colour a text that reads on the tag's own background", () => {
    const { config } = appTheme(THEME_COLORS[0]);
    const tag = config.components?.Tag as Record<string, string>;
    // The backgrounds as the theme makes them (an error tag's follows the darker red).
    const token = theme.getDesignToken(config) as unknown as Record<string, string>;
    for (const key of ['green', 'orange', 'gold', 'cyan', 'lime', 'red', 'blue'])
      expect(contrastRatio(tag[`${key}7`] ?? '', token[`${key}1`] ?? '')).toBeGreaterThanOrEqual(4.5);
    for (const status of ['Success', 'Warning', 'Error', 'Info'])
      expect(contrastRatio(tag[`color${status}`] ?? '', token[`color${status}Bg`] ?? '')).toBeGreaterThanOrEqual(4.5);
  });
});

/** `rgba(0, 0, 0, a)` on white as a hex colour. */
function opaque(colour: string): string {
  const rgba = /^rgba\(0,\s*0,\s*0,\s*([\d.]+)\)$/.exec(colour);
  if (!rgba) return colour;
  const grey = Math.round(255 * (1 - Number(rgba[1])));
  return `#${grey.toString(16).padStart(2, '0').repeat(3)}`;
}
