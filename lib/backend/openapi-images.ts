import { PRODUCT_IMAGE_VIEWS, PRODUCT_IMAGE_WIDTHS } from '@/lib/catalog/product-images';
import { NamedColors } from '@/lib/contract/enums';

/**
 * The product pictures' routes in the OpenAPI document (lib/backend/routes/images.ts): binary
 * answers, outside the JSON route table the rest of the document is generated from.
 */
const notFound = { description: 'error not_found: an unknown product, colour, view or width, or a colour the product does not have' };
const code = { name: 'code', in: 'path', required: true, schema: { type: 'string', pattern: '^P\\d{4,8}$' } };
const color = { name: 'color', in: 'path', required: true, schema: { type: 'string', enum: [...NamedColors] } };
const picture = (description: string, types: string[]) => ({
  200: {
    description,
    headers: { 'Cache-Control': { schema: { const: 'public, max-age=31536000, immutable' } } },
    content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
  },
  404: notFound,
});

export const imagePaths = {
  '/images/products/{code}.svg': {
    get: { operationId: 'productPictureSvg', summary: "The front of the product's first colour, as SVG", tags: ['Images'], parameters: [code], responses: picture('SVG', ['image/svg+xml']) },
  },
  '/images/products/{code}/{color}/{file}': {
    get: {
      operationId: 'productPicture',
      summary: 'One colour of the product from one view: `{view}.png` at 1200 px, or `{view}-{width}.webp` at one of the widths next/image asks for',
      tags: ['Images'],
      parameters: [
        code,
        color,
        {
          name: 'file',
          in: 'path',
          required: true,
          schema: { type: 'string', pattern: `^(${PRODUCT_IMAGE_VIEWS.join('|')})(\\.png|-(${PRODUCT_IMAGE_WIDTHS.join('|')})\\.webp)$` },
        },
      ],
      responses: picture('PNG (`.png`) or WebP (`.webp`)', ['image/png', 'image/webp']),
    },
  },
  // Uploaded pictures (issue #45 item 2, lib/backend/routes/pictures.ts).
  '/images/pictures/{id}/{file}': {
    get: {
      operationId: 'uploadedProductPicture',
      summary: 'An uploaded product picture: `{hash}.webp` the stored master (at most 2400 px), `{hash}-{width}.webp` at one of the widths next/image asks for; `hash` is the first 16 hex digits of its content hash. 503 picture_store_unavailable: the object store is down and this instance has not kept it',
      tags: ['Images'],
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
        { name: 'file', in: 'path', required: true, schema: { type: 'string', pattern: `^[0-9a-f]{16}(-(${PRODUCT_IMAGE_WIDTHS.join('|')}))?\\.webp$` } },
      ],
      responses: { ...picture('WebP', ['image/webp']), 404: { description: 'error not_found: no such picture, another hash or an unknown width' }, 503: { description: 'error picture_store_unavailable' } },
    },
  },
};
