import { z } from 'zod';
import type { Language } from '@/lib/contract/enums';
import type { DeliveryTimes } from '@/lib/rules/delivery-estimate';
import { DELIVERY_DAYS } from '@/lib/rules/checkout-options';

/**
 * The seller behind the shop (issue #46: the footer's company details and contact, the product
 * page's dispatch time; issue #47: the issuer of every invoice and receipt), read from the
 * environment with a demo company as default, validated at start with the rest of the server
 * environment (lib/config/server-env.ts). Production refuses to start while the issuer is still the
 * demo company (lib/config/issuer-problems.ts), unless DEMO_MODE=1.
 */
export const SHOP_DEMO = {
  name: { el: 'Storefront Demo Μονοπρόσωπη Ι.Κ.Ε.', en: 'Storefront Demo Single-Member P.C.' },
  address: { el: 'Λεωφ. Συγγρού 100, 117 41 Αθήνα', en: '100 Syngrou Avenue, 117 41 Athens, Greece' },
  vatNumber: 'EL999999999',
  taxOffice: 'ΦΑΕ Αθηνών',
  registryNumber: '123456701000',
  phone: '+30 210 000 0000',
  email: 'info@storefront.example',
  dispatchDays: 0,
} as const;

const text = z.string().trim().min(1).max(160);

/** The SHOP_* variables (a part of lib/config/server-env.ts's schema). An `_EN` variant defaults to the Greek one. */
export const shopEnvShape = {
  SHOP_COMPANY_NAME: text.default(SHOP_DEMO.name.el),
  SHOP_COMPANY_NAME_EN: text.optional(),
  SHOP_COMPANY_ADDRESS: text.default(SHOP_DEMO.address.el),
  SHOP_COMPANY_ADDRESS_EN: text.optional(),
  SHOP_VAT_NUMBER: z.string().regex(/^[A-Z]{0,2}[0-9A-Z]{8,12}$/, 'must be a VAT number (e.g. EL123456789)').default(SHOP_DEMO.vatNumber),
  // The tax office (Δ.Ο.Υ.) the seller belongs to, as it is printed on Greek documents.
  SHOP_TAX_OFFICE: text.default(SHOP_DEMO.taxOffice),
  SHOP_REGISTRY_NUMBER: z.string().regex(/^[0-9]{1,15}$/, 'must be the company registry (ΓΕΜΗ) number, digits only').default(SHOP_DEMO.registryNumber),
  SHOP_PHONE: z.string().regex(/^\+?[0-9 ()-]{6,24}$/, 'must be a phone number').default(SHOP_DEMO.phone),
  SHOP_EMAIL: z.email('must be an e-mail address').default(SHOP_DEMO.email),
  // Working days from the order until an item in stock leaves the warehouse (0: the same day).
  SHOP_DISPATCH_DAYS: z.coerce.number().int().min(0).max(30).default(SHOP_DEMO.dispatchDays),
};

/** The SHOP_* variables once validated. */
export type ShopEnv = z.output<z.ZodObject<typeof shopEnvShape>>;

export type ShopConfig = {
  company: { name: Record<Language, string>; address: Record<Language, string>; vatNumber: string; taxOffice: string; registryNumber: string };
  contact: { phone: string; email: string };
  delivery: DeliveryTimes;
};

/** The shop's configuration from its variables (validated already); the courier's time is the checkout's. */
export function shopConfigOf(env: ShopEnv): ShopConfig {
  return {
    company: {
      name: { el: env.SHOP_COMPANY_NAME, en: env.SHOP_COMPANY_NAME_EN ?? (env.SHOP_COMPANY_NAME === SHOP_DEMO.name.el ? SHOP_DEMO.name.en : env.SHOP_COMPANY_NAME) },
      address: { el: env.SHOP_COMPANY_ADDRESS, en: env.SHOP_COMPANY_ADDRESS_EN ?? (env.SHOP_COMPANY_ADDRESS === SHOP_DEMO.address.el ? SHOP_DEMO.address.en : env.SHOP_COMPANY_ADDRESS) },
      vatNumber: env.SHOP_VAT_NUMBER,
      taxOffice: env.SHOP_TAX_OFFICE,
      registryNumber: env.SHOP_REGISTRY_NUMBER,
    },
    contact: { phone: env.SHOP_PHONE, email: env.SHOP_EMAIL },
    delivery: { dispatchDays: env.SHOP_DISPATCH_DAYS, transit: DELIVERY_DAYS.courier },
  };
}
