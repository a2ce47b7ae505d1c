/**
 * antd's theme from the chosen theme colour, at WCAG 2.1 AA contrast: the colour itself stays the brand where it
 * only decorates (the logo's mark, charts: `brand`); text, links, filled buttons and the active tab take the
 * shade of it that reads on white (`readableOn`), and antd's other text colours (secondary text, placeholders,
 * errors, tags) are darkened to 4.5:1 on the backgrounds antd gives them.
 */
import { theme as antdTheme, type ThemeConfig } from 'antd';
import { darker, readableOn } from '../lib/settings/contrast';

/**
 * The shades read at 4.5:1 on the page's grey, the darkest of the light backgrounds text lies on (5.1:1 on
 * white), so they also read on a hovered row or a tinted panel.
 */
const PAGE_BACKGROUND = '#f0f2f5';
/** Secondary text, descriptions and placeholders: black at this opacity reads 4.9:1 on white. */
const QUIET_TEXT = 'rgba(0, 0, 0, 0.56)';

const PRESETS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;
const STATUSES = ['Success', 'Info', 'Warning', 'Error'] as const;

type Token = ReturnType<typeof antdTheme.getDesignToken>;
const tokenOf = (token: Token, key: string) => (token as unknown as Record<string, string>)[key] ?? '#000000';

/** A tag's text on its own light background: preset colours (`green`: green-7 on green-1) and statuses. */
function tagColours(token: Token): Record<string, string> {
  const presets = PRESETS.map((key) => [`${key}7`, readableOn(tokenOf(token, `${key}7`), tokenOf(token, `${key}1`))]);
  const statuses = STATUSES.map((status) => [
    `color${status}`,
    readableOn(tokenOf(token, `color${status}`), tokenOf(token, `color${status}Bg`)),
  ]);
  return Object.fromEntries([...presets, ...statuses]);
}

/** Error text (and the danger buttons' fill): antd's red at 4.5:1. Its tints follow from it. */
const ERROR = readableOn('#ff4d4f', PAGE_BACKGROUND);

/**
 * antd's tokens besides the theme colour, and the tags' colours: they do not depend on the theme colour, so they
 * are read once. Success and warning keep their colours (icons, a tag's background); only their text is darker.
 */
let fixed: { text: Record<string, string>; tags: Record<string, string> } | undefined;
function fixedTokens() {
  if (!fixed) {
    const token = antdTheme.getDesignToken({ token: { colorError: ERROR } });
    const text = Object.fromEntries(
      STATUSES.map((status) => [`color${status}Text`, readableOn(tokenOf(token, `color${status}`), PAGE_BACKGROUND)]),
    );
    fixed = { text, tags: tagColours(token) };
  }
  return fixed;
}

/**
 * A colour's hovered and pressed states: antd makes them lighter, which would not read; here they are darker
 * still, so a hovered link or button reads as well as at rest.
 */
function states(name: 'Primary' | 'Link' | 'Error', color: string): Record<string, string> {
  return { [`color${name}Hover`]: darker(color, 0.15), [`color${name}Active`]: darker(color, 0.3) };
}

export type AppTheme = { config: ThemeConfig; primary: string; brand: string };

export function appTheme(themeColor: string): AppTheme {
  const { text, tags } = fixedTokens();
  const primary = readableOn(themeColor, PAGE_BACKGROUND);
  return {
    brand: themeColor,
    primary,
    config: {
      token: {
        colorPrimary: primary,
        // antd derives links from the info colour unless told: links follow the theme colour too.
        colorLink: primary,
        colorError: ERROR,
        ...states('Primary', primary),
        ...states('Link', primary),
        ...states('Error', ERROR),
        colorErrorTextHover: darker(ERROR, 0.15),
        colorErrorTextActive: darker(ERROR, 0.3),
        ...text,
        colorInfoText: primary,
        colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
        colorTextTertiary: QUIET_TEXT,
        colorTextDescription: QUIET_TEXT,
        colorTextPlaceholder: QUIET_TEXT,
      },
      components: { Tag: tags },
    },
  };
}
