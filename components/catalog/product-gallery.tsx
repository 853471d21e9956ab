'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { shownColor } from '@/lib/catalog/chosen-color';
import { PRODUCT_IMAGE_VIEWS, productImagePath, type ProductImageView } from '@/lib/catalog/product-images';
import type { NamedColor } from '@/lib/contract/enums';
import { useChosenColor } from './chosen-color';
import { GalleryZoom } from './gallery-zoom';
import './product-gallery.css';

/** The main picture's width: the page's first column on desktop (half of at most 1100 px), the screen on phones. */
const MAIN_SIZES = '(max-width: 800px) 100vw, 540px';

/**
 * The product's pictures (issue #16 item 4): the front, the back and a detail of the colour chosen
 * in the variant picker (the first colour while none is). A strip of the three, one at a time: a
 * swipe on a phone moves along it (CSS scroll snapping), the thumbnails below show where it is and
 * go to a view; a click (or Enter) on the picture opens it large, where it can be zoomed.
 * Every text is the page's: the pictures themselves have none. Only the first view is fetched
 * first: the other views (next to it in the strip, inside Chrome's lazy-load distance) and the
 * thumbnails ask for low priority, so they do not share the network with it (issue #16, Lighthouse).
 */
export function ProductGallery({ code, name, colors, fallbackUrl }: { code: string; name: string; colors: readonly NamedColor[]; fallbackUrl: string }) {
  const t = useTranslations('product.gallery');
  const tc = useTranslations('catalog');
  const [chosen] = useChosenColor(undefined);
  const color = shownColor(colors, chosen);
  const [active, setActive] = useState(0);
  const [zoomed, setZoomed] = useState<ProductImageView>();
  const strip = useRef<HTMLDivElement>(null);

  if (!color) {
    // A product without variants has no colour: its stored picture, as before.
    return <Image src={fallbackUrl} alt={name} width={600} height={600} className="product-image" preload />;
  }
  const picture = (view: ProductImageView) => t('picture', { view: t(`view.${view}`), color: tc(`colorNames.${color}`) });
  const alt = (view: ProductImageView) => t('alt', { name, view: t(`view.${view}`), color: tc(`colorNames.${color}`) });

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
    if (index !== active && index >= 0 && index < PRODUCT_IMAGE_VIEWS.length) setActive(index);
  };

  return (
    <section className="product-gallery" aria-label={t('label', { name })} data-color={color}>
      <div className="gallery-strip" ref={strip} onScroll={onScroll}>
        {PRODUCT_IMAGE_VIEWS.map((view, i) => (
          <button key={view} type="button" className="gallery-slide" data-view={view} tabIndex={i === active ? 0 : -1} aria-label={t('enlarge', { picture: picture(view) })} onClick={() => setZoomed(view)}>
            <Image
              src={productImagePath(code, color, view)}
              alt={alt(view)}
              width={600}
              height={600}
              sizes={MAIN_SIZES}
              {...(i === 0 ? { loading: 'eager' as const, fetchPriority: 'high' as const } : { fetchPriority: 'low' as const })}
            />
          </button>
        ))}
      </div>
      <div className="gallery-thumbs" role="group" aria-label={t('views')}>
        {PRODUCT_IMAGE_VIEWS.map((view, i) => (
          <button key={view} type="button" className="gallery-thumb" data-view={view} aria-label={picture(view)} aria-pressed={i === active} onClick={() => show(i)}>
            <Image src={productImagePath(code, color, view)} alt="" width={64} height={64} sizes="64px" fetchPriority="low" />
          </button>
        ))}
      </div>
      {zoomed && <GalleryZoom src={productImagePath(code, color, zoomed)} alt={alt(zoomed)} label={picture(zoomed)} onClose={() => setZoomed(undefined)} />}
    </section>
  );
}
