'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';

/** Where the zoomed picture is looked at, in % of its size; the arrow keys move it by this much. */
const KEY_STEP = 10;
const clamp = (value: number) => Math.min(100, Math.max(0, value));

/**
 * One picture large, in a modal `<dialog>` (issue #16 item 4): Escape or the close button closes
 * it and focus returns to the picture. "Zoom" (a toggle) or a click on the picture enlarges it
 * 2.5×: the pointer, or the arrow keys, choose the part shown.
 */
export function GalleryZoom({ src, alt, label, onClose }: { src: string; alt: string; label: string; onClose: () => void }) {
  const t = useTranslations('product.gallery');
  const dialog = useRef<HTMLDialogElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [zoomed, setZoomed] = useState(false);
  const origin = useRef({ x: 50, y: 50 });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!element.open) element.showModal();
    return () => opener?.focus();
  }, []);

  const moveTo = (x: number, y: number) => {
    origin.current = { x: clamp(x), y: clamp(y) };
    frame.current?.style.setProperty('--zoom-x', `${origin.current.x}%`);
    frame.current?.style.setProperty('--zoom-y', `${origin.current.y}%`);
  };
  const pointAt = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    moveTo(((event.clientX - box.left) / box.width) * 100, ((event.clientY - box.top) / box.height) * 100);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!zoomed) return;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-KEY_STEP, 0], ArrowRight: [KEY_STEP, 0], ArrowUp: [0, -KEY_STEP], ArrowDown: [0, KEY_STEP] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(origin.current.x + move[0], origin.current.y + move[1]);
  };

  return (
    <dialog ref={dialog} className="gallery-zoom" aria-label={label} onClose={onClose} onKeyDown={onKeyDown}>
      <div className="gallery-zoom-bar">
        <button type="button" className="button-secondary" aria-pressed={zoomed} onClick={() => setZoomed(!zoomed)}>
          {t('zoom')}
        </button>
        <button type="button" className="button-secondary" onClick={() => dialog.current?.close()}>
          {t('close')}
        </button>
      </div>
      <div
        ref={frame}
        className="gallery-zoom-frame"
        data-zoomed={zoomed || undefined}
        onPointerMove={(event) => zoomed && event.pointerType === 'mouse' && pointAt(event)}
        onClick={(event) => (pointAt(event), setZoomed(!zoomed))}
      >
        <Image src={src} alt={alt} width={1200} height={1200} sizes="90vmin" />
      </div>
    </dialog>
  );
}
