'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { shownColor } from '@/lib/catalog/chosen-color';
import { PRODUCT_IMAGE_VIEWS, productImagePath } from '@/lib/catalog/product-images';
import { picturesForColor, type ShownPicture } from '@/lib/catalog/product-pictures';
import type { NamedColor } from '@/lib/contract/enums';
import { useChosenColor } from './chosen-color';
import { GalleryZoom } from './gallery-zoom';

/** The main picture's width: the page's first column on desktop (half of at most 1100 px), the screen on phones. */
const MAIN_SIZES = '(max-width: 800px) 100vw, 540px';

/** One picture of the strip: its URL, alt text and the label of its thumbnail and zoom. */
type Slide = { key: string; src: string; alt: string; label: string; uploaded: boolean };

/**
 * The product's pictures (issue #16 item 4, issue #45 item 2): the uploaded pictures of the colour
 * chosen in the variant picker (the first colour while none is), then those for every colour
 * (lib/catalog/product-pictures.ts); without any, the drawn front, back and detail of that colour.
 * A strip, one at a time: a swipe on a phone moves along it (CSS scroll snapping), the thumbnails
 * below show where it is and go to a picture; a click (or Enter) opens it large, where it can be
 * zoomed. Only the first picture is fetched first: the others (next to it in the strip, inside
 * Chrome's lazy-load distance) and the thumbnails ask for low priority (issue #16, Lighthouse).
 */
export function ProductGallery({ code, name, colors, fallbackUrl, pictures }: { code: string; name: string; colors: readonly NamedColor[]; fallbackUrl: string; pictures?: readonly ShownPicture[] }) {
  const t = useTranslations('product.gallery');
  const tc = useTranslations('catalog');
  const [chosen] = useChosenColor(undefined);
  const color = shownColor(colors, chosen);
  const [active, setActive] = useState(0);
  const [zoomed, setZoomed] = useState<Slide>();
  const strip = useRef<HTMLDivElement>(null);

  const uploaded = picturesForColor(pictures, color);
  const colorName = color ? tc(`colorNames.${color}`) : '';
  const slides: Slide[] = uploaded.length
    ? uploaded.map((p, i) => {
        const label = t('picture', { view: t('numbered', { number: i + 1, count: uploaded.length }), color: p.color ? tc(`colorNames.${p.color}`) : colorName || name });
        return { key: p.src, src: p.src, alt: p.alt || t('alt', { name, view: t('numbered', { number: i + 1, count: uploaded.length }), color: colorName || name }), label, uploaded: true };
      })
    : color
      ? PRODUCT_IMAGE_VIEWS.map((view) => ({
          key: view,
          src: productImagePath(code, color, view),
          alt: t('alt', { name, view: t(`view.${view}`), color: colorName }),
          label: t('picture', { view: t(`view.${view}`), color: colorName }),
          uploaded: false,
        }))
      : [];

  if (slides.length === 0) {
    // A product without variants or pictures: its stored picture, as before.
    return <Image src={fallbackUrl} alt={name} width={600} height={600} className="product-image" preload />;
  }

  const show = (index: number) => {
    setActive(index);
    const element = strip.current;
    if (!element) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollTo({ left: index * element.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
  };
  // A swipe (or a trackpad) moved the strip: the thumbnails follow.
  const onScroll = () => {
    const element = strip.current;
    if (!element || element.clientWidth === 0) return;
    const index = Math.round(element.scrollLeft / element.clientWidth);
    if (index !== active && index >= 0 && index < slides.length) setActive(index);
  };
  const current = Math.min(active, slides.length - 1);

  return (
    <section className="product-gallery" aria-label={t('label', { name })} data-color={color} data-pictures={uploaded.length ? 'uploaded' : 'drawn'}>
      <div className="gallery-strip" ref={strip} onScroll={onScroll}>
        {slides.map((slide, i) => (
          <button key={slide.key} type="button" className="gallery-slide" data-view={slide.uploaded ? undefined : slide.key} tabIndex={i === current ? 0 : -1} aria-label={t('enlarge', { picture: slide.label })} onClick={() => setZoomed(slide)}>
            <Image
              src={slide.src}
              alt={slide.alt}
              width={600}
              height={600}
              sizes={MAIN_SIZES}
              {...(i === 0 ? { loading: 'eager' as const, fetchPriority: 'high' as const } : { fetchPriority: 'low' as const })}
            />
          </button>
        ))}
      </div>
      {slides.length > 1 && (
        <div className="gallery-thumbs" role="group" aria-label={t('views')}>
          {slides.map((slide, i) => (
            <button key={slide.key} type="button" className="gallery-thumb" data-view={slide.uploaded ? undefined : slide.key} aria-label={slide.label} aria-pressed={i === current} onClick={() => show(i)}>
              <Image src={slide.src} alt="" width={64} height={64} sizes="64px" fetchPriority="low" />
            </button>
          ))}
        </div>
      )}
      {zoomed && <GalleryZoom src={zoomed.src} alt={zoomed.alt} label={zoomed.label} onClose={() => setZoomed(undefined)} />}
    </section>
  );
}
