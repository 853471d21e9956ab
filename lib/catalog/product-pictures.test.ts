import { cardPictures, pictureAtWidth, picturesForColor, productPicturePath } from './product-pictures';
import { productImageAtWidth } from './product-images';

const p = (id: number, color: 'red' | 'black' | null) => ({ id, color });

describe('uploaded picture URLs', () => {
  it('carry the id and the hash; the loader maps them to served widths', () => {
    const src = productPicturePath(12, 'ab'.repeat(32));
    expect(src).toBe('/api/images/pictures/12/abababababababab.webp');
    expect(pictureAtWidth(src, 600)).toBe('/api/images/pictures/12/abababababababab-640.webp');
    expect(pictureAtWidth(src, 64)).toBe('/api/images/pictures/12/abababababababab-64.webp');
    expect(pictureAtWidth(src, 3840)).toBe('/api/images/pictures/12/abababababababab-1200.webp');
  });

  it('leave the generated drawings and other sources alone (and the drawings loader leaves pictures alone)', () => {
    expect(pictureAtWidth('/api/images/products/P000001/red/front.png', 640)).toBe('/api/images/products/P000001/red/front.png');
    expect(pictureAtWidth('/api/images/pictures/x/ab.webp', 640)).toBe('/api/images/pictures/x/ab.webp');
    expect(productImageAtWidth('/api/images/pictures/12/abab.webp', 640)).toBe('/api/images/pictures/12/abab.webp');
  });
});

describe('picturesForColor', () => {
  const pictures = [p(1, null), p(2, 'red'), p(3, 'black'), p(4, 'red'), p(5, null)];

  it('shows the colour’s own pictures first, then the colour-less ones, in order', () => {
    expect(picturesForColor(pictures, 'red').map((x) => x.id)).toEqual([2, 4, 1, 5]);
    expect(picturesForColor(pictures, 'black').map((x) => x.id)).toEqual([3, 1, 5]);
    expect(picturesForColor(pictures, 'grey' as 'red').map((x) => x.id)).toEqual([1, 5]);
    expect(picturesForColor(pictures, undefined).map((x) => x.id)).toEqual([1, 5]);
  });

  it('nothing without pictures (the drawings are shown)', () => {
    expect(picturesForColor(undefined, 'red')).toEqual([]);
    expect(picturesForColor([p(2, 'red')], 'black')).toEqual([]);
  });

  it('a card keeps the first of each colour and the first colour-less one', () => {
    expect(cardPictures(pictures).map((x) => x.id)).toEqual([1, 2, 3]);
  });
});
