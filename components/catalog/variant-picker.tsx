'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CART_DRAWER, CartDrawer } from '@/components/cart/cart-drawer';
import { useAddToCart } from '@/components/cart/use-cart-changes';
import { useModal } from '@/components/ui/use-modal';
import { useMoney } from '@/components/ui/use-money';
import type { ProductDetail } from '@/lib/contract/catalog';
import { initialChosenColor } from '@/lib/catalog/chosen-color';
import { ColorHex } from '@/lib/contract/enums';
import { checkAddToCart, isSellable } from '@/lib/rules/add-to-cart';
import { quantityFromQuery } from '@/lib/rules/quantity-limit';
import { AvailabilityLabel } from './availability-label';
import { useChosenColor } from './chosen-color';
import { QuantityField } from './quantity-field';

/**
 * Colour, size, quantity and add to cart (SPEC §2 product page, §5 errors). The chosen variant
 * lives in the URL (`?color=…&size=…`), so a variant can be deep-linked.
 *
 * Plain HTML first (issue #16 item 1): a GET form of radios, so a choice made before the page is
 * live is kept by the browser (the inputs are uncontrolled; React reads them once it runs), and a
 * submit before then reloads the page with that variant chosen (and the quantity kept).
 */
export function VariantPicker({ product, partnerId, initialColor, initialSize }: { product: ProductDetail; partnerId: string; initialColor?: string; initialSize?: string }) {
  const t = useTranslations('product');
  const tc = useTranslations('catalog');
  const pathname = usePathname();
  const form = useRef<HTMLFormElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const hasSizes = product.sizeKind !== 'None';
  const colors = [...new Set(product.variants.map((v) => v.color))];
  // Shared with the gallery (its pictures follow the colour), when the page provides it.
  const [color, setColor] = useChosenColor(initialChosenColor(colors, initialColor));
  const [sizeChoice, setSize] = useState(hasSizes && product.variants.some((v) => v.size === initialSize) ? initialSize : undefined);
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState<string>();
  const add = useAddToCart(partnerId);
  const drawer = useModal(CART_DRAWER);
  const [added, setAdded] = useState<number>();
  const money = useMoney();
  const alert = useRef<HTMLParagraphElement>(null);
  // An error is brought into view above the phone's bar (the button may be far below the fields).
  const showAlert = () => alert.current?.scrollIntoView({ block: 'nearest' });
  useEffect(() => {
    if (error) alert.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);

  const sizes = [...new Set(product.variants.filter((v) => !color || v.color === color).map((v) => v.size).filter((s): s is string => Boolean(s)))];
  const size = sizeChoice && sizes.includes(sizeChoice) ? sizeChoice : undefined;
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

  // What the shopper chose before React ran is in the form, not in the state: take it over.
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const data = new FormData(element);
    const domColor = data.get('color')?.toString();
    const domSize = data.get('size')?.toString();
    const quantityInput = element.elements.namedItem('quantity') as HTMLInputElement | null;
    const carried = quantityFromQuery(new URLSearchParams(window.location.search).get('quantity'));
    if (quantityInput && carried && quantityInput.value === '1') quantityInput.value = carried;
    if (quantityInput) setQuantity(quantityInput.value);
    if (domColor !== undefined && domColor !== color) setColor(domColor);
    if (domSize !== undefined && domSize !== sizeChoice) setSize(domSize);
    if ((domColor !== undefined && domColor !== color) || (domSize !== undefined && domSize !== sizeChoice) || carried) {
      choose({ color: domColor ?? color, size: domSize ?? sizeChoice });
    }
    // Once, when the page becomes live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The count in the header moves at once; a refusal rolls it back with a toast (use-cart); once
  // the server has the line, the cart drawer shows it with the way to checkout.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const check = checkAddToCart({ hasSizes, variants: product.variants, color, size, quantity: Number(quantity) });
    if (!check.ok) return (setError(check.error), showAlert());
    const variantId = check.variant.id;
    add.mutate({ variantId, quantity: Number(quantity) }, { onSuccess: () => (setAdded(variantId), drawer.open()) });
  };

  return (
    <form ref={form} className="variant-picker" method="get" action={pathname} onSubmit={submit} noValidate>
      <fieldset>
        <legend>{t('color')}</legend>
        <div className="choice-row">
          {colors.map((c) => (
            <label key={c} className="color-choice">
              <input type="radio" name="color" value={c} defaultChecked={color === c} onChange={() => (setColor(c), choose({ color: c, size }))} />
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
                  <input type="radio" name="size" value={s} defaultChecked={size === s} onChange={() => (setSize(s), choose({ color, size: s }))} />
                  {s}
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      <p className="variant-state" id="variant-state">
        {chosen && (
          <>
            <AvailabilityLabel status={chosen.availability} /> {chosen.stock > 0 && <span>· {t('inStock', { count: chosen.stock })}</span>}
          </>
        )}
      </p>
      <QuantityField stock={chosen?.stock} describedBy="variant-state" onChange={(value) => (setQuantity(value), setError(undefined))} />
      {error && (
        <p ref={alert} className="form-alert form-alert-error" role="alert">
          {t(`errors.${error as 'select_size'}`)}
        </p>
      )}
      {/* On a phone this bar is fixed to the bottom of the screen by CSS (product-page.css): the same
          button, so there is one add-to-cart control; the price beside it repeats the page's, unread. */}
      <div className="buy-bar">
        <p className="buy-bar-price" aria-hidden="true">
          {money(product.price.gross)}
        </p>
        {/* Busy, not disabled, while adding: a disabled button would drop the focus (issue #49 item 5). */}
        <button ref={submitButton} type="submit" className="button-primary" aria-disabled={add.isPending || undefined} aria-busy={add.isPending}>
          {t('addToCart')}
        </button>
      </div>
      <CartDrawer partnerId={partnerId} variantId={added} onClose={() => submitButton.current?.focus()} />
    </form>
  );
}
