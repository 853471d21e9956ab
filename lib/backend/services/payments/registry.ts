import type { ApiDeps } from '../../context';
import type { PaymentProvider, ProviderName } from './provider';
import { alphaProvider, eurobankProvider } from './cardlink/cardlink-provider';
import { vivaProvider } from './viva/viva-provider';
import { paypalProvider } from './paypal/paypal-provider';
import { winbankProvider } from './winbank/winbank-provider';

/** The adapter of each provider (DESIGN §6), configured from env (live) or for its sandbox. */
const FACTORIES: Partial<Record<ProviderName, (deps: ApiDeps) => PaymentProvider>> = {
  Viva: (deps) => vivaProvider(deps),
  Paypal: (deps) => paypalProvider(deps),
  Alpha: (deps) => alphaProvider(deps),
  Eurobank: (deps) => eurobankProvider(deps),
  WinBank: (deps) => winbankProvider(deps),
};

/** Whether a provider has an adapter (what checkout may offer), without making one. */
export const hasPaymentProvider = (name: ProviderName): boolean => FACTORIES[name] !== undefined;

/** The adapter of a provider, or undefined while it is not built. */
export function paymentProvider(deps: ApiDeps, name: ProviderName): PaymentProvider | undefined {
  return FACTORIES[name]?.(deps);
}
