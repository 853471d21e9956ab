import * as E from '@/lib/contract/enums';
import * as S from '@/lib/contract/enum-schemas';
import { ColorHex, NamedColors, OrderStatus, OrderStatusCode, OrderStatusCodes, orderStatusFromCode } from '@/lib/contract/enums';

/** Every string list exported by enums.ts (arrays of strings). */
const stringLists: [string, readonly string[]][] = [];
for (const [name, value] of Object.entries(E) as [string, unknown][]) {
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) stringLists.push([name, value]);
}

describe('enumeration lists', () => {
  it('exports the expected lists', () => {
    const names = stringLists.map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining([
      'StockAvailability', 'ProductKind', 'PaymentProvider', 'OrderType', 'OrderChannel', 'ProductSortOrder',
      'PromotionKind', 'CombinationPolicy', 'ContentFormat', 'AttributeKind', 'SizeKind', 'TaxCategory',
      'TaxRateCategory', 'LoyaltyPointType', 'LoyaltyPointStatus', 'LoyaltyTierBasis', 'AppointmentKind',
      'MenuLinkKind', 'LinkTarget', 'PriceBasis', 'ContactChannel', 'TriStateFilter', 'QuotationStatus',
      'CustomFieldValueType', 'AttributeValueType', 'SearchFilterKind', 'ContentObjectKind', 'PersonKind',
      'StaffRole', 'TemplateEngine', 'MenuItemRemovalMode', 'OrderCancelNotification', 'SiteScope',
      'PropertyValueMode', 'CouponResultCode', 'OrderStatus', 'Languages', 'NamedColors', 'ClothingSizes',
      'FootwearSizes',
    ]));
  });

  it.each(stringLists)('%s is non-empty and has no duplicates', (_name, list) => {
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list).size).toBe(list.length);
  });

  it('keeps the SPEC list sizes', () => {
    expect(E.StockAvailability).toHaveLength(13);
    expect(E.ProductSortOrder).toHaveLength(13);
    expect(E.LoyaltyPointType).toHaveLength(18);
    expect(E.CustomFieldValueType).toHaveLength(13);
    expect(E.SearchFilterKind).toHaveLength(23);
    expect(E.ContentObjectKind).toHaveLength(23);
    expect(E.CouponResultCode).toHaveLength(9);
    expect(E.PaymentProvider).toHaveLength(9);
  });

  it('keeps the two tax lists and the two person lists apart', () => {
    expect(E.TaxCategory).toEqual(['Normal', 'Reduced', 'Exempt']);
    expect(E.TaxRateCategory).toEqual(['Normal', 'Reduced', 'ExtraReduced', 'Zero']);
    expect(E.PersonKind).toEqual(['User', 'Customer', 'Employee', 'SalesPerson']);
    expect(E.StaffRole).toEqual(['Inspector', 'SalesPerson', 'Customer', 'Employee']);
  });

  it('uses the exact wire values where they are not PascalCase', () => {
    expect(E.OrderCancelNotification).toEqual(['order_canceled', 'order_canceled_notify_customer']);
    expect(E.LinkTarget).toEqual(['_blank', '_self', '_parent', '_top', '_framename']);
    expect(E.AppointmentKind).toEqual(['InPerson', 'Online']);
  });

  it('has languages el and en with el as default', () => {
    expect(E.Languages).toEqual(['el', 'en']);
    expect(E.DefaultLanguage).toBe('el');
    expect(E.Languages).toContain(E.DefaultLanguage);
  });

  it('has the clothing and EU footwear sizes', () => {
    expect(E.ClothingSizes).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(E.FootwearSizes).toEqual(Array.from({ length: 11 }, (_, i) => String(36 + i)));
  });
});

describe('order status', () => {
  it('has exactly the SPEC §4 codes', () => {
    expect(OrderStatusCode).toEqual({
      Pending: 0, Processing: 1, InDelivery: 2, Completed: 3, PartiallyDelivered: 4, NotDelivered: 5,
      CheckingStock: 6, Refund: 7, PartiallyReturned: 8, Returned: 9, Invoiced: 10, ReadyForPickup: 11,
      NA: -10, Cancelled: -1,
    });
  });

  it('lists names and codes consistently, with unique codes', () => {
    expect(OrderStatus).toEqual(Object.keys(OrderStatusCode));
    expect(OrderStatusCodes).toEqual(OrderStatus.map((s) => OrderStatusCode[s]));
    expect(new Set(OrderStatusCodes).size).toBe(OrderStatusCodes.length);
  });

  it.each(OrderStatus)('orderStatusFromCode round-trips %s', (status) => {
    expect(orderStatusFromCode(OrderStatusCode[status])).toBe(status);
  });

  it.each([12, -2, -11, 100, 0.5, Number.NaN])('returns undefined for unknown code %p', (code) => {
    expect(orderStatusFromCode(code)).toBeUndefined();
  });
});

describe('named colours', () => {
  it('has the sixteen shop colours', () => {
    expect(NamedColors).toHaveLength(16);
    expect(Object.keys(ColorHex).sort()).toEqual([...NamedColors].sort());
  });

  it.each(NamedColors)('%s has a #rrggbb hex value', (color) => {
    expect(ColorHex[color]).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('gives different colours different hex values', () => {
    expect(new Set(Object.values(ColorHex)).size).toBe(16);
  });
});

describe('zod enum schemas', () => {
  const cases: [string, { safeParse: (v: unknown) => { success: boolean } }, readonly unknown[]][] = [
    ['zStockAvailability', S.zStockAvailability, E.StockAvailability],
    ['zPaymentProvider', S.zPaymentProvider, E.PaymentProvider],
    ['zTaxRateCategory', S.zTaxRateCategory, E.TaxRateCategory],
    ['zOrderCancelNotification', S.zOrderCancelNotification, E.OrderCancelNotification],
    ['zContentObjectKind', S.zContentObjectKind, E.ContentObjectKind],
    ['zCouponResultCode', S.zCouponResultCode, E.CouponResultCode],
    ['zOrderStatus', S.zOrderStatus, E.OrderStatus],
    ['zOrderStatusCode', S.zOrderStatusCode, E.OrderStatusCodes],
    ['zLanguage', S.zLanguage, E.Languages],
    ['zNamedColor', S.zNamedColor, E.NamedColors],
    ['zFootwearSize', S.zFootwearSize, E.FootwearSizes],
  ];

  it.each(cases)('%s accepts every member', (_name, schema, members) => {
    for (const member of members) expect(schema.safeParse(member).success).toBe(true);
  });

  it.each(cases)('%s rejects non-members', (_name, schema) => {
    for (const value of ['', 'unknown', 'available', 12, -2, null, undefined, {}]) {
      expect(schema.safeParse(value).success).toBe(false);
    }
  });

  it('has a schema for every string list, accepting exactly its members', () => {
    const schemas = Object.values(S) as { options?: readonly unknown[] }[];
    const optionLists = schemas.map((s) => JSON.stringify(s.options));
    for (const [name, list] of stringLists) {
      expect([name, optionLists.includes(JSON.stringify(list))]).toEqual([name, true]);
    }
  });

  it('does not coerce: a numeric order status code must be a number', () => {
    expect(S.zOrderStatusCode.safeParse('0').success).toBe(false);
    expect(S.zOrderStatusCode.safeParse(-10).success).toBe(true);
  });
});
