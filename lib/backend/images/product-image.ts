import { PRODUCT_IMAGE_VIEWS, type ProductImageView } from '@/lib/catalog/product-images';
import { mix, resolveColor, shadeOf } from './svg-color';
import { silhouetteOf, type Silhouette } from './silhouettes';

/**
 * Generated product pictures (DESIGN §2: images are generated, never hot-linked; issue #16 item 4):
 * a 600×600 SVG of the category's silhouette in one colour, seen from the front, from the back
 * (mirrored, with the back's details: yoke, back pockets, a zip, the heel) or as a close-up of
 * one part with the fabric's weave and stitching. No text at all: the name, the colour and the
 * view are said by the page, in its language (the `alt` text). Pure and deterministic; nothing
 * of the input reaches the markup unchecked (colours are resolved to `#rrggbb`, shapes are ours).
 */
export type ProductPictureInput = {
  categoryCode: string;
  /** A named colour (`red`) or a hex colour (`#d32f2f`); anything else draws grey. */
  color: string;
  view: ProductImageView;
};

export const PRODUCT_IMAGE_SIZE = 600;
/** How much the detail view enlarges its part of the front. */
const DETAIL_ZOOM = 2.6;

type Palette = { main: string; accent: string; outline: string; weave: string; stitch: string; background: string };

function paletteOf(color: string): Palette {
  const main = resolveColor(color) ?? '#808080';
  return {
    main,
    accent: shadeOf(main, 0.3),
    outline: shadeOf(main, 0.5),
    weave: shadeOf(main, 0.22),
    stitch: shadeOf(main, 0.6),
    background: mix(main, '#ffffff', 0.88),
  };
}

/** The fabric's weave: diagonal lines every `step` over the canvas, one path (librsvg draws a `<pattern>` far slower). */
function weaveLines(step: number): string {
  const parts: string[] = [];
  for (let d = step; d < 2 * PRODUCT_IMAGE_SIZE; d += step) parts.push(`M${d} 0L0 ${d}`);
  return parts.join('');
}

/** The body, the weave over it and one side's details, outlined. */
function garment(shape: Silhouette, p: Palette, side: 'front' | 'back', outlineWidth: number, weaveStep: number): string {
  const details = side === 'front' ? shape.front : shape.back;
  const strokes = side === 'front' ? shape.frontStrokes : shape.backStrokes;
  return [
    `<g stroke="${p.outline}" stroke-width="${outlineWidth}" stroke-linejoin="round" stroke-linecap="round">`,
    `<path d="${shape.body}" fill="${p.main}"/>`,
    `<path d="${weaveLines(weaveStep)}" clip-path="url(#body)" fill="none" stroke="${p.weave}" stroke-width="${weaveStep / 5}"/>`,
    `<path d="${details}" fill="${p.accent}"/>`,
    strokes ? `<path d="${strokes}" fill="none" stroke="${p.accent}" stroke-width="18"/>` : '',
    `</g>`,
  ].join('');
}

/** Dashed stitching along the body's outline and the details. */
function stitching(shape: Silhouette, p: Palette, width: number): string {
  return `<path d="${shape.body} ${shape.front}" fill="none" stroke="${p.stitch}" stroke-width="${width}" stroke-dasharray="${width * 3} ${width * 2.5}" stroke-linecap="round" transform="translate(300 300) scale(0.96) translate(-300 -300)"/>`;
}

function drawing(shape: Silhouette, p: Palette, view: ProductImageView): string {
  const shadow = `<ellipse cx="300" cy="478" rx="210" ry="18" fill="#000000" fill-opacity="0.08"/>`;
  switch (view) {
    case 'front':
      return shadow + garment(shape, p, 'front', 5, 10);
    case 'back':
      // Seen from behind: the silhouette mirrored, with the back's details.
      return `${shadow}<g transform="matrix(-1 0 0 1 600 0)">${garment(shape, p, 'back', 5, 10)}</g>`;
    case 'detail': {
      const [x, y] = shape.focus;
      return `<g transform="translate(300 300) scale(${DETAIL_ZOOM}) translate(${-x} ${-y})">${garment(shape, p, 'front', 2.5, 5)}${stitching(shape, p, 1.2)}</g>`;
    }
  }
}

export function productPictureSvg(input: ProductPictureInput): string {
  const view: ProductImageView = PRODUCT_IMAGE_VIEWS.includes(input.view) ? input.view : 'front';
  const palette = paletteOf(input.color);
  const shape = silhouetteOf(input.categoryCode);
  const size = PRODUCT_IMAGE_SIZE;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    `<defs><clipPath id="body"><path d="${shape.body}"/></clipPath></defs>`,
    `<rect width="${size}" height="${size}" fill="${palette.background}"/>`,
    drawing(shape, palette, view),
    `</svg>`,
  ].join('');
}
