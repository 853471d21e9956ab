'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useAddToCart } from '@/components/cart/use-cart-changes';
import type { ProductDetail } from '@/lib/contract/catalog';
import { ColorHex, type NamedColor } from '@/lib/contract/enums';
import { checkAddToCart, isSellable } from '@/lib/rules/add-to-cart';
import { AvailabilityLabel } from './availability-label';

/**
 * Colour, size, quantity and add to cart (SPEC §2 product page, §5 errors). The chosen variant
 * lives in the URL (`?color=…&size=…`), so a variant can be deep-linked.
 */
export function VariantPicker({ product, partnerId, initialColor, initialSize }: { product: ProductDetail; partnerId: string; initialColor?: string; initialSize?: string }) {
  const t = useTranslations('product');
  const tc = useTranslations('catalog');
  const pathname = usePathname();
  const hasSizes = product.sizeKind !== 'None';
  const colors = [...new Set(product.variants.map((v) => v.color))];
  const [color, setColor] = useState(initialColor && colors.includes(initialColor as NamedColor) ? initialColor : colors.length === 1 ? colors[0] : undefined);
  const [size, setSize] = useState(hasSizes && product.variants.some((v) => v.size === initialSize) ? initialSize : undefined);
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState<string>();
  const add = useAddToCart(partnerId);

  const sizes = [...new Set(product.variants.filter((v) => !color || v.color === color).map((v) => v.size).filter((s): s is string => Boolean(s)))];
  const chosen = product.variants.find((v) => v.color === color && (!hasSizes || v.size === size));

  const choose = (next: { color?: string; size?: string }) => {
    const params = new URLSearchParams();
    if (next.color) params.set('color', next.color);
    if (next.size) params.set('size', next.size);
    setError(undefined);
    // The browser's history only (Next keeps its router in step): the page shows every variant
    // already, so a choice asks the server for nothing (a deep link is rendered with it selected).
    window.history.replaceState(null, '', `${pathname}${params.size ? `?${params}` : ''}`);
  };

  // The count in the header moves at once; a refusal rolls it back with a toast (use-cart).
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkAddToCart({ hasSizes, variants: product.variants, color, size, quantity: Number(quantity) });
    if (!check.ok) return setError(check.error);
    add.mutate({ variantId: check.variant.id, quantity: Number(quantity) }, { onSuccess: () => toast.success(t('added')) });
  };

  return (
    <form className="variant-picker" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{t('color')}</legend>
        <div className="choice-row">
          {colors.map((c) => (
            <label key={c} className="color-choice">
              <input type="radio" name="color" value={c} checked={color === c} onChange={() => (setColor(c), choose({ color: c, size }))} />
              <span className="swatch" style={{ background: ColorHex[c] }} aria-hidden="true" />
              {tc(`colorNames.${c}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {hasSizes && (
        <fieldset>
          <legend>{t('size')}</legend>
          <div className="choice-row">
            {sizes.map((s) => {
              const variant = product.variants.find((v) => v.color === color && v.size === s);
              return (
                <label key={s} className={`size-choice${variant && !isSellable(variant) ? ' unavailable' : ''}`}>
                  <input type="radio" name="size" value={s} checked={size === s} onChange={() => (setSize(s), choose({ color, size: s }))} />
                  {s}
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {chosen && (
        <p className="variant-state">
          <AvailabilityLabel status={chosen.availability} /> {chosen.stock > 0 && <span>· {t('inStock', { count: chosen.stock })}</span>}
        </p>
      )}
      <label className="quantity">
        {t('quantity')}
        <input type="number" min={1} max={chosen?.stock || undefined} step={1} inputMode="numeric" value={quantity} onChange={(e) => (setQuantity(e.target.value), setError(undefined))} />
      </label>
      {error && (
        <p className="form-alert form-alert-error" role="alert">
          {t(`errors.${error as 'select_size'}`)}
        </p>
      )}
      <button type="submit" className="button-primary" disabled={add.isPending} aria-busy={add.isPending}>
        {t('addToCart')}
      </button>
    </form>
  );
}
