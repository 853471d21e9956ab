import { eq } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import { documentLabel } from '@/lib/fiscal/document-series';
import { documentKind } from '@/lib/orders/order-document';
import el from '@/messages/el.json';
import en from '@/messages/en.json';
import type { ApiDeps } from '../../context';
import { orders, outboxEmails, partners } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { escapeHtml } from '../../mail/templates';
import { storefrontLink } from '../links';

/**
 * The customer's copy of their invoice or receipt, and of each credit note (issue #47, decision
 * 0073): once myDATA has registered the document, a mail in the order's language with the MARK, a
 * link to the order and the document's PDF attached (made when the mail is sent:
 * outbox-sender.ts), written to the outbox in the transaction that records the MARK, so it is sent
 * exactly when there is a MARK, once. `creditId`: the document is that credit note of the order.
 */
const catalogues = { el, en } as const;

export async function mailFiscalDocument(tx: Tx, deps: Pick<ApiDeps, 'env'>, doc: { orderId: number; series: string; year: number; number: number; mark: string; creditId?: number }): Promise<void> {
  const [row] = await tx
    .select({ uid: orders.uid, number: orders.orderNumber, type: orders.type, email: orders.email, language: orders.language, billing: orders.billing, partnerId: partners.id, partnerCode: partners.code, partnerName: partners.name })
    .from(orders)
    .innerJoin(partners, eq(partners.id, orders.partnerId))
    .where(eq(orders.id, doc.orderId));
  if (!row) return;
  const language = row.language === 'en' ? 'en' : 'el';
  const t = createTranslator({ locale: language, messages: catalogues[language], namespace: doc.creditId === undefined ? 'email.fiscal' : 'email.creditNote' });
  const values = { kind: documentKind(row.type), label: documentLabel(doc), number: row.number, mark: doc.mark, partner: row.partnerName, name: row.billing.firstName };
  const link = storefrontLink(deps, language, row.partnerCode, `checkout-success/${row.uid}`);
  const text = t('body', { ...values, link });
  await tx.insert(outboxEmails).values({
    partnerId: row.partnerId,
    recipient: row.email,
    kind: 'fiscalDocument',
    language,
    subject: t('subject', values),
    text,
    html: text
      .split('\n\n')
      .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
      .join(''),
    links: [link],
    attachment: { kind: 'order-document', orderId: doc.orderId, ...(doc.creditId === undefined ? {} : { creditId: doc.creditId }) },
  });
}
