import { createTranslator } from 'use-intl/core';
import type { Language } from '@/lib/contract/enums';
import { formatGiftCardCode } from '@/lib/rules/gift-card';
import el from '@/messages/el.json';
import en from '@/messages/en.json';
import { escapeHtml } from '../../mail/templates';
import { outboxEmails } from '../../db/schema';
import type { Tx } from '../../db/transaction';

/**
 * The mail with a newly issued gift card's code (issue #45), in the order's language, written to
 * the outbox in the transaction that issues the card: the code is mailed exactly when it exists.
 */
const catalogues = { el, en } as const;

const euros = (cents: number, language: Language) => new Intl.NumberFormat(language === 'el' ? 'el-GR' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);

export async function mailGiftCard(tx: Tx, input: { partnerId: number; to: string; language: Language; code: string; cents: number; expiresAt: Date }): Promise<void> {
  const t = createTranslator({ locale: input.language, messages: catalogues[input.language], namespace: 'giftCards' });
  const date = new Intl.DateTimeFormat(input.language === 'el' ? 'el-GR' : 'en-GB', { dateStyle: 'long', timeZone: 'Europe/Athens' }).format(input.expiresAt);
  const body = t('mailBody', { code: formatGiftCardCode(input.code), amount: euros(input.cents, input.language), date });
  await tx.insert(outboxEmails).values({ partnerId: input.partnerId, recipient: input.to, kind: 'giftCard', language: input.language, subject: t('mailSubject'), text: body, html: `<p>${escapeHtml(body)}</p>`, links: [] });
}
