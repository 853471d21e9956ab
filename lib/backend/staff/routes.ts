import type { Hono } from 'hono';
import { staffRoutes } from '@/lib/contract/staff-routes';
import type { ApiEnv } from '../context';
import { notFound } from '../http/api-error';
import { mount } from '../http/mount';
import { toStaffMember } from './staff-auth';
import { staffAuthRoutes } from './staff-auth-routes';
import { staffMemberRoutes } from './staff-members-routes';
import { listStaffAudit } from './staff-audit';
import { getStaffPartner, listStaffPartners, updatePartnerSettings } from './staff-partners';
import { readStock, updateStock } from './staff-stock';
import { changeCustomerStatus, resetCustomerQuota } from './staff-customer-actions';
import { listStaffCustomers, startImpersonation } from './staff-customers';
import { staffDataExportApi } from './staff-data-export';
import { deleteCustomerByStaff, listStaffPrivacyRequests } from './staff-privacy';
import { staffCompanyApiRoutes } from './staff-companies-routes';
import { changeStaffOrderStatus, getStaffOrder, listStaffOrders, staffOrderDocument } from './staff-orders';
import { pdfAttachment } from '../documents/order-document';
import { changeStaffReturnStatus, listStaffReturns } from './staff-returns';
import { listStaffFiscalDocuments, resendFiscalDocument } from './staff-fiscal';
import { correctFiscalDocument } from './staff-fiscal-correct';
import { cancelStaffShipment, getStaffShipment, issueStaffPickupList, shipStaffOrder, shipStaffOrders, staffDeliveryNotePdf, staffPickupListPdf, staffShipmentLabel } from './staff-shipments';
import { recentPickupLists } from '../services/shipping/pickup-list';
import { addStaffOrderNote } from './staff-order-notes';
import { handOverPickup } from './staff-pickup';
import { deleteContentPage, listStaffContentPages, putContentPage } from './staff-content-pages';
import { listStaffCoupons, putStaffCoupon } from './staff-coupons';
import { getStaffQuote, listStaffQuotes, putStaffQuote } from './staff-quotes';
import { pictureStaffRoutes } from '../pictures/picture-staff-routes';
import { catalogStaffRoutes } from './catalog/staff-catalog-routes';
import { catalogImportStaffRoutes } from '../catalog-import/catalog-import-routes';
import { pictureZipStaffRoutes } from '../pictures/picture-zip-routes';
import { pictureUrlStaffRoutes } from '../pictures/picture-url-routes';

/** A record id in a path: a positive integer; anything else names nothing (404 with `missing`). */
function idOf(raw: string | undefined, missing: string): number {
  const id = /^[1-9]\d{0,9}$/.test(raw ?? '') ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw notFound(missing);
  return id;
}
const orderId = (raw: string | undefined) => idOf(raw, 'order_not_found');
const customerId = (raw: string | undefined) => idOf(raw, 'customer_not_found');

