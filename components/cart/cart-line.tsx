'use client';

import Image from 'next/image';
import { IntentLink } from '@/components/ui/intent-link';
import { useTranslations } from 'next-intl';
import { Price } from '@/components/catalog/price';
import { useMoney } from '@/components/ui/use-money';
import type { CartLine, CartLineProblem } from '@/lib/contract/cart';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';
import { lineQuantityLimit } from '@/lib/rules/cart-line-check';
import { focusMain } from '@/lib/ui/focus-main';
import { QuantityStepper } from './quantity-stepper';
import { useRemoveCartLine, useUpdateCartLine } from './use-cart-changes';

/**
 * One line of the cart: picture, name (to the product page), code, colour and size, unit price
 * (the list price struck through when discounted), quantity, line total and remove. A line with a
 * problem says what it is (SPEC §5 keys) and blocks checkout; a line that can no longer be
 * changed (withdrawn or out of stock) can still be removed. Removing it gives the focus to the
 * page's heading (the button goes with its line); the header's live region says the new count.
 */
export function CartLineItem({ line, lang, partnerId }: { line: CartLine; lang: Language; partnerId: string }) {
  const t = useTranslations('cart');
  const tc = useTranslations('catalog');
  const te = useTranslations('errors');
  const tp = useTranslations('product');
  const money = useMoney();
  const update = useUpdateCartLine(partnerId);
  const remove = useRemoveCartLine(partnerId);
  const frozen = line.problem === 'product_unavailable' || line.problem === 'out_of_stock';
  const problemId = `cart-line-${line.id}-problem`;
  // Each key by name: the cart page's HTML carries these three error texts, not the whole
  // catalogue of API errors (lib/i18n/client-messages.ts).
  const problemText: Record<CartLineProblem, string> = {
    product_unavailable: te('product_unavailable'),
    out_of_stock: te('out_of_stock'),
    not_available_quantity: te('not_available_quantity'),
  };

  return (
    <li className={`cart-line${line.problem ? ' cart-line-problem' : ''}`} aria-describedby={line.problem ? problemId : undefined} aria-busy={update.isPending}>
      <Image className="cart-line-image" src={line.picture} alt="" width={96} height={96} />
      <div className="cart-line-info">
        <h2 className="cart-line-name">
          <IntentLink href={buildPath({ lang, partnerId, path: `products/${line.eurl}` })}>{line.name}</IntentLink>
        </h2>
        <p className="cart-line-meta">{tc('code', { code: line.code })}</p>
        <p className="cart-line-meta">
          {t('colorValue', { color: tc(`colorNames.${line.color}`) })}
          {line.size && ` · ${t('sizeValue', { size: line.size })}`}
        </p>
        {line.problem && (
          <p id={problemId} className="cart-line-problem-text">
            {problemText[line.problem]}
            {line.problem === 'not_available_quantity' && ` (${tp('inStock', { count: line.stock })})`}
          </p>
        )}
      </div>
      <div className="cart-line-price">
        <span className="cart-line-label">{t('unitPrice')}</span>
        <Price price={{ gross: line.unit.gross, listGross: line.unit.listGross, discounted: line.unit.discount > 0 }} />
      </div>
      <QuantityStepper
        name={line.name}
        quantity={line.quantity}
        max={frozen ? 0 : lineQuantityLimit(line.stock)}
        disabled={frozen}
        onChange={(quantity) => update.mutate({ lineId: line.id, quantity })}
      />
      <p className="cart-line-total">
        <span className="cart-line-label">{t('lineTotal')}</span>
        <strong data-testid="line-total">{money(line.total.gross)}</strong>
      </p>
      <button type="button" className="button-link cart-line-remove" onClick={() => (focusMain(), remove.mutate(line.id))} aria-label={t('removeLabel', { name: line.name })}>
        {t('remove')}
      </button>
    </li>
  );
}
