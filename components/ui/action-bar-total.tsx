
type Props = { label: string; amount: string; testId: string; busy?: boolean };

/** The total in a phone's sticky action bar (components/ui/action-bar.css; hidden on wider screens). */
export function ActionBarTotal({ label, amount, testId, busy }: Props) {
  return (
    <p className="action-bar-total" aria-busy={busy || undefined}>
      <span>{label}</span>
      <span className="action-bar-amount" data-testid={testId}>
        {amount}
      </span>
    </p>
  );
}
