import { useTranslations } from 'next-intl';
import type { OrderLine } from '@/lib/contract/orders';
import { useVariantText } from '@/components/orders/use-variant-text';
import { useMoney } from '@/components/ui/use-money';

type Line = Pick<OrderLine, 'variantId' | 'name' | 'code' | 'color' | 'size' | 'quantity' | 'total'> & { problem?: string | null };

/** The lines of a cart or an order: name, colour and size, quantity, line total. */
export function OrderLines({ lines, problemText }: { lines: readonly Line[]; problemText?: (problem: string) => string | undefined }) {
  const t = useTranslations('checkout.lines');
  const variantText = useVariantText();
  const money = useMoney();
  return (
    <ul className="order-lines">
      {lines.map((line) => (
        <li key={line.variantId} className="order-line">
          <span className="order-line-name">
            {line.name}
            <span className="choice-detail">
              {line.code} · {variantText(line.color, line.size)}
            </span>
            {line.problem && problemText && <span className="field-error">{problemText(line.problem)}</span>}
          </span>
          <span className="order-line-quantity">{t('quantity', { count: line.quantity })}</span>
          <span className="order-line-total">{money(line.total.gross)}</span>
        </li>
      ))}
    </ul>
  );
}
