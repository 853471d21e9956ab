import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { PartnerSettingsRequest, StaffPartner, StaffPartnerList } from '@/lib/contract/staff-partners';
import { sanitizeRichText } from '@/lib/content/sanitize';
import { changedFields, discountValueProblem } from '@/lib/rules/partner-settings';
import type { ApiDeps } from '../context';
import { partners, staffAudit } from '../db/schema';
import type { Tx } from '../db/transaction';
import { badRequest, conflict, forbidden, notFound } from '../http/api-error';
import { mydataUserOf } from '../services/mydata/mydata-client';
import { partnerChanged } from '../services/partner-cache';
import { seesPartner, type StaffPrincipal } from './staff-auth';

/**
 * Partners' settings for the staff console and the operations API (issue #17 item 3): discount,
 * quota, free-delivery threshold, loyalty rates, the quote floor margin, registration code and landing content. The row's md5 is its version (`fingerprint`), the
 * same fingerprint that expires the partner's cached pages on every instance; the discount change
 * also bumps the catalogue version (a trigger), so prices follow everywhere.
 */
const fingerprint = sql<string>`md5(${sql.identifier('partners')}::text)`;
const columns = { row: partners, fingerprint };

function toStaffPartner({ row, fingerprint: print }: { row: typeof partners.$inferSelect; fingerprint: string }): Omit<StaffPartner, 'issuerMydataUser'> {
  return {
    code: row.code,
    name: row.name,
    status: row.status,
    registrationCode: row.registrationCode,
    discountKind: row.promotionKind,
    discountValue: row.promotionValue,
    quotaLimit: row.quotaLimit,
    quotaPeriod: row.quotaPeriod,
    freeDeliveryThreshold: row.freeDeliveryThresholdCents,
    loyaltyPointsPerEuro: row.loyaltyPointsPerEuro,
    loyaltyRegisterPoints: row.loyaltyRegisterPoints,
    loyaltyBirthdayPoints: row.loyaltyBirthdayPoints,
    loyaltyCentsPerPoint: row.loyaltyCentsPerPoint,
    quoteFloorMarginPercent: row.quoteFloorMarginPercent,
    content: { el: row.content.el ?? '', en: row.content.en ?? '' },
    issuer: row.issuer ?? null,
    fingerprint: print,
  };
}

export async function listStaffPartners(deps: Pick<ApiDeps, 'db'>, staff: StaffPrincipal): Promise<StaffPartnerList> {
  const query = deps.db.select(columns).from(partners).orderBy(asc(partners.code));
  const rows = staff.partnerIds === null ? await query : await query.where(inArray(partners.id, staff.partnerIds.length ? [...staff.partnerIds] : [-1]));
  return { items: rows.map(toStaffPartner).map(({ content: _content, issuer: _issuer, ...rest }) => rest) };
}

export async function visiblePartner(db: Tx | ApiDeps['db'], staff: StaffPrincipal, code: string, lock = false) {
  const query = db.select(columns).from(partners).where(eq(partners.code, code.toLowerCase()));
  const [found] = lock ? await query.for('update') : await query;
  if (!found || !seesPartner(staff, found.row.id)) throw notFound('partner_not_found');
  return found;
}

/** The partner with whether its own issuer has a myDATA user to transmit its documents (decision 0079; null: the shop issues). */
function withMydataUser(deps: ApiDeps, partner: Omit<StaffPartner, 'issuerMydataUser'>): StaffPartner {
  return { ...partner, issuerMydataUser: partner.issuer ? mydataUserOf(deps, partner.issuer.vatNumber) !== undefined : null };
}

export async function getStaffPartner(deps: ApiDeps, staff: StaffPrincipal, code: string): Promise<StaffPartner> {
  return withMydataUser(deps, toStaffPartner(await visiblePartner(deps.db, staff, code)));
}

/** PUT /staff/partners/{code}: an Employee's; 409 partner_changed against another fingerprint, 400 with field keys for values out of range. */
export async function updatePartnerSettings(deps: ApiDeps, staff: StaffPrincipal, code: string, request: PartnerSettingsRequest): Promise<StaffPartner> {
  if (staff.role !== 'Employee') throw forbidden('staff_role_forbidden');
  const problem = discountValueProblem(request.discountKind, request.discountValue);
  if (problem) throw badRequest('validation_failed', { discountValue: problem });
  const updated = await deps.db.transaction(async (tx) => {
    const found = await visiblePartner(tx, staff, code, true);
    if (found.fingerprint !== request.expectedFingerprint) throw conflict('partner_changed');
    const content = { el: sanitizeRichText(request.content.el), en: sanitizeRichText(request.content.en) };
    const before = toStaffPartner(found);
    const freeDeliveryThreshold = request.freeDeliveryThreshold === undefined ? before.freeDeliveryThreshold : request.freeDeliveryThreshold;
    const loyalty = {
      loyaltyPointsPerEuro: request.loyaltyPointsPerEuro ?? before.loyaltyPointsPerEuro,
      loyaltyRegisterPoints: request.loyaltyRegisterPoints ?? before.loyaltyRegisterPoints,
      loyaltyBirthdayPoints: request.loyaltyBirthdayPoints ?? before.loyaltyBirthdayPoints,
      loyaltyCentsPerPoint: request.loyaltyCentsPerPoint ?? before.loyaltyCentsPerPoint,
      quoteFloorMarginPercent: request.quoteFloorMarginPercent ?? before.quoteFloorMarginPercent,
    };
    const issuer = request.issuer === undefined ? before.issuer : request.issuer;
    const next = { registrationCode: request.registrationCode, discountKind: request.discountKind, discountValue: request.discountValue, quotaLimit: request.quotaLimit, quotaPeriod: request.quotaPeriod, freeDeliveryThreshold, ...loyalty, content, issuer };
    const { fingerprint: _print, code: _code, name: _name, status: _status, ...settings } = before;
    const change = changedFields(settings, next);
    if (Object.keys(change.after).length === 0) return found;
    await tx
      .update(partners)
      .set({ registrationCode: next.registrationCode, promotionKind: next.discountKind, promotionValue: next.discountValue, quotaLimit: next.quotaLimit, quotaPeriod: next.quotaPeriod, freeDeliveryThresholdCents: next.freeDeliveryThreshold, ...loyalty, content: { ...found.row.content, ...content }, issuer })
      .where(eq(partners.id, found.row.id));
    // The audit keeps which content changed, not the whole HTML twice.
    const summarise = (side: Partial<typeof next>) => ({ ...side, ...(side.content ? { content: Object.keys(side.content).filter((l) => change.after.content?.[l as 'el'] !== change.before.content?.[l as 'el']).join(',') } : {}) });
    await tx.insert(staffAudit).values({ staffId: staff.id, action: 'partner.settings', targetKind: 'partner', targetId: found.row.id, before: summarise(change.before), after: summarise(change.after), createdAt: deps.now() });
    return (await visiblePartner(tx, staff, code))!;
  });
  partnerChanged(deps.db, code);
  return withMydataUser(deps, toStaffPartner(updated));
}
