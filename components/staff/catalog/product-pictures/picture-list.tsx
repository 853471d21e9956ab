'use client';

import Image from 'next/image';
import { useRef, useState, type DragEvent } from 'react';
import type { StaffPicture } from '@/lib/contract/product-pictures';
import { ColorSelect } from './color-select';
import type { PictureListTexts } from './picture-texts';
import './product-pictures.css';

type Props = {
  action: string;
  version: string;
  pictures: StaffPicture[];
  /** The product's colours with their names, in order. */
  colors: { value: string; label: string }[];
  canWrite: boolean;
  texts: PictureListTexts;
};

/** `ids` with the one at `from` moved to `to`. */
export function moved(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
}

/**
 * A product's pictures in their order (issue #45 item 2), for the console. Each picture has its
 * colour and alt texts (a form), Up / Down buttons (forms that send the whole new order: keyboard
 * and no-script friendly) and Delete. With scripts, a picture can also be dragged to a new place
 * (HTML5 drag and drop): the drop sends the same order form. Every order names the list's version,
 * so a change by someone else in the meantime is refused (409 pictures_changed), not overwritten.
 */
export function PictureList({ action, version, pictures, colors, canWrite, texts }: Props) {
  const ids = pictures.map((p) => p.id);
  const orderForm = useRef<HTMLFormElement>(null);
  const [order, setOrder] = useState<number[] | undefined>();
  const [dragging, setDragging] = useState<number>();
  const shown = order ? order.map((id) => pictures.find((p) => p.id === id)!) : pictures;

  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragging === undefined || dragging === to) return setDragging(undefined);
    const next = moved(shown.map((p) => p.id), dragging, to);
    setOrder(next);
    setDragging(undefined);
    const form = orderForm.current;
    if (!form) return;
    (form.elements.namedItem('ids') as HTMLInputElement).value = next.join(',');
    form.requestSubmit();
  };

  const orderButton = (label: string, aria: string, to: number[], testId: string) => (
    <form method="post" action={action}>
      <input type="hidden" name="intent" value="order" />
      <input type="hidden" name="expectedVersion" value={version} />
      <input type="hidden" name="ids" value={to.join(',')} />
      <button type="submit" className="button-secondary" aria-label={aria} data-testid={testId}>
        {label}
      </button>
    </form>
  );

  return (
    <section aria-label={texts.list}>
      {canWrite && (
        <>
          <p className="field-hint">{texts.dragHint}</p>
          <form ref={orderForm} method="post" action={action} hidden>
            <input type="hidden" name="intent" value="order" />
            <input type="hidden" name="expectedVersion" value={version} />
            <input type="hidden" name="ids" defaultValue={ids.join(',')} />
          </form>
        </>
      )}
      <ol className="staff-pictures">
        {shown.map((picture, i) => (
          <li
            key={picture.id}
            className="staff-picture"
            data-testid="staff-picture"
            data-picture-id={picture.id}
            data-dragging={dragging === i ? '' : undefined}
            draggable={canWrite}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', String(picture.id));
              setDragging(i);
            }}
            onDragOver={(event) => canWrite && event.preventDefault()}
            onDrop={(event) => onDrop(event, i)}
            onDragEnd={() => setDragging(undefined)}
          >
            <Image src={picture.src} alt={picture.alt.el || picture.alt.en || texts.positions[i]!} width={160} height={160} sizes="160px" className="staff-picture-image" />
            <div className="staff-picture-body">
              <h3>{texts.positions[i]}</h3>
              {canWrite ? (
                <>
                  <form method="post" action={action} className="staff-form-group">
                    <input type="hidden" name="intent" value="update" />
                    <input type="hidden" name="id" value={picture.id} />
                    <label>
                      {texts.color}
                      <ColorSelect value={picture.color ?? ''} colors={colors} everyColor={texts.everyColor} />
                    </label>
                    <label>
                      {texts.altEl}
                      <input name="alt_el" lang="el" maxLength={250} defaultValue={picture.alt.el} />
                    </label>
                    <label>
                      {texts.altEn}
                      <input name="alt_en" lang="en" maxLength={250} defaultValue={picture.alt.en} />
                    </label>
                    <p>
                      <button type="submit" className="button-primary">
                        {texts.save}
                      </button>
                    </p>
                  </form>
                  <div className="staff-form-actions">
                    {i > 0 && orderButton(texts.moveUp, texts.moveUpLabels[i]!, moved(ids, i, i - 1), 'picture-up')}
                    {i < shown.length - 1 && orderButton(texts.moveDown, texts.moveDownLabels[i]!, moved(ids, i, i + 1), 'picture-down')}
                    <form method="post" action={action}>
                      <input type="hidden" name="intent" value="delete" />
                      <input type="hidden" name="id" value={picture.id} />
                      <button type="submit" className="button-secondary" aria-label={texts.deleteLabels[i]}>
                        {texts.delete}
                      </button>
                    </form>
                  </div>
                </>
              ) : (
                <p>
                  {picture.color ? colors.find((c) => c.value === picture.color)?.label : texts.everyColor} · {picture.alt.el} / {picture.alt.en}
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
