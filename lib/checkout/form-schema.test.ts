import { decodeMessage } from '@/lib/forms/message-codec';
import { checkoutResolver, invalidFieldPaths } from './form-schema';
import { initialCheckoutValues, type CheckoutValues } from './form-values';
import { selectionErrors } from './selection';

const notAllowed = [{ shipping: 'boxnow' as const, payment: 'cod' as const }];
const billing = { firstName: 'Μαρία', lastName: 'Π', country: 'GR' as const, region: '', address: 'Οδός 1', city: 'Αθήνα', postalCode: '10431', mobile: '6912345678' };
const valid: CheckoutValues = { ...initialCheckoutValues(), email: 'maria@example.com', billing, shippingMethod: 'courier', paymentMethod: 'cod' };

async function errorKeys(values: CheckoutValues): Promise<Record<string, string | undefined>> {
  const { errors } = await checkoutResolver(notAllowed)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const out: Record<string, string | undefined> = {};
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [name, child] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${name}` : name;
      const c = child as { message?: string } & Record<string, unknown>;
      if (typeof c.message === 'string') out[path] = decodeMessage(c.message)?.key;
      else walk(c, path);
    }
  };
  walk(errors as Record<string, unknown>, '');
  return out;
}

describe('checkout form rules', () => {
  it('accepts a complete receipt order', async () => {
    expect(await errorKeys(valid)).toEqual({});
    expect(invalidFieldPaths(valid, notAllowed)).toEqual([]);
  });

  it("reports SPEC §5's four errors on their fields (checkCheckoutSelection)", async () => {
    expect(await errorKeys({ ...valid, shippingMethod: '', paymentMethod: '' })).toEqual({ shippingMethod: 'shipping_required', paymentMethod: 'payment_required' });
    expect(await errorKeys({ ...valid, shippingMethod: 'store_pickup' })).toEqual({ storeId: 'store_required' });
    expect(await errorKeys({ ...valid, shippingMethod: 'boxnow', paymentMethod: 'card', cardProvider: 'Viva' })).toEqual({ lockerId: 'locker_required' });
  });

  it('reports them even when other fields are wrong too', async () => {
    const keys = await errorKeys({ ...valid, billing: { ...billing, postalCode: '' }, shippingMethod: '' });
    expect(keys).toEqual({ 'billing.postalCode': 'required', shippingMethod: 'shipping_required' });
  });

  it('checks Greek postal codes, mobiles, the ΑΦΜ (length, check digit) and the tax office from the contract', async () => {
    const keys = await errorKeys({
      ...valid,
      billing: { ...billing, postalCode: '99999', mobile: '2101234567' },
      documentType: 'Invoice',
      invoice: { vatNumber: '094014202', companyName: 'Acme', job: 'Εμπόριο', irs: '' },
    });
    expect(keys).toEqual({ 'billing.postalCode': 'postal_code_invalid', 'billing.mobile': 'address_mobile_invalid', 'invoice.vatNumber': 'vat_number_check_digit', 'invoice.irs': 'required' });
    const wrong = { vatNumber: '0940142', companyName: 'Acme', job: 'Εμπόριο', irs: 'Αθήνα' };
    expect(await errorKeys({ ...valid, documentType: 'Invoice', invoice: wrong })).toEqual({ 'invoice.vatNumber': 'vat_number_length', 'invoice.irs': 'tax_office_unknown' });
    expect(await errorKeys({ ...valid, documentType: 'Invoice', invoice: { vatNumber: '094014201', companyName: 'Acme', job: 'Εμπόριο', irs: 'Α Αθηνών' } })).toEqual({});
  });

  it('checks the shipping address only when it is a new one, and a saved one must be chosen (courier only)', async () => {
    const other = { ...valid, shippingAddress: { ...billing, postalCode: '1' } };
    expect(await errorKeys(other)).toEqual({});
    expect(await errorKeys({ ...other, shipTo: 'new' })).toEqual({ 'shippingAddress.postalCode': 'postal_code_invalid' });
    expect(await errorKeys({ ...valid, shipTo: 'saved' })).toEqual({ savedAddressId: 'required' });
    expect(invalidFieldPaths({ ...valid, shipTo: 'saved' }, notAllowed)).toEqual(['savedAddressId']);
    // A store or a locker needs no shipping address.
    expect(await errorKeys({ ...other, shipTo: 'new', shippingMethod: 'store_pickup', storeId: '1' })).toEqual({});
    expect(await errorKeys({ ...valid, shipTo: 'saved', shippingMethod: 'boxnow', lockerId: 'L1', paymentMethod: 'paypal' })).toEqual({});
  });

  it('asks for a card provider and refuses cash on delivery with a locker', () => {
    expect(selectionErrors({ ...valid, paymentMethod: 'card', cardProvider: '' }, notAllowed)).toEqual({ cardProvider: 'required' });
    expect(selectionErrors({ ...valid, shippingMethod: 'boxnow', lockerId: 'L1', paymentMethod: 'cod' }, notAllowed)).toEqual({ paymentMethod: 'payment_not_allowed' });
    expect(selectionErrors({ ...valid, shippingMethod: 'boxnow', lockerId: 'L1', paymentMethod: 'cod' }, [])).toEqual({});
  });
});

describe('company orders (issue #50)', () => {
  it('asks for a purchase-order number with payment on account only, and a company address when shipping to one', async () => {
    const onAccount = { ...valid, paymentMethod: 'on_account' as const };
    expect(await errorKeys(onAccount)).toEqual({ purchaseOrderNumber: 'required' });
    expect(await errorKeys({ ...onAccount, purchaseOrderNumber: '   ' })).toEqual({ purchaseOrderNumber: 'required' });
    expect(await errorKeys({ ...onAccount, purchaseOrderNumber: 'PO-1' })).toEqual({});
    expect(await errorKeys({ ...valid, purchaseOrderNumber: 'x'.repeat(41) })).toEqual({ purchaseOrderNumber: 'max_characters' });
    expect(await errorKeys({ ...valid, shipTo: 'company' })).toEqual({ companyAddressId: 'required' });
    expect(invalidFieldPaths({ ...valid, shipTo: 'company', companyAddressId: '3' }, notAllowed)).toEqual([]);
  });
});

describe('radio groups that hold null', () => {
  it('read as not chosen (react-hook-form sets null once a group unmounts with nothing checked)', async () => {
    const nulls = { ...valid, storeId: null, lockerId: null, cardProvider: null, savedAddressId: null } as unknown as CheckoutValues;
    expect(await errorKeys(nulls)).toEqual({});
    expect(await errorKeys({ ...nulls, shippingMethod: 'store_pickup' })).toEqual({ storeId: 'store_required' });
    expect(await errorKeys({ ...nulls, shippingMethod: null, paymentMethod: null } as unknown as CheckoutValues)).toEqual({ shippingMethod: 'shipping_required', paymentMethod: 'payment_required' });
    expect(await errorKeys({ ...nulls, shipTo: 'saved' })).toEqual({ savedAddressId: 'required' });
  });
});
