import { IntentLink } from '@/components/ui/intent-link';

/** The cart's way to checkout: a link, or while the cart cannot be bought a disabled one explained by the blockers' list. */
export function CheckoutLink({ href, label, blocked }: { href: string; label: string; blocked: boolean }) {
  if (!blocked) {
    return (
      <IntentLink className="button-primary cart-checkout" href={href}>
        {label}
      </IntentLink>
    );
  }
  return (
    <span className="button-primary cart-checkout" role="link" aria-disabled="true" aria-describedby="checkout-blocked">
      {label}
    </span>
  );
}
