import type { Language } from '@/lib/contract/enums';
import type { PartnerScope, ApiDeps } from '../../context';
import { renderOrderMail } from '../../mail/order-mail';
import { storefrontLink } from '../links';
import { getOrderById } from './order-view';

/**
 * The order confirmation (issue #5), in the order's language, to the order's contact email, with
 * a link to the storefront's `checkout-success/{uid}` page. Sent after the order is committed; a
 * failure is logged and never undoes the order (the mailer records SMTP failures in the outbox).
 */
export async function sendOrderMail(deps: ApiDeps, partner: PartnerScope, placed: { orderId: number; language: Language; firstName: string }): Promise<void> {
  try {
    const order = await getOrderById(deps.db, placed.orderId, placed.language);
    if (!order) return;
    await deps.mailer.send(
      renderOrderMail({
        order,
        language: placed.language,
        partnerId: partner.id,
        partnerName: partner.name,
        firstName: placed.firstName,
        link: storefrontLink(deps, placed.language, partner.code, `checkout-success/${order.uid}`),
      }),
    );
  } catch (error) {
    console.error('[orders] confirmation mail failed', placed.orderId, error);
  }
}
