import type { ServerEnv } from '@/lib/config/server-env';
import { CardProviders } from '@/lib/rules/checkout-options';
import type { ApiDeps } from '../../context';
import { providersConfig } from './provider-http';
import { PROVIDER_SLUGS } from './provider';
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

/** Whether a provider has an adapter and PAYMENT_PROVIDERS enables it (what checkout may offer). */
export const hasPaymentProvider = (env: Pick<ServerEnv, 'PAYMENT_PROVIDERS'>, name: ProviderName): boolean =>
  FACTORIES[name] !== undefined && env.PAYMENT_PROVIDERS.includes(PROVIDER_SLUGS[name]);

/** Whether an offered provider runs against its embedded sandbox (test payments, no money taken). */
export const isSandboxProvider = (deps: ApiDeps, name: ProviderName): boolean => providersConfig(deps)[PROVIDER_SLUGS[name]].mode === 'sandbox';

/** Whether some provider checkout offers is a sandbox: checkout then says "test payment, no money is taken". */
export const offersTestPayments = (deps: ApiDeps): boolean =>
  [...CardProviders, 'Paypal' as const].some((name) => hasPaymentProvider(deps.env, name) && isSandboxProvider(deps, name));

/**
 * The adapter of a provider, or undefined while it is not built. `forNewPayment`: undefined too when
 * PAYMENT_PROVIDERS leaves it out (payments already started with it are still settled).
 */
export function paymentProvider(deps: ApiDeps, name: ProviderName, forNewPayment = false): PaymentProvider | undefined {
  if (forNewPayment && !hasPaymentProvider(deps.env, name)) return undefined;
  return FACTORIES[name]?.(deps);
}
