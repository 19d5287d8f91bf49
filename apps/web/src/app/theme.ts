import { createTheme, type CSSVariablesResolver } from '@mantine/core';

const SYSTEM_FONTS =
  "system-ui, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

/** Indigo at shade 7 keeps white button text above WCAG AA contrast. System fonts only: no web fonts. */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily: SYSTEM_FONTS,
  fontFamilyMonospace: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  headings: { fontFamily: SYSTEM_FONTS, fontWeight: '700' },
  cursorType: 'pointer',
});

/** Mantine's default "dimmed" gray is below AA contrast on white; secondary text (and toast bodies) use gray 7. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
