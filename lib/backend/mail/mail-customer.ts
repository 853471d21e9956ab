import type { Language } from '@/lib/contract/enums';
import type { ApiDeps, PartnerScope } from '../context';
import { storefrontLink } from '../services/links';
import { renderMail, type MailKind } from './templates';

/** Sends a transactional mail to a customer, with a link to a page of the partner's storefront. */
export async function mailCustomer(
  deps: ApiDeps,
  input: { kind: MailKind; lang: Language; partner: PartnerScope; to: string; firstName: string; path: string; values?: Record<string, string> },
): Promise<void> {
  await deps.mailer.send(
    renderMail({
      kind: input.kind,
      language: input.lang,
      to: input.to,
      partnerId: input.partner.id,
      partnerName: input.partner.name,
      firstName: input.firstName,
      link: storefrontLink(deps, input.lang, input.partner.code, input.path),
      values: input.values,
    }),
  );
}
