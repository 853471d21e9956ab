import { useMoney } from '@/components/ui/use-money';
import type { TotalsLine, TotalsLineName, TotalsLines } from '@/lib/rules/totals-lines';

type Props = {
  lines: TotalsLines;
  label: (line: TotalsLine) => string;
  /** Shipping not known yet, and shipping that costs nothing. */
  texts: { unknown: string; free: string };
  rowTestId?: (name: TotalsLineName) => string | undefined;
  valueTestId?: (name: TotalsLineName) => string | undefined;
  className?: string;
  busy?: boolean;
};

/**
 * An amounts summary that adds up (lib/rules/totals-lines.ts), as a description list: what is
 * taken off with a minus sign, shipping as free or still to come, then the total's net and VAT
 * parts. Shared by the cart summary and the checkout, confirmation and order pages.
 */
export function TotalsRows({ lines, label, texts, rowTestId, valueTestId, className = 'totals', busy }: Props) {
  const money = useMoney();
  const value = (line: TotalsLine) => {
    if (line.name === 'shipping') return !line.known ? texts.unknown : line.cents === 0 ? texts.free : money(line.cents);
    return line.sign < 0 && line.cents > 0 ? `−${money(line.cents)}` : money(line.cents);
  };
  const rows = (list: TotalsLine[], kind: string) =>
    list.map((line) => (
      <div key={line.name} className={`${kind} totals-${line.name}`} data-testid={rowTestId?.(line.name)}>
        <dt>{label(line)}</dt>
        <dd data-testid={valueTestId?.(line.name)}>{value(line)}</dd>
      </div>
    ));
  return (
    <dl className={className} aria-live={busy === undefined ? undefined : 'polite'} aria-busy={busy}>
      {rows(lines.sum, 'totals-row')}
      {rows(lines.parts, 'totals-row totals-part')}
    </dl>
  );
}
