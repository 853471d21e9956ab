import 'server-only';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Language } from '@/lib/contract/enums';
import type { Database } from '../../db/client';
import { consentRecords, customerAddresses, customers, impersonations, outboxEmails, privacyRequests, staffMembers, vatChecks } from '../../db/schema';
import { toProfile } from '../customers';
import { iso, keysetRows } from './export-batches';
import { exportCart, exportGiftCards, exportLoyalty, exportLoyaltyEntries, exportOrderLists, exportQuotaUsage, exportQuotations, exportReturns } from './export-commerce';
import { exportOrders } from './export-orders';
import type { ExportOwner, ExportRecord, ExportSection } from './export-types';

/**
 * What a customer's data export holds (issue #49 item 2, decision 0095), section by section, each
 * read when the writer reaches it: every table with the customer's id, filtered by the customer
 * and the partner (a table without a partner of its own through the customer's row). Secrets are
 * left out (the password hash, session and link token hashes, idempotency keys): they mean
 * nothing to the customer and would weaken the account if a file leaked.
 */
type CustomerRow = typeof customers.$inferSelect;

/** The personal data of the customer's own row: their profile as the API answers it, and the account's dates. */
export const exportProfile = (row: CustomerRow): ExportRecord => ({
  ...toProfile(row),
  status: row.status,
  verifiedAt: iso(row.verifiedAt),
  updatedAt: row.updatedAt.toISOString(),
  deletedAt: iso(row.deletedAt),
});

/** The customer's row within the partner: the join that scopes the tables that have no partner of their own. */
const ownCustomer = (owner: ExportOwner) => and(eq(customers.id, owner.customerId), eq(customers.partnerId, owner.partnerId));

const addresses = (db: Database, owner: ExportOwner) =>
  keysetRows(
    (after, limit) =>
      db
        .select()
        .from(customerAddresses)
        .where(and(eq(customerAddresses.customerId, owner.customerId), eq(customerAddresses.partnerId, owner.partnerId), gt(customerAddresses.id, after)))
        .orderBy(asc(customerAddresses.id))
        .limit(limit),
    (a): ExportRecord => ({
      title: a.title,
      firstName: a.firstName,
      lastName: a.lastName,
      country: a.country,
      region: a.region,
      address: a.address,
      city: a.city,
      postalCode: a.postalCode,
      mobile: a.mobile,
      isDefault: a.isDefault,
      createdAt: a.createdAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
    }),
  );

const consents = (db: Database, owner: ExportOwner) =>
  keysetRows(
    (after, limit) =>
      db
        .select({ id: consentRecords.id, visitorId: consentRecords.visitorId, version: consentRecords.version, preferences: consentRecords.preferences, embeds: consentRecords.embeds, createdAt: consentRecords.createdAt })
        .from(consentRecords)
        .innerJoin(customers, and(eq(customers.id, consentRecords.customerId), ownCustomer(owner)))
        .where(gt(consentRecords.id, after))
        .orderBy(asc(consentRecords.id))
        .limit(limit),
    ({ id: _id, createdAt, ...rest }): ExportRecord => ({ ...rest, createdAt: createdAt.toISOString() }),
  );

const requests = (db: Database, owner: ExportOwner) =>
  keysetRows(
    (after, limit) =>
      db
        .select()
        .from(privacyRequests)
        .where(and(eq(privacyRequests.customerId, owner.customerId), eq(privacyRequests.partnerId, owner.partnerId), gt(privacyRequests.id, after)))
        .orderBy(asc(privacyRequests.id))
        .limit(limit),
    (r): ExportRecord => ({ kind: r.kind, status: r.status, reason: r.reason, byStaff: r.staffId !== null, createdAt: r.createdAt.toISOString() }),
  );

