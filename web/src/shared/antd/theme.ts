import type { ThemeConfig } from 'antd';

/**
 * A calm navy-and-gold palette: money and trust, with the show's spotlight as the accent.
 *
 * Every text colour antd derives from these tokens meets WCAG 2.2 AA (4.5:1) on white and on the
 * page background #f4f6fb: antd's defaults put secondary text, hints and descriptions at 3.36:1 and
 * placeholders at 1.8:1. Disabled text keeps antd's faint grey: WCAG exempts inactive controls, and
 * it must look different from a value someone can change. Status colours are the darker shades of
 * antd's palette so that an error message, a success text or a warning reads as well as body text.
 * The gold accent lives in the CSS of the navy panels, where it has the contrast (6:1 and more).
 */
/**
 * A coloured Tag writes in shade 7 of its palette on shade 1; for these palettes shade 7 is below
 * 4.5:1 there, so each gets the first darker shade of antd's palette that reaches it. antd keeps each
 * shade twice (`gold7` and `gold-7`, both written to the CSS variable --ant-gold-7): both are set.
 */
const TAG_TEXT = {
  gold: '#874d00',
  green: '#237804',
  volcano: '#ad2102',
  cyan: '#006d75',
  lime: '#3f6600',
  orange: '#ad4e00',
  yellow: '#876800',
} as const;
const readableTagText = Object.fromEntries(
  Object.entries(TAG_TEXT).flatMap(([palette, color]) => [
    [`${palette}7`, color],
    [`${palette}-7`, color],
  ]),
);

export const appTheme: ThemeConfig = {
  // One fixed name for the theme's CSS variables, not one from React's useId: the styles prerendered
  // at build time (src/prerender) are then the very ones the browser would make, and it reuses them.
  cssVar: { key: 'css-var-app' },
  token: {
    colorPrimary: '#0b3d91',
    colorLink: '#0b3d91',
    // antd derives each status's light background from its seed colour; from these darker seeds it
    // comes out muddy (#adb8a5 for success), so the usual light tints are given explicitly.
    colorInfo: '#0958d9',
    colorInfoBg: '#e6f4ff',
    colorInfoBgHover: '#bae0ff',
    colorInfoBorder: '#91caff',
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBgHover: '#d9f7be',
    colorSuccessBorder: '#b7eb8f',
    colorWarning: '#a15c00',
    colorWarningBg: '#fffbe6',
    colorWarningBgHover: '#fff1b8',
    colorWarningBorder: '#ffe58f',
    colorError: '#cf1322',
    colorErrorBg: '#fff2f0',
    colorErrorBgHover: '#fff1f0',
    colorErrorBorder: '#ffccc7',
    colorTextSecondary: '#4f5b76',
    colorTextTertiary: '#5a6478',
    colorTextDescription: '#5a6478',
    colorTextPlaceholder: '#646f87',
    colorTextDisabled: 'rgba(0, 0, 0, 0.25)',
    ...readableTagText,
    borderRadius: 8,
    fontFamily:
      "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', bodyBg: '#f4f6fb', footerBg: '#0a1f44', siderBg: '#0a1f44' },
    // A table's empty text is drawn in the disabled grey, yet it is information, not an inactive control.
    Table: { colorTextDisabled: '#5a6478' },
    // An unchecked switch writes white on the faint grey antd gives it (1.8:1); the darker greys read.
    // Each page's title is its one h1 (axe: page-has-heading-one), drawn at the size of antd's h2 it was.
    Typography: { fontSizeHeading1: 30, lineHeightHeading1: 1.27 },
    Switch: { colorTextQuaternary: '#5a6478', colorTextTertiary: '#4f5b76' },
    Menu: { darkItemBg: '#0a1f44', darkSubMenuItemBg: '#0a1f44', darkItemColor: 'rgba(255, 255, 255, 0.8)' },
  },
};
