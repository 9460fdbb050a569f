import { brands, type TokenEntry } from '@mynacon/tokens';
import { type Brand, defaultBrand } from './brand';

/** WCAG 2.2 relative luminance of a #rrggbb or #rrggbbaa colour (alpha ignored). */
export function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})([0-9a-f]{2})?$/i.exec(hex);
  if (!match?.[1]) throw new Error(`Not a hex colour: ${hex}`);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = Number.parseInt(match[1]?.slice(i, i + 2) ?? '0', 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** The minimum ratio for each use a semantic colour declares (WCAG 2.2 AA). */
export const requiredRatio = { text: 4.5, 'large-text': 3, ui: 3 } as const;

export interface Pairing {
  foreground: string;
  background: string;
  use: keyof typeof requiredRatio;
  ratio: number;
  required: number;
}

interface ContrastExtension {
  use: keyof typeof requiredRatio;
  on: string[];
}

/** Every foreground/background pairing a brand's semantic tier declares, with its computed and required ratio. */
export function pairingsOf(brand: Brand): Pairing[] {
  const semanticColours = brands[brand].tokenList.filter((token: TokenEntry) => token.path.startsWith('color.'));
  const colourOf = (role: string) => {
    const token = semanticColours.find((t) => t.path === `color.${role}`);
    if (!token) throw new Error(`Unknown semantic colour "${role}"`);
    return token.value as string;
  };
  return semanticColours.flatMap((token) => {
    const rule = token.extensions?.['org.mynacon.contrast'] as ContrastExtension | undefined;
    if (!rule) return [];
    const foreground = token.path.slice('color.'.length);
    return rule.on.map((background) => ({
      foreground,
      background,
      use: rule.use,
      ratio: contrastRatio(token.value as string, colourOf(background)),
      required: requiredRatio[rule.use],
    }));
  });
}

/** The default brand's pairings. */
export const semanticPairings: Pairing[] = pairingsOf(defaultBrand);
