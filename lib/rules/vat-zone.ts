import type { ShippingCountry } from './address-formats';
import { normalisePostalCode } from './address-formats';

/**
 * The VAT rates by place of delivery (issue #47 item 7, decision 0077). Article 21 §4 of the Greek
 * VAT Code (Law 2859/2000, as amended from 1.7.2021) cuts the rates by 30 % — 24/13/6 % to
 * 17/9/4 % — on Leros, Lesvos, Kos, Samos and Chios, for goods a Greek seller ships there to a
 * business (a taxable person or a legal entity) established there. Goods sold to a private person
 * from the mainland keep the normal rates wherever they are delivered, so a retail receipt is
 * always at the normal rates; an invoice order is at the islands' rates when both the address on
 * the invoice (where the business is established) and the delivery address are on one of the five
 * islands. Store pickup hands the goods over at the store: normal rates.
 *
 * The islands are told by their postal codes (ELTA). The table holds only the five islands
 * themselves: smaller islands that share a regional unit but not the reduction have their own
 * codes (Lemnos 814, Agios Efstratios 815, Ikaria 833, Fournoi 834, Nisyros 853 03, Oinousses
 * 821 01, Psara 821 04) and are left out.
 */
export type VatZone = 'normal' | 'islands' | 'intraEu';

export const VAT_ZONES = ['normal', 'islands', 'intraEu'] as const satisfies readonly VatZone[];

type Island = 'lesvos' | 'chios' | 'samos' | 'kos' | 'leros';

/** Postal codes by island: a 3-digit prefix takes every code under it, a 5-digit one exactly that code; `except` leaves codes out. */
const ISLAND_CODES: Readonly<Record<Island, { prefixes: readonly string[]; except?: readonly string[] }>> = {
  lesvos: { prefixes: ['811'] },
  chios: { prefixes: ['821'], except: ['82101', '82104'] },
  samos: { prefixes: ['831', '832'] },
  kos: { prefixes: ['85300', '85301', '85302'] },
  leros: { prefixes: ['85400'] },
};

/** The island with reduced VAT rates a Greek postal code belongs to, if any. */
export function reducedVatIsland(country: ShippingCountry | string, postalCode: string): Island | undefined {
  if (country !== 'GR') return undefined;
  const code = normalisePostalCode(postalCode);
  if (!/^\d{5}$/.test(code)) return undefined;
  for (const [island, { prefixes, except = [] }] of Object.entries(ISLAND_CODES) as [Island, (typeof ISLAND_CODES)[Island]][]) {
    if (prefixes.some((prefix) => code.startsWith(prefix)) && !except.includes(code)) return island;
  }
  return undefined;
}

type Place = { country: string; postalCode: string };

/**
 * The zone of an order: the islands' rates only for an invoice to a business on one of them,
 * delivered there; no VAT (an intra-Community supply, Article 28 §1a of the VAT Code) for an
 * invoice to a business of another member state whose VAT number VIES confirmed (`euVatVerified`),
 * with the goods sent to that state (decision 0078). Anything else is the normal zone.
 */
export function vatZoneOf(order: { type: 'Invoice' | 'Receipt'; billing: Place | null | undefined; delivery: Place | null | undefined; euVatVerified?: boolean }): VatZone {
  if (order.type !== 'Invoice' || !order.billing || !order.delivery) return 'normal';
  if (order.billing.country !== 'GR') return order.euVatVerified && order.delivery.country === order.billing.country ? 'intraEu' : 'normal';
  const established = reducedVatIsland(order.billing.country, order.billing.postalCode);
  return established && reducedVatIsland(order.delivery.country, order.delivery.postalCode) ? 'islands' : 'normal';
}

/** A rate of the normal zone (basis points) as it is in a zone: 30 % less on the islands, rounded to a whole percent (2400 → 1700, 1300 → 900, 600 → 400); none in an intra-Community supply. */
export function rateInZone(normalBasisPoints: number, zone: VatZone): number {
  if (zone === 'intraEu') return 0;
  if (zone === 'normal' || normalBasisPoints === 0) return normalBasisPoints;
  return Math.round((normalBasisPoints * 0.7) / 100) * 100;
}