/** The operations API (issue #17 items 3 to 5): staff login, orders, returns, customers, impersonation, the audit log, stock and partners. */
export function staffApiRoutes(app: Hono<ApiEnv>): void {
  staffAuthRoutes(app);
  staffMemberRoutes(app);

  mount(app, staffRoutes.staffMe, async (c) => toStaffMember(c.get('staff')));

  mount(app, staffRoutes.staffOrders, (c, { query }) => listStaffOrders(c.get('deps'), c.get('staff'), query));

  mount(app, staffRoutes.staffOrder, (c, { params }) => getStaffOrder(c.get('deps'), c.get('staff'), orderId(params.id), c.get('lang')));

  mount(app, staffRoutes.staffOrderDocument, async (c, { params, query }) => pdfAttachment(await staffOrderDocument(c.get('deps'), c.get('staff'), orderId(params.id), query.lang)));
  mount(app, staffRoutes.staffOrderCreditNote, async (c, { params, query }) =>
    pdfAttachment(await staffOrderDocument(c.get('deps'), c.get('staff'), orderId(params.id), query.lang, idOf(params.creditId, 'credit_note_not_found'))),
  );

  mount(app, staffRoutes.staffOrderStatus, async (c, { params, body }) => {
    const changed = await changeStaffOrderStatus(c.get('deps'), c.get('staff'), orderId(params.id), body);
    return { id: changed.orderId, status: changed.to, version: changed.version };
  });

  // A store pickup handed over with its code (decision 0090).
  mount(app, staffRoutes.staffOrderPickup, async (c, { params, body }) => {
    const changed = await handOverPickup(c.get('deps'), c.get('staff'), orderId(params.id), body);
    return { id: changed.orderId, status: changed.to, version: changed.version };
  });

  mount(app, staffRoutes.staffOrderNote, (c, { params, body }) => addStaffOrderNote(c.get('deps'), c.get('staff'), orderId(params.id), body));

  mount(app, staffRoutes.staffReturns, (c, { query }) => listStaffReturns(c.get('deps'), c.get('staff'), query));

  mount(app, staffRoutes.staffCustomers, (c, { query }) => listStaffCustomers(c.get('deps'), c.get('staff'), query));

  mount(app, staffRoutes.staffImpersonation, (c, { params }) => startImpersonation(c.get('deps'), c.get('staff'), customerId(params.id)));

  mount(app, staffRoutes.staffCustomerStatus, (c, { params, body }) => changeCustomerStatus(c.get('deps'), c.get('staff'), customerId(params.id), body));

  mount(app, staffRoutes.staffQuotaReset, (c, { params }) => resetCustomerQuota(c.get('deps'), c.get('staff'), customerId(params.id)));

  // Customers' privacy requests and account deletion at the customer's request (decision 0096).
  mount(app, staffRoutes.staffPrivacyRequests, (c, { query }) => listStaffPrivacyRequests(c.get('deps'), c.get('staff'), query));
  mount(app, staffRoutes.staffCustomerDeletion, (c, { params }) => deleteCustomerByStaff(c.get('deps'), c.get('staff'), customerId(params.id)));

  mount(app, staffRoutes.staffAudit, (c, { query }) => listStaffAudit(c.get('deps'), c.get('staff'), query));

  mount(app, staffRoutes.staffStock, (c, { query }) => readStock(c.get('deps'), c.get('staff'), query.skus));

  mount(app, staffRoutes.staffStockUpdate, (c, { body }) => updateStock(c.get('deps'), c.get('staff'), body));

  mount(app, staffRoutes.staffPartners, (c) => listStaffPartners(c.get('deps'), c.get('staff')));

  mount(app, staffRoutes.staffPartner, (c, { params }) => getStaffPartner(c.get('deps'), c.get('staff'), params.code ?? ''));

  mount(app, staffRoutes.staffPartnerUpdate, (c, { params, body }) => updatePartnerSettings(c.get('deps'), c.get('staff'), params.code ?? '', body));

  mount(app, staffRoutes.staffPartnerCoupons, (c, { params }) => listStaffCoupons(c.get('deps'), c.get('staff'), params.code ?? ''));
  mount(app, staffRoutes.staffPartnerCouponPut, (c, { params, body }) => putStaffCoupon(c.get('deps'), c.get('staff'), params.code ?? '', params.coupon ?? '', body));
  mount(app, staffRoutes.staffPartnerPages, (c, { params }) => listStaffContentPages(c.get('deps'), c.get('staff'), params.code ?? ''));
  mount(app, staffRoutes.staffPartnerPagePut, (c, { params, body }) => putContentPage(c.get('deps'), c.get('staff'), params.code ?? '', params.eurl ?? '', body));
  mount(app, staffRoutes.staffPartnerPageDelete, async (c, { params }) => {
    await deleteContentPage(c.get('deps'), c.get('staff'), params.code ?? '', params.eurl ?? '');
    return c.body(null, 204);
  });

  mount(app, staffRoutes.staffQuotes, (c, { query }) => listStaffQuotes(c.get('deps'), c.get('staff'), query));
  mount(app, staffRoutes.staffQuote, (c, { params }) => getStaffQuote(c.get('deps'), c.get('staff'), idOf(params.id, 'quote_not_found'), c.get('lang')));
  mount(app, staffRoutes.staffQuotePut, (c, { params, body }) => putStaffQuote(c.get('deps'), c.get('staff'), idOf(params.id, 'quote_not_found'), body, c.get('lang')));

  mount(app, staffRoutes.staffReturnStatus, (c, { params, body }) => changeStaffReturnStatus(c.get('deps'), c.get('staff'), idOf(params.id, 'return_not_found'), body));
  mount(app, staffRoutes.staffFiscalDocuments, (c, { query }) => listStaffFiscalDocuments(c.get('deps'), c.get('staff'), query));
  mount(app, staffRoutes.staffFiscalDocumentResend, (c, { params, body }) => resendFiscalDocument(c.get('deps'), c.get('staff'), idOf(params.id, 'fiscal_document_not_found'), body));
  mount(app, staffRoutes.staffFiscalDocumentCorrect, (c, { params, body }) => correctFiscalDocument(c.get('deps'), c.get('staff'), idOf(params.id, 'fiscal_document_not_found'), body));
  mount(app, staffRoutes.staffOrderShipment, (c, { params }) => getStaffShipment(c.get('deps'), c.get('staff'), orderId(params.id)));
  mount(app, staffRoutes.staffOrderShip, (c, { params }) => shipStaffOrder(c.get('deps'), c.get('staff'), orderId(params.id)));
  mount(app, staffRoutes.staffOrderShipmentLabel, (c, { params, query }) => staffShipmentLabel(c.get('deps'), c.get('staff'), orderId(params.id), query.paper));
  mount(app, staffRoutes.staffShipOrders, (c, { body }) => shipStaffOrders(c.get('deps'), c.get('staff'), body.orderIds));
  mount(app, staffRoutes.staffOrderShipmentCancel, (c, { params }) => cancelStaffShipment(c.get('deps'), c.get('staff'), orderId(params.id)));
  mount(app, staffRoutes.staffOrderDeliveryNote, (c, { params, query }) => staffDeliveryNotePdf(c.get('deps'), c.get('staff'), orderId(params.id), query.lang));
  mount(app, staffRoutes.staffPickupLists, async (c) => ({ items: await recentPickupLists(c.get('deps').db) }));
  mount(app, staffRoutes.staffPickupListIssue, (c) => issueStaffPickupList(c.get('deps'), c.get('staff')));
  mount(app, staffRoutes.staffPickupListPdf, (c, { params }) => staffPickupListPdf(c.get('deps'), idOf(params.id, 'pickup_list_not_found')));

  // A customer's data export made by staff (decision 0095).
  staffDataExportApi(app);
  pictureStaffRoutes(app);
  staffCompanyApiRoutes(app);
  catalogStaffRoutes(app);
  catalogImportStaffRoutes(app);
  pictureZipStaffRoutes(app);
  pictureUrlStaffRoutes(app);
}
