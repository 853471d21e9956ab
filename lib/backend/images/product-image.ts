import { ColorHex, type NamedColor } from '@/lib/contract/enums';

/**
 * Generated product pictures (DESIGN §2: images are generated, never hot-linked): a 600×600 SVG
 * with a soft background, a simple silhouette for the product's category drawn in its colour,
 * its name and its code. Pure and deterministic; every text is XML-escaped.
 */
export type ProductImageInput = {
  code: string;
  /** A named colour (`red`) or a hex colour (`#d32f2f`); anything else draws grey. */
  color: string;
  /** Accent colour (collar, sole, strap); defaults to a shade of `color`. */
  secondaryColor?: string;
  categoryCode: string;
  /** The product name shown under the picture (shortened when long). */
  label: string;
};

export const PRODUCT_IMAGE_SIZE = 600;
const MAX_LABEL = 38;

type Shape = { body: string; accent: string; strokes?: string };

/** Silhouettes on a 600×600 canvas: `body` filled in the colour, `accent` in the secondary colour. */
const SHAPES: Record<string, Shape> = {
  tshirt: {
    body: 'M210 110L250 95Q300 130 350 95L390 110L480 170L440 240L400 215L400 460L200 460L200 215L160 240L120 170Z',
    accent: 'M250 95Q300 130 350 95L356 100Q300 150 244 100Z',
  },
  shirt: {
    body: 'M215 105L260 90L300 120L340 90L385 105L470 160L500 400L450 410L410 230L405 460L195 460L190 230L150 410L100 400L130 160Z',
    accent: 'M260 90L300 120L280 152ZM340 90L300 120L320 152ZM294 180h12v12h-12ZM294 260h12v12h-12ZM294 340h12v12h-12ZM294 420h12v12h-12Z',
  },
  trousers: {
    body: 'M200 90L400 90L432 470L330 470L300 200L270 470L168 470Z',
    accent: 'M200 90L400 90L403 124L197 124Z',
  },
  jacket: {
    body: 'M210 100L260 85L300 110L340 85L390 100L470 150L500 420L445 430L415 240L415 470L185 470L185 240L155 430L100 420L130 150Z',
    accent: 'M296 110h8v360h-8ZM215 330h55v40h-55ZM330 330h55v40h-55Z',
  },
  dress: {
    body: 'M255 90L345 90L360 200L470 470L130 470L240 200Z',
    accent: 'M240 200L360 200L364 228L236 228Z',
  },
  hoodie: {
    body: 'M240 112Q300 30 360 112L400 110L480 170L500 420L445 430L420 240L420 470L180 470L180 240L155 430L100 420L120 170L200 110Z',
    accent: 'M240 360L360 360L380 430L220 430ZM262 112Q300 70 338 112Q300 140 262 112Z',
  },
  sneaker: {
    body: 'M110 380Q110 300 170 290L260 270Q300 230 330 230L380 240Q420 300 480 320Q520 335 510 380Z',
    accent: 'M100 380L520 380Q520 420 480 420L130 420Q100 420 100 380Z',
    strokes: 'M280 262L320 250M292 282L340 268M305 302L360 290',
  },
  boot: {
    body: 'M200 120L330 120L340 300Q380 320 470 340Q510 350 505 400L200 400Z',
    accent: 'M195 400L510 400L510 436L195 436ZM200 120L330 120L331 145L200 145Z',
  },
  sandal: {
    body: 'M130 380Q120 340 170 330L460 320Q510 325 500 370Q490 400 440 400L170 405Q135 405 130 380Z',
    accent: 'M140 405L495 398L490 420L150 425Z',
    strokes: 'M230 330Q280 250 330 330M350 325Q400 260 440 322',
  },
  bag: {
    body: 'M150 230L450 230L480 470L120 470Z',
    accent: 'M150 230L450 230L442 300L158 300Z',
    strokes: 'M220 230Q220 120 300 120Q380 120 380 230',
  },
  wallet: {
    body: 'M160 200h280q30 0 30 30v180q0 30-30 30h-280q-30 0-30-30v-180q0-30 30-30Z',
    accent: 'M130 250h340v70h-340Z M400 270h40v30h-40Z',
  },
  cap: {
    body: 'M170 330Q170 170 330 170Q470 170 470 330Z',
    accent: 'M310 160h40v20h-40ZM470 330L545 340Q545 372 470 372L170 372Q160 350 170 330Z',
  },
  tag: {
    body: 'M180 150L400 150L480 300L400 450L180 450Z',
    accent: 'M395 285a15 15 0 1 0 30 0a15 15 0 1 0 -30 0Z',
  },
};

/** Category code → silhouette; unknown codes get a price tag. */
const SHAPE_OF_CATEGORY: Record<string, string> = {
  tshirts: 'tshirt', shirts: 'shirt', trousers: 'trousers', jackets: 'jacket', dresses: 'dress', hoodies: 'hoodie',
  sneakers: 'sneaker', boots: 'boot', sandals: 'sandal', bags: 'bag', accessories: 'wallet', caps: 'cap',
};

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** A `#rrggbb` colour for a named or hex colour; grey for anything else (never passes input through unchecked). */
export function resolveColor(color: string | undefined): string | undefined {
  if (color === undefined) return undefined;
  if (Object.hasOwn(ColorHex, color)) return ColorHex[color as NamedColor];
  if (/^#[0-9a-f]{6}$/i.test(color)) return color.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(color)) return `#${[...color.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  return '#808080';
}

/** Mixes `hex` towards `toward` by `amount` (0..1). */
function mix(hex: string, toward: string, amount: number): string {
  const channel = (h: string, i: number) => parseInt(h.slice(1 + 2 * i, 3 + 2 * i), 16);
  return `#${[0, 1, 2]
    .map((i) => Math.round(channel(hex, i) + (channel(toward, i) - channel(hex, i)) * amount).toString(16).padStart(2, '0'))
    .join('')}`;
}

function shorten(label: string): string {
  const chars = [...label.trim()];
  return chars.length <= MAX_LABEL ? chars.join('') : `${chars.slice(0, MAX_LABEL - 1).join('').trimEnd()}…`;
}

export function productImageSvg(input: ProductImageInput): string {
  const main = resolveColor(input.color) ?? '#808080';
  const accent = resolveColor(input.secondaryColor) ?? mix(main, '#000000', 0.3);
  const outline = mix(main, '#000000', 0.45);
  const background = mix(resolveColor(input.secondaryColor) ?? main, '#ffffff', 0.88);
  const shape = SHAPES[SHAPE_OF_CATEGORY[input.categoryCode] ?? 'tag'] ?? (SHAPES.tag as Shape);
  const label = escapeXml(shorten(input.label));
  const code = escapeXml(input.code);
  const size = PRODUCT_IMAGE_SIZE;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<rect width="${size}" height="${size}" fill="${background}"/>`,
    `<ellipse cx="300" cy="478" rx="210" ry="18" fill="#000000" fill-opacity="0.08"/>`,
    `<g stroke="${outline}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round">`,
    `<path d="${shape.body}" fill="${main}"/>`,
    `<path d="${shape.accent}" fill="${accent}"/>`,
    shape.strokes ? `<path d="${shape.strokes}" fill="none" stroke="${accent}" stroke-width="18"/>` : '',
    `</g>`,
    `<text x="300" y="530" text-anchor="middle" font-family="system-ui, sans-serif" font-size="24" fill="#333333">${label}</text>`,
    `<text x="300" y="568" text-anchor="middle" font-family="ui-monospace, monospace" font-size="20" fill="#666666">${code}</text>`,
    `</svg>`,
  ].join('');
}
