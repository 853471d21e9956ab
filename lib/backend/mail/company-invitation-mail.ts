import { createTranslator } from 'use-intl/core';
import type { Language } from '@/lib/contract/enums';
import type { CompanyRole } from '@/lib/rules/company/company-roles';
import el from '@/messages/el.json';
import en from '@/messages/en.json';
import type { ApiDeps, PartnerScope } from '../context';
import { outboxEmails } from '../db/schema';
import type { Tx } from '../db/transaction';
import { storefrontLink } from '../services/links';
import { escapeHtml } from './templates';

/**
 * The company invitation mail (issue #50 item 2, decision 0103), in the admin's request language,
 * written to the outbox in the transaction that creates the invitation (the outbox sender delivers
 * it with SMTP): the mailed link exists exactly when the invitation does. Strings: `email.companyInvitation`.
 */
const catalogues = { el, en } as const;

export async function mailCompanyInvitation(
  tx: Tx,
  deps: Pick<ApiDeps, 'env'>,
  input: { partner: PartnerScope; lang: Language; to: string; token: string; companyName: string; inviter: string; role: CompanyRole; expiresAt: Date },
): Promise<void> {
  const t = createTranslator({ locale: input.lang, messages: catalogues[input.lang], namespace: 'email' });
  const date = new Intl.DateTimeFormat(input.lang === 'el' ? 'el-GR' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Athens' }).format(input.expiresAt);
  const values = { partner: input.partner.name, name: input.to, company: input.companyName, inviter: input.inviter, role: input.role, date };
  const link = storefrontLink(deps, input.lang, input.partner.code, `join/${input.token}`);
  const subject = t('companyInvitation.subject', values);
  const body = t('companyInvitation.body', values);
  const action = t('companyInvitation.action', values);
  const greeting = t('greeting', values);
  const signature = t('signature', values);
  await tx.insert(outboxEmails).values({
    partnerId: input.partner.id,
    recipient: input.to,
    kind: 'companyInvitation',
    language: input.lang,
    subject,
    text: [greeting, '', body, '', `${action}: ${link}`, '', signature].join('\n'),
    html: [`<p>${escapeHtml(greeting)}</p>`, `<p>${escapeHtml(body)}</p>`, `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`, `<p>${escapeHtml(signature)}</p>`].join('\n'),
    links: [link],
  });
}