const viesChecks = (db: Database, owner: ExportOwner) =>
  keysetRows(
    (after, limit) =>
      db
        .select({ id: vatChecks.id, check: vatChecks })
        .from(vatChecks)
        .innerJoin(customers, and(eq(customers.id, vatChecks.customerId), ownCustomer(owner)))
        .where(gt(vatChecks.id, after))
        .orderBy(asc(vatChecks.id))
        .limit(limit),
    ({ check: c }): ExportRecord => ({ vatNumber: c.vatNumber, valid: c.valid, name: c.name, address: c.address, consultation: c.consultation, checkedAt: c.checkedAt.toISOString() }),
  );

/** The mails the shop wrote to the customer's address under this partner: what and when, not their links. */
const emails = (db: Database, owner: ExportOwner, email: string) =>
  keysetRows(
    (after, limit) =>
      db
        .select({ id: outboxEmails.id, kind: outboxEmails.kind, subject: outboxEmails.subject, createdAt: outboxEmails.createdAt, sentAt: outboxEmails.sentAt })
        .from(outboxEmails)
        .where(and(eq(outboxEmails.partnerId, owner.partnerId), eq(outboxEmails.recipient, email), gt(outboxEmails.id, after)))
        .orderBy(asc(outboxEmails.id))
        .limit(limit),
    (m): ExportRecord => ({ kind: m.kind, subject: m.subject, createdAt: m.createdAt.toISOString(), sentAt: iso(m.sentAt) }),
  );

/** When a sales person shopped as the customer (as the profile's "Done on your behalf" names them). */
const staffVisits = (db: Database, owner: ExportOwner) =>
  keysetRows(
    (after, limit) =>
      db
        .select({ id: impersonations.id, staff: staffMembers.name, createdAt: impersonations.createdAt, endsAt: impersonations.endsAt, endedAt: impersonations.endedAt })
        .from(impersonations)
        .innerJoin(staffMembers, eq(staffMembers.id, impersonations.staffId))
        .where(and(eq(impersonations.customerId, owner.customerId), eq(impersonations.partnerId, owner.partnerId), gt(impersonations.id, after)))
        .orderBy(asc(impersonations.id))
        .limit(limit),
    (v): ExportRecord => ({ staff: v.staff, startedAt: v.createdAt.toISOString(), endsAt: v.endsAt.toISOString(), endedAt: iso(v.endedAt) }),
  );

/** Every section of the export of `row` (the customer's own row, already read within the partner), in the file's order. */
export function exportSections(db: Database, row: CustomerRow, lang: Language): ExportSection[] {
  const owner: ExportOwner = { customerId: row.id, partnerId: row.partnerId };
  return [
    { name: 'profile', kind: 'record', read: async () => exportProfile(row) },
    { name: 'addresses', kind: 'rows', read: () => addresses(db, owner) },
    { name: 'orders', kind: 'rows', read: () => exportOrders(db, owner, lang) },
    { name: 'returns', kind: 'rows', read: () => exportReturns(db, owner, lang) },
    { name: 'quotations', kind: 'rows', read: () => exportQuotations(db, owner, lang) },
    { name: 'orderLists', kind: 'rows', read: () => exportOrderLists(db, owner, lang) },
    { name: 'loyalty', kind: 'record', read: () => exportLoyalty(db, owner) },
    { name: 'loyaltyEntries', kind: 'rows', read: () => exportLoyaltyEntries(db, owner) },
    { name: 'giftCards', kind: 'rows', read: () => exportGiftCards(db, owner) },
    { name: 'cart', kind: 'rows', read: () => exportCart(db, owner, lang) },
    { name: 'quotaUsage', kind: 'rows', read: () => exportQuotaUsage(db, owner) },
    { name: 'consentRecords', kind: 'rows', read: () => consents(db, owner) },
    { name: 'privacyRequests', kind: 'rows', read: () => requests(db, owner) },
    { name: 'vatChecks', kind: 'rows', read: () => viesChecks(db, owner) },
    { name: 'emails', kind: 'rows', read: () => emails(db, owner, row.email) },
    { name: 'impersonations', kind: 'rows', read: () => staffVisits(db, owner) },
  ];
}
