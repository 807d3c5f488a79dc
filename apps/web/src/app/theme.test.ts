import {
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  defaultVariantColorsResolver,
  isVirtualColor,
  mergeMantineTheme,
  toRgba,
} from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, TEXT_CONTRAST, theme } from './theme.ts';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const defaults = defaultCssVariablesResolver(resolved);
const ours = cssVariablesResolver(resolved);
const schemes = ['light', 'dark'] as const;
type Scheme = (typeof schemes)[number];

/** The CSS variables a page in this scheme gets: Mantine's, with the app's resolver on top (as MantineProvider merges them). */
function variablesOf(scheme: Scheme): Record<string, string> {
  return { ...defaults.variables, ...ours.variables, ...defaults[scheme], ...ours[scheme] };
}

/** A colour as the browser paints it: var() references followed, translucency laid over the given backdrop. */
function paint(value: string, scheme: Scheme, backdrop?: string): string {
  const variables = variablesOf(scheme);
  let color = value.trim();
  for (let depth = 0; color.startsWith('var('); depth += 1) {
    const name = /^var\((--[\w-]+)\)$/.exec(color)?.[1];
    const next = name ? variables[name] : undefined;
    if (!next || depth > 10) throw new Error(`${value} does not resolve in the ${scheme} scheme`);
    color = next.trim();
  }
  const { r, g, b, a } = toRgba(color);
  if (a >= 1 || !backdrop) return `rgb(${r}, ${g}, ${b})`;
  const under = toRgba(paint(backdrop, scheme));
  const mix = (top: number, bottom: number) => Math.round(top * a + bottom * (1 - a));
  return `rgb(${mix(r, under.r)}, ${mix(g, under.g)}, ${mix(b, under.b)})`;
}

function contrast(scheme: Scheme, text: string, background: string): number {
  const body = 'var(--mantine-color-body)';
  const ground = paint(background, scheme, body);
  return Number(contrastRatio(paint(text, scheme, ground), ground).toFixed(2));
}

/** Mantine's table row under the pointer (`highlightOnHover`). */
const HOVERED_ROW = { light: 'var(--mantine-color-gray-1)', dark: 'var(--mantine-color-dark-5)' } as const;

const paletteColors = Object.keys(resolved.colors).filter((name) => !isVirtualColor(resolved.colors[name]));

describe.each(schemes)('theme contrast, %s scheme', (scheme) => {
  const body = 'var(--mantine-color-body)';

  it.each([
    ['text on the body', 'var(--mantine-color-text)', body],
    ['secondary (dimmed) text on the body', 'var(--mantine-color-dimmed)', body],
    ['dimmed text on the selected row', 'var(--mantine-color-dimmed)', 'var(--mantine-primary-color-light)'],
    ['dimmed text on a control under the pointer', 'var(--mantine-color-dimmed)', 'var(--mantine-color-default-hover)'],
    [
      'white on the primary filled colour',
      'var(--mantine-primary-color-contrast)',
      'var(--mantine-primary-color-filled)',
    ],
    ['a link on the body', 'var(--mantine-color-anchor)', body],
    // A link in a blue alert ('What is happening?' in the feed refresh banner).
    [
      'a link on the primary light-variant background',
      'var(--mantine-color-anchor)',
      'var(--mantine-primary-color-light)',
    ],
    ['a field error on the body', 'var(--mantine-color-error)', body],
    [
      'primary light-variant text on its background',
      'var(--mantine-primary-color-light-color)',
      'var(--mantine-primary-color-light)',
    ],
    [
      // The open screen's link in the sidebar under the pointer.
      'primary light-variant text on its hover background',
      'var(--mantine-primary-color-light-color)',
      'var(--mantine-primary-color-light-hover)',
    ],
  ])('%s reaches 4.5:1', (_label, text, background) => {
    expect(contrast(scheme, text, background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('gives the primary filled controls 3:1 against the body', () => {
    expect(contrast(scheme, 'var(--mantine-primary-color-filled)', body)).toBeGreaterThanOrEqual(3);
  });

  it.each(paletteColors.filter((name) => name !== 'dark'))(
    '%s reads as text, in its light variant, its outline and its filled variant',
    (color) => {
      // c="red", Anchor color="red"; tags, alerts and light buttons; outline buttons; filled buttons and badges.
      const filled = defaultVariantColorsResolver({ color, theme: resolved, variant: 'filled' });
      const results = {
        text: contrast(scheme, `var(--mantine-color-${color}-text)`, body),
        // A failed post's reason in its queue row under the pointer.
        'text on a hovered row': contrast(scheme, `var(--mantine-color-${color}-text)`, HOVERED_ROW[scheme]),
        light: contrast(scheme, `var(--mantine-color-${color}-light-color)`, `var(--mantine-color-${color}-light)`),
        outline: contrast(scheme, `var(--mantine-color-${color}-outline)`, body),
        filled: contrast(scheme, filled.color ?? '', filled.background ?? ''),
      };
      for (const [use, ratio] of Object.entries(results)) {
        expect({ use, ratio: ratio >= TEXT_CONTRAST ? 'ok' : ratio }).toEqual({ use, ratio: 'ok' });
      }
    },
  );
});

describe('contrastRatio', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    // Mantine's default secondary text on white, and white on its default light-scheme primary.
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(contrastRatio('#ffffff', '#228be6')).toBeCloseTo(3.55, 1);
  });
});
