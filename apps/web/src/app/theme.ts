import {
  type ConvertCSSVariablesInput,
  type CSSVariablesResolver,
  createTheme,
  darken,
  isVirtualColor,
  lighten,
  luminance,
  type MantineColorsTuple,
} from '@mantine/core';
import classes from './theme.module.css';

/** WCAG 2 minimum contrast for body text (1.4.3, level AA). */
export const TEXT_CONTRAST = 4.5;

/** WCAG 2 contrast ratio of two opaque colours (hex or rgb()). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The colour, darkened (light scheme) or lightened (dark scheme) in small steps until text in it reads on the
 * background. Mantine's palettes put some text colours just under the line (green 9 on white is 4.37:1).
 */
export function readableOn(color: string, background: string, scheme: 'light' | 'dark'): string {
  let result = color;
  for (let amount = 0.04; contrastRatio(result, background) < TEXT_CONTRAST && amount < 1; amount += 0.04) {
    result = scheme === 'light' ? darken(color, amount) : lighten(color, amount);
  }
  return result;
}

/**
 * Secondary text. Mantine's grey 6 on white is 3.3:1 and dark 2 on the dark body 4.0:1; these read at 4.5:1 on
 * the body, on the selected row (the primary colour's light background) and on a control under the pointer (dark 5 in
 * the dark scheme) in each scheme.
 */
export const DIMMED = { light: '#5f666d', dark: '#a8a8a8' } as const;

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8: white on blue 6 (Mantine's default in the light scheme) is 3.6:1, on blue 8 5.0:1. Every colour's
  // filled and outline variants use this shade too.
  primaryShade: { light: 8, dark: 8 },
  // Filled controls pick black or white text, whichever reads better (white on red 8, black on yellow 8).
  autoContrast: true,
  luminanceThreshold: 0.185,
  defaultRadius: 'md',
  // Someone who asked their system for less motion gets no sliding or fading dialogs, menus and notifications
  // (Mantine's transitions then take no time); reduced-motion.css stills the rest.
  respectReducedMotion: true,
  components: {
    // A link in running text must be told apart by more than its colour (WCAG 1.4.1): in the dark scheme the
    // primary blue is 1.5:1 from the body text. Links are underlined everywhere.
    Anchor: { defaultProps: { underline: 'always' } },
    // Mantine puts a focus placeholder (role="presentation" with a tabindex) first in every menu; a menu may hold
    // only menu items, so screen readers are told of a broken menu. Without it, focus goes to the menu itself and
    // the arrows move to its items.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    Pill: { classNames: { root: classes.pill } },
    // A dialog's close button is an icon: without a name a screen reader announces only 'button'. Dialogs that
    // close with another meaning ('Skip the tour') name theirs.
    // Its header is a <header>, which outside an article or section is a page banner: stacked dialogs would read
    // as several banners of the page.
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' }, attributes: { header: { role: 'presentation' } } },
    },
    // The same icon on a notification ('Payment method added').
    Notification: {
      classNames: { description: classes.notificationDescription },
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
    },
  },
});

type SchemeVariables = ConvertCSSVariablesInput['light'];

/**
 * The scheme-dependent colours that text is written in, corrected where Mantine's defaults fall short of 4.5:1:
 * secondary text, field errors, each colour's text (`c="red"`, links, outline variant) on the body and on a hovered
 * table row, and each colour's light
 * variant (tags, alerts, light buttons) on its own background. Screens use these variables, so a new screen
 * inherits them.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  // Field errors ('Tags cannot be empty') are text too: Mantine's red 6 on white is 3.3:1, red 8 on the dark body 3.4:1.
  const light: SchemeVariables = {
    '--mantine-color-dimmed': DIMMED.light,
    '--mantine-color-error': 'var(--mantine-color-red-text)',
  };
  const dark: SchemeVariables = {
    '--mantine-color-dimmed': DIMMED.dark,
    '--mantine-color-error': 'var(--mantine-color-red-text)',
  };
  const lightBody = resolved.white;
  // A table row under the pointer (Mantine's highlightOnHover): a failed post's reason in red sits on it too.
  const lightHoveredRow = resolved.colors.gray[1];
  const darkHoveredRow = resolved.colors.dark[5];
  // Links: Mantine's primary shade 8 on a light-variant background (a blue alert, 1 step light) is 4.1:1.
  const primary = resolved.colors[resolved.primaryColor] as MantineColorsTuple;
  light['--mantine-color-anchor'] = readableOn(primary[9], primary[1], 'light');
  for (const [name, palette] of Object.entries(resolved.colors)) {
    if (isVirtualColor(palette)) continue;
    const shades = palette as MantineColorsTuple;
    const readsOnBody = (shade: string) =>
      contrastRatio(shade, lightBody) >= TEXT_CONTRAST && contrastRatio(shade, lightHoveredRow) >= TEXT_CONTRAST;
    const lightText = [shades[8], shades[9]].find(readsOnBody) ?? readableOn(shades[9], lightHoveredRow, 'light');
    light[`--mantine-color-${name}-text`] = lightText;
    light[`--mantine-color-${name}-outline`] = lightText;
    // On the light background and on its hover shade (one darker: blue 9 on blue 2 is 4.0:1).
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], shades[2], 'light');
    // Lighter than the body, a hovered row asks more of the text than the body does.
    dark[`--mantine-color-${name}-text`] = readableOn(shades[4], darkHoveredRow, 'dark');
  }
  return { variables: {}, light, dark };
};
