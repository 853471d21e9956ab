import { and, asc, eq, gte, lt, sql, sum } from 'drizzle-orm';
import { FREE_DELIVERY_THRESHOLD_CENTS } from '@/lib/config/checkout-rates';
import type { Language } from '@/lib/contract/enums';
import type { Partner, PartnerPromotion, PartnerSummary, PromotionInfo } from '@/lib/contract/partner';
import { freeDeliveryThresholdOf } from '@/lib/rules/free-delivery';
import { quotaPeriodBounds } from '@/lib/rules/quota-period';
import type { PartnerScope } from '../context';
import type { Database } from '../db/client';
import { partners, quotaUsage } from '../db/schema';
import { partnerRows, type PartnerRow } from './partner-cache';

/** Partner codes are short slugs; anything else cannot name a partner (and never reaches SQL). */
const isPartnerCode = (code: string) => /^[a-z0-9][a-z0-9-]{0,63}$/i.test(code);

export async function findPartnerByCode(db: Database, code: string): Promise<PartnerScope | undefined> {
  if (!isPartnerCode(code)) return undefined;
  const lower = code.toLowerCase();
  const row = (await partnerRows(db)).find((p) => p.code === lower);
  return row && { id: row.id, code: row.code, name: row.name, status: row.status };
}

/** The active partners, ordered by code; disabled ones are left out (they must not be crawled). */
export async function listActivePartners(db: Database): Promise<PartnerSummary[]> {
  return db
    .select({ code: partners.code, name: partners.name, defaultLanguage: partners.defaultLanguage })
    .from(partners)
    .where(eq(partners.status, 'active'))
    .orderBy(asc(partners.code));
}

/** `issuerEmail`: the partner's own issuer's e-mail (null: the shop sells; the route answers the shop's). */
export async function getPartnerView(db: Database, code: string, lang: Language): Promise<(Omit<Partner, 'testPayments' | 'contactEmail'> & { status: string; issuerEmail: string | null }) | undefined> {
  if (!isPartnerCode(code)) return undefined;
  const lower = code.toLowerCase();
  const row = (await partnerRows(db)).find((p) => p.code === lower);
  if (!row) return undefined;
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    defaultLanguage: row.defaultLanguage,
    content: row.content[lang],
    promotion: partnerPromotion(row),
    freeDeliveryThreshold: freeDeliveryThresholdOf(row.freeDeliveryThresholdCents, FREE_DELIVERY_THRESHOLD_CENTS),
    status: row.status,
    issuerEmail: row.issuer?.email ?? null,
  };
}

/** The partner's free-delivery threshold in cents (its own, or the shop's): the cart, checkout and banner show it. */
export async function partnerFreeDeliveryCents(db: Database, partnerId: number): Promise<number> {
  const row = (await partnerRows(db)).find((p) => p.id === partnerId);
  return freeDeliveryThresholdOf(row?.freeDeliveryThresholdCents, FREE_DELIVERY_THRESHOLD_CENTS);
}

function partnerPromotion(row: { promotionKind: PartnerPromotion['discount']['kind']; promotionValue: number; combinationPolicy: string }): PartnerPromotion {
  return { discount: { kind: row.promotionKind, value: row.promotionValue }, combinationPolicy: row.combinationPolicy };
}

/** Read on every authenticated page (the layout's promotion info): prepared once per database. */
const prepareQuotaUsed = (db: Database) =>
  db
    .select({ used: sum(quotaUsage.units).mapWith(Number) })
    .from(quotaUsage)
    .where(
      and(
        eq(quotaUsage.customerId, sql.placeholder('customerId')),
        eq(quotaUsage.partnerId, sql.placeholder('partnerId')),
        gte(quotaUsage.periodStart, sql.placeholder('start')),
        lt(quotaUsage.periodStart, sql.placeholder('end')),
      ),
    )
    .prepare('quota_used');
const quotaUsedStatements = new WeakMap<Database, ReturnType<typeof prepareQuotaUsed>>();

function quotaUsed(db: Database): ReturnType<typeof prepareQuotaUsed> {
  let statement = quotaUsedStatements.get(db);
  if (!statement) quotaUsedStatements.set(db, (statement = prepareQuotaUsed(db)));
  return statement;
}

export async function getPromotionInfo(db: Database, partnerId: number, customerId: number, now: Date): Promise<PromotionInfo> {
  const partner = (await partnerRows(db)).find((p) => p.id === partnerId);
  if (!partner) throw new Error(`partner ${partnerId} vanished`);
  const period = quotaPeriodBounds(partner.quotaPeriod, now);
  const [usage] = await quotaUsed(db).execute({ customerId, partnerId, ...period });
  return promotionInfoOf(partner, period, usage?.used ?? 0);
}

/** The partner's discount and the customer's quota in this period, with `used` units of it used. */
export function promotionInfoOf(partner: PartnerRow, period: { start: string; end: string }, used: number): PromotionInfo {
  return {
    ...partnerPromotion(partner),
    quota: {
      limit: partner.quotaLimit,
      used,
      remaining: Math.max(0, partner.quotaLimit - used),
      period: partner.quotaPeriod,
      periodStart: period.start,
      periodEnd: period.end,
    },
  };
}
