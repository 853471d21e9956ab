import { zPlaceOrderRequest } from '@/lib/contract/checkout';
import { initialCheckoutValues, type CheckoutValues } from './form-values';
import { toPlaceOrderRequest } from './order-request';

const billing = { firstName: ' Μαρία ', lastName: 'Παπαδοπούλου', country: 'GR' as const, region: '', address: 'Πανεπιστημίου 10', city: 'Αθήνα', postalCode: '106 71', mobile: '+30 691 234 5678' };
const { region: _empty, ...sentBilling } = billing;
const base: CheckoutValues = { ...initialCheckoutValues(), email: 'maria@example.com', billing, shippingMethod: 'courier', paymentMethod: 'cod' };

describe('the POST /Orders body from the form', () => {
  it('sends a receipt shipped to the billing address with cash on delivery', () => {
    const body = toPlaceOrderRequest(base, 5550);
    expect(body).toEqual({
      email: 'maria@example.com',
      documentType: 'Receipt',
      billing: { ...sentBilling, firstName: 'Μαρία' },
      saveBilling: true,
      shipTo: { kind: 'billing' },
      shippingMethod: 'courier',
      paymentMethod: 'cod',
      expectedTotal: 5550,
    });
    expect(zPlaceOrderRequest.safeParse(body).success).toBe(true);
  });

  it('sends an invoice, a locker and a card provider only when chosen, and no shipping address with a locker', () => {
    const values: CheckoutValues = {
      ...base,
      documentType: 'Invoice',
      invoice: { vatNumber: '094014201', companyName: 'Acme ΑΕ', job: 'Εμπόριο', irs: 'ΔΟΥ Α Αθηνών' },
      shipTo: 'new',
      shippingAddress: { ...billing, region: 'Αττική', city: 'Πειραιάς', postalCode: '18531' },
      saveAddress: true,
      shippingMethod: 'boxnow',
      lockerId: 'BN-1',
      storeId: '3',
      paymentMethod: 'card',
      cardProvider: 'Viva',
      comments: '  ',
    };
    const body = toPlaceOrderRequest(values, 5250);
    expect(body.invoice).toEqual(values.invoice);
    expect(body.shipTo).toEqual({ kind: 'billing' });
    const courier = toPlaceOrderRequest({ ...values, shippingMethod: 'courier', paymentMethod: 'cod' }, 5800);
    expect(courier.shipTo).toEqual({ kind: 'new', address: { ...sentBilling, firstName: 'Μαρία', region: 'Αττική', city: 'Πειραιάς', postalCode: '18531' }, save: true });
    expect(zPlaceOrderRequest.safeParse(courier).success).toBe(true);
    expect(body).toMatchObject({ shippingMethod: 'boxnow', lockerId: 'BN-1', paymentMethod: 'card', cardProvider: 'Viva' });
    expect(body).not.toHaveProperty('storeId');
    expect(body).not.toHaveProperty('comments');
    expect(zPlaceOrderRequest.safeParse(body).success).toBe(true);
  });

  it('sends a saved address by id for the courier, and a store for pickup', () => {
    expect(toPlaceOrderRequest({ ...base, shipTo: 'saved', savedAddressId: '12' }, 5550).shipTo).toEqual({ kind: 'saved', addressId: 12 });
    const body = toPlaceOrderRequest({ ...base, shipTo: 'saved', savedAddressId: '12', shippingMethod: 'store_pickup', storeId: '2', lockerId: 'BN-1', comments: 'Μετά τις 5' }, 5200);
    expect(body.shipTo).toEqual({ kind: 'billing' });
    expect(body).toMatchObject({ storeId: 2, comments: 'Μετά τις 5' });
    expect(body).not.toHaveProperty('lockerId');
    expect(body).not.toHaveProperty('invoice');
    expect(zPlaceOrderRequest.safeParse(body).success).toBe(true);
  });
});

describe('company orders (issue #50)', () => {
  it('ships to a company address by id for the courier, and sends the purchase-order number trimmed when one was typed', () => {
    const body = toPlaceOrderRequest({ ...base, shipTo: 'company', companyAddressId: '7', paymentMethod: 'on_account', purchaseOrderNumber: '  PO-2026/14 ' }, 5550);
    expect(body).toMatchObject({ shipTo: { kind: 'company', addressId: 7 }, paymentMethod: 'on_account', purchaseOrderNumber: 'PO-2026/14' });
    expect(zPlaceOrderRequest.safeParse(body).success).toBe(true);
    expect(toPlaceOrderRequest({ ...base, shipTo: 'company', companyAddressId: '7', shippingMethod: 'store_pickup', storeId: '2' }, 5550).shipTo).toEqual({ kind: 'billing' });
    expect(toPlaceOrderRequest({ ...base, purchaseOrderNumber: '   ' }, 5550)).not.toHaveProperty('purchaseOrderNumber');
  });
});

describe('the addresses kept in the address book (issue #46)', () => {
  it('keeps both typed addresses from the start, and neither once unticked', () => {
    const fresh = initialCheckoutValues();
    expect([fresh.saveBilling, fresh.saveAddress]).toEqual([true, true]);
    const newAddress = { ...base, shipTo: 'new' as const, shippingAddress: { ...billing, city: 'Πειραιάς', postalCode: '18531' } };
    expect(toPlaceOrderRequest(newAddress, 5550)).toMatchObject({ saveBilling: true, shipTo: { kind: 'new', save: true } });
    const unticked = toPlaceOrderRequest({ ...newAddress, saveBilling: false, saveAddress: false }, 5550);
    expect(unticked).not.toHaveProperty('saveBilling');
    expect(unticked.shipTo).not.toHaveProperty('save');
    expect(zPlaceOrderRequest.safeParse(unticked).success).toBe(true);
  });
});

describe('the body from radio groups that hold null', () => {
  it('sends a receipt to the billing address', () => {
    const body = toPlaceOrderRequest({ ...base, documentType: null, shipTo: null, cardProvider: null } as unknown as CheckoutValues, 5550);
    expect(body).toMatchObject({ documentType: 'Receipt', shipTo: { kind: 'billing' } });
    expect(body).not.toHaveProperty('invoice');
  });
});
