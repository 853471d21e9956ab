import { createTranslator } from 'use-intl/core';
import type { Language } from '@/lib/contract/enums';
import el from '@/messages/el.json';
import en from '@/messages/en.json';
import type { ApiDeps } from '../context';
import { escapeHtml } from '../mail/templates';
import { storefrontLink } from '../services/links';

/**
 * The mail a staff member gets with a one-time link to set their password (issue #44 item 3): on
 * an invitation and on a password reset. The link opens the console's set-password page; the
 * texts come from messages/*.json (staff.members.mail). Written to the outbox like every mail.
 */
const catalogues = { el, en } as const;

export type StaffLinkKind = 'invite' | 'reset';

export const staffPasswordPath = (token: string): string => `password/${token}`;

export async function mailStaffLink(deps: ApiDeps, input: { kind: StaffLinkKind; lang: Language; to: string; name: string; token: string; hours: number }): Promise<void> {
  const t = createTranslator({ locale: input.lang, messages: catalogues[input.lang], namespace: 'staff.members.mail' });
  const link = storefrontLink(deps, input.lang, 'staff', staffPasswordPath(input.token));
  const values = { name: input.name, hours: input.hours };
  const subject = t(`${input.kind}.subject`, values);
  const body = t(`${input.kind}.body`, values);
  const action = t(`${input.kind}.action`, values);
  const greeting = t('greeting', values);
  const signature = t('signature', values);
  await deps.mailer.send({
    to: input.to,
    kind: input.kind === 'invite' ? 'staffInvite' : 'staffReset',
    language: input.lang,
    subject,
    text: [greeting, '', body, '', `${action}: ${link}`, '', signature].join('\n'),
    html: [`<p>${escapeHtml(greeting)}</p>`, `<p>${escapeHtml(body)}</p>`, `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`, `<p>${escapeHtml(signature)}</p>`].join('\n'),
    links: [link],
  });
}
