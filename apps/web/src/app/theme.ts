import { createTheme, type CSSVariablesResolver, type DrawerProps, type ModalProps } from '@mantine/core';

const SYSTEM_FONTS =
  "system-ui, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

/**
 * Indigo at shade 7 keeps white button text above WCAG AA contrast. System fonts only: no web fonts. `closeLabel`
 * names the × of every drawer and modal for screen readers (axe: button-name), in the page's language.
 */
export const themeFor = (closeLabel: string) =>
  createTheme({
    primaryColor: 'indigo',
    primaryShade: { light: 7, dark: 5 },
    defaultRadius: 'md',
    fontFamily: SYSTEM_FONTS,
    fontFamilyMonospace: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
    headings: { fontFamily: SYSTEM_FONTS, fontWeight: '700' },
    cursorType: 'pointer',
    // Plain objects, not `Drawer.extend(...)`: that would put Drawer and Modal into every page's first download (ADR 24).
    components: {
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } satisfies Partial<DrawerProps> },
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } satisfies Partial<ModalProps> },
    },
  });

/**
 * Mantine's shade 7 (filled, outline) and shade 9 on shade 1 (light) fall below WCAG AA (4.5:1) for green,
 * red, orange, yellow, blue and teal: darker values, each checked against white or its light background.
 */
const AA_COLOR_VARIABLES: Record<string, string> = {
  '--mantine-color-placeholder': '#6c757d',
  // Links sit on tinted alerts too (indigo 7 on yellow 1 is 4.46:1).
  '--mantine-color-anchor': 'var(--mantine-color-indigo-8)',
  '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
  '--mantine-color-red-filled-hover': '#a51d1d',
  '--mantine-color-red-outline': 'var(--mantine-color-red-9)',
  '--mantine-color-green-filled': '#237032',
  '--mantine-color-green-filled-hover': '#1b5a28',
  '--mantine-color-green-outline': '#237032',
  '--mantine-color-green-light-color': '#1f6b2f',
  '--mantine-color-orange-filled': '#b8430d',
  '--mantine-color-orange-filled-hover': '#9c3d0a',
  '--mantine-color-orange-outline': '#b8430d',
  '--mantine-color-orange-light-color': '#9c3d0a',
  '--mantine-color-yellow-light-color': '#8a4b00',
  '--mantine-color-yellow-outline': '#8a4b00',
  '--mantine-color-blue-filled': 'var(--mantine-color-blue-9)',
  '--mantine-color-blue-outline': 'var(--mantine-color-blue-9)',
  '--mantine-color-teal-filled': 'var(--mantine-color-teal-9)',
  '--mantine-color-teal-outline': 'var(--mantine-color-teal-9)',
};

/** Mantine's default "dimmed" gray is below AA contrast on white; secondary text (and toast bodies) use gray 7. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', ...AA_COLOR_VARIABLES },
  dark: {},
});
