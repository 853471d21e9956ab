import { ColorHex, type NamedColor } from '@/lib/contract/enums';

/** A `#rrggbb` colour for a named or hex colour; grey for anything else (never passes input through unchecked). */
export function resolveColor(color: string | undefined): string | undefined {
  if (color === undefined) return undefined;
  if (Object.hasOwn(ColorHex, color)) return ColorHex[color as NamedColor];
  if (/^#[0-9a-f]{6}$/i.test(color)) return color.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(color)) return `#${[...color.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  return '#808080';
}

const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);

/** Mixes `hex` towards `toward` by `amount` (0..1); both `#rrggbb`. */
export function mix(hex: string, toward: string, amount: number): string {
  return `#${[0, 1, 2]
    .map((i) => Math.round(channel(hex, i) + (channel(toward, i) - channel(hex, i)) * amount).toString(16).padStart(2, '0'))
    .join('')}`;
}

/** Relative luminance (0 black … 1 white) of a `#rrggbb` colour, WCAG's formula. */
export function luminance(hex: string): number {
  const [r, g, b] = [0, 1, 2].map((i) => {
    const c = channel(hex, i) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** A shade of `hex` that stands out on it: darker for light colours, lighter for dark ones. */
export function shadeOf(hex: string, amount: number): string {
  return luminance(hex) < 0.08 ? mix(hex, '#ffffff', amount) : mix(hex, '#000000', amount);
}
