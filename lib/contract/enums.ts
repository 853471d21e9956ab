/**
 * Enumerations of the data model with their wire values (SPEC §3, §4, §8, §9).
 * Every string list is a readonly tuple plus a type of the same name; zod schemas for
 * them live in `@/lib/contract/enum-schemas` so this file stays free of runtime deps.
 */

// ── Catalogue and products (SPEC §3 "Enumerations in the data model") ────────────────

/** Stock availability of a product (SPEC §3). */
export const StockAvailability = [
  'OnLineWarehouse', 'Available', 'Limited', 'Exhausted', 'PreOrder', 'AfterOrder', 'Days_1_3',
  'Days_2_5', 'Days_4_7', 'Days_7_Over', 'LastItem', 'NotAvailable', 'ComingSoon',
] as const;
export type StockAvailability = (typeof StockAvailability)[number];

/** Product kinds (SPEC §3). */
export const ProductKind = ['Product', 'GiftCard', 'Grouped', 'Bundle', 'Giftbox', 'Custom'] as const;
export type ProductKind = (typeof ProductKind)[number];

/** Product sort orders (SPEC §3). */
export const ProductSortOrder = [
  'Default', 'PriceDescending', 'PriceAscending', 'NameDescending', 'NameAscending',
  'CreateDateDescending', 'CreateDateAscending', 'QuantityDescending', 'Bestseller',
  'ReleaseDateDescending', 'ReleaseDateAscending', 'DiscountDescending', 'RatingDescending',
] as const;
export type ProductSortOrder = (typeof ProductSortOrder)[number];

/** Attribute kinds (SPEC §3). */
export const AttributeKind = ['Custom', 'Color', 'Size'] as const;
export type AttributeKind = (typeof AttributeKind)[number];

/** Size kinds (SPEC §3). */
export const SizeKind = ['None', 'Footwear', 'Clothing'] as const;
export type SizeKind = (typeof SizeKind)[number];

/** Value types of attributes (SPEC §3). */
export const AttributeValueType = ['Text', 'Integer', 'Decimal', 'Boolean', 'DateTime'] as const;
export type AttributeValueType = (typeof AttributeValueType)[number];

/** Value types of custom fields (SPEC §3). */
export const CustomFieldValueType = [
  'Unknown', 'Integer', 'Decimal', 'Boolean', 'String', 'Text', 'Date', 'Time', 'TimeSpan',
  'DateTime', 'DateTimeOffset', 'Guid', 'ByteArray',
] as const;
export type CustomFieldValueType = (typeof CustomFieldValueType)[number];

/** Property value mode (SPEC §3). */
export const PropertyValueMode = ['SingleValue', 'ListOfValues'] as const;
export type PropertyValueMode = (typeof PropertyValueMode)[number];

/** Search filter kinds (SPEC §3). */
export const SearchFilterKind = [
  'Category', 'Attribute', 'Status', 'DimensionColor', 'DimensionSize', 'Manufacturer', 'Model',
  'Price', 'DiscountRates', 'Branch', 'Feature', 'Subtype', 'EventCategory', 'CountryRegion',
  'EventTag', 'Availability', 'RatingBase5', 'Promotion', 'CalculatedAvailability', 'Pieces',
  'Authors', 'Publishers', 'Released',
] as const;
export type SearchFilterKind = (typeof SearchFilterKind)[number];

/** Tri-state filter (SPEC §3). */
export const TriStateFilter = ['All', 'True', 'False'] as const;
export type TriStateFilter = (typeof TriStateFilter)[number];

// ── Orders, payments, pricing (SPEC §3) ──────────────────────────────────────────────

/** Payment providers (SPEC §3). */
export const PaymentProvider = [
  'None', 'Paypal', 'WinBank', 'Viva', 'Alpha', 'Klarna', 'Eurobank', 'Iris', 'JccPayment',
] as const;
export type PaymentProvider = (typeof PaymentProvider)[number];

/** Order types (SPEC §3). */
export const OrderType = ['Retail', 'Invoice'] as const;
export type OrderType = (typeof OrderType)[number];

/** Order channels (SPEC §3). */
export const OrderChannel = ['Online', 'Phone', 'App'] as const;
export type OrderChannel = (typeof OrderChannel)[number];

/** Order-cancel notification choices (SPEC §3). */
export const OrderCancelNotification = ['order_canceled', 'order_canceled_notify_customer'] as const;
export type OrderCancelNotification = (typeof OrderCancelNotification)[number];

/** Whether prices are stated before or after taxes (SPEC §3). */
export const PriceBasis = ['BeforeTaxes', 'AfterTaxes'] as const;
export type PriceBasis = (typeof PriceBasis)[number];

/** Tax categories, first list (SPEC §3). */
export const TaxCategory = ['Normal', 'Reduced', 'Exempt'] as const;
export type TaxCategory = (typeof TaxCategory)[number];

/** Tax rate categories, the second list (SPEC §3). */
export const TaxRateCategory = ['Normal', 'Reduced', 'ExtraReduced', 'Zero'] as const;
export type TaxRateCategory = (typeof TaxRateCategory)[number];

// ── Promotions and loyalty (SPEC §3) ─────────────────────────────────────────────────

/** Promotion kinds (SPEC §3). */
export const PromotionKind = ['FixedAmount', 'Percentage', 'Bogo', 'Customized'] as const;
export type PromotionKind = (typeof PromotionKind)[number];

/** How product and coupon discounts combine (SPEC §3). */
export const CombinationPolicy = ['ProductOnly', 'CouponOnly', 'Maximum', 'Additive', 'Multiplicative'] as const;
export type CombinationPolicy = (typeof CombinationPolicy)[number];

/** Loyalty point types (SPEC §3). */
export const LoyaltyPointType = [
  'PendingOrderProduct', 'Credit', 'Redeem', 'Revert', 'Birthday', 'Register', 'ForConsumption',
  'EnterGender', 'Newsletter', 'EnterBirthday', 'NewAppointment', 'ReadBlog', 'ViewVideo',
  'ReferAFriend', 'AcceptReferAFriend', 'Review', 'RevertAfterEdit', 'CancelAppointment',
] as const;
export type LoyaltyPointType = (typeof LoyaltyPointType)[number];

/** Loyalty point statuses (SPEC §3). */
export const LoyaltyPointStatus = ['ApprovedPoints', 'PendingPoints'] as const;
export type LoyaltyPointStatus = (typeof LoyaltyPointStatus)[number];

/** What loyalty tiers are based on (SPEC §3). */
export const LoyaltyTierBasis = ['LoyaltyPoints', 'TotalPurchases'] as const;
export type LoyaltyTierBasis = (typeof LoyaltyTierBasis)[number];

// ── Content, menus, sites (SPEC §3) ──────────────────────────────────────────────────

/** Content formats (SPEC §3). */
export const ContentFormat = ['Html', 'PlainText', 'Markdown', 'PuckEditor', 'Lexical'] as const;
export type ContentFormat = (typeof ContentFormat)[number];

/** Content object kinds: only those SPEC §3 names (it says "and others"; none are invented). */
export const ContentObjectKind = [
  'Banner', 'ContentPage', 'NewsEntry', 'Attribute', 'Category', 'Product', 'Status', 'Dimension',
  'PaymentType', 'ContactMail', 'TakeAwayStore', 'MenuItem', 'Manufacturer', 'Event',
  'ShippingType', 'Video', 'Notification', 'Award', 'Customers', 'PromotionPolicy', 'SocialMedia',
  'Logo', 'Partner',
] as const;
export type ContentObjectKind = (typeof ContentObjectKind)[number];

/** Menu link kinds (SPEC §3). */
export const MenuLinkKind = ['InternalUrl', 'ExternalUrl'] as const;
export type MenuLinkKind = (typeof MenuLinkKind)[number];

/** Link targets (SPEC §3). */
export const LinkTarget = ['_blank', '_self', '_parent', '_top', '_framename'] as const;
export type LinkTarget = (typeof LinkTarget)[number];

/** Menu item removal modes (SPEC §3). */
export const MenuItemRemovalMode = ['Default', 'RemoveSubItems', 'KeepSubItems'] as const;
export type MenuItemRemovalMode = (typeof MenuItemRemovalMode)[number];

/** Template engines (SPEC §3). */
export const TemplateEngine = ['Bizweb', 'Handlebars'] as const;
export type TemplateEngine = (typeof TemplateEngine)[number];

/** Site scope (SPEC §3). */
export const SiteScope = ['AllSites', 'DefaultSite'] as const;
export type SiteScope = (typeof SiteScope)[number];

// ── People and contact (SPEC §3, §6) ─────────────────────────────────────────────────

/** Person kinds, first list (SPEC §3). */
export const PersonKind = ['User', 'Customer', 'Employee', 'SalesPerson'] as const;
export type PersonKind = (typeof PersonKind)[number];

/** Staff roles, the separate person-kind list (SPEC §3, §6). */
export const StaffRole = ['Inspector', 'SalesPerson', 'Customer', 'Employee'] as const;
export type StaffRole = (typeof StaffRole)[number];

/** Contact channels (SPEC §3). */
export const ContactChannel = ['Email', 'Mobile'] as const;
export type ContactChannel = (typeof ContactChannel)[number];

/** Appointment kinds (SPEC §3: "InPerson or online"). */
export const AppointmentKind = ['InPerson', 'Online'] as const;
export type AppointmentKind = (typeof AppointmentKind)[number];

// ── States (SPEC §4) ─────────────────────────────────────────────────────────────────

/** Order status with its numeric wire code (SPEC §4). Allowed transitions are not specified. */
export const OrderStatusCode = {
  Pending: 0,
  Processing: 1,
  InDelivery: 2,
  Completed: 3,
  PartiallyDelivered: 4,
  NotDelivered: 5,
  CheckingStock: 6,
  Refund: 7,
  PartiallyReturned: 8,
  Returned: 9,
  Invoiced: 10,
  ReadyForPickup: 11,
  NA: -10,
  Cancelled: -1,
} as const;
export type OrderStatus = keyof typeof OrderStatusCode;
export type OrderStatusCode = (typeof OrderStatusCode)[OrderStatus];

/** Order status names, in the order of `OrderStatusCode`. */
export const OrderStatus = Object.keys(OrderStatusCode) as [OrderStatus, ...OrderStatus[]];

/** Numeric order status codes, in the order of `OrderStatusCode`. */
export const OrderStatusCodes = Object.values(OrderStatusCode) as [OrderStatusCode, ...OrderStatusCode[]];

const statusByCode = new Map<number, OrderStatus>(OrderStatus.map((s) => [OrderStatusCode[s], s]));

/** The order status for a wire code, or `undefined` for an unknown code. */
export function orderStatusFromCode(code: number): OrderStatus | undefined {
  return statusByCode.get(code);
}

/** Quotation status (SPEC §4). Transitions are not specified. */
export const QuotationStatus = ['Pending', 'Accepted', 'Declined', 'Revisioned'] as const;
export type QuotationStatus = (typeof QuotationStatus)[number];

// ── Error catalogue (SPEC §8) ────────────────────────────────────────────────────────

/** Coupon or voucher result codes (SPEC §8). */
export const CouponResultCode = [
  'NotFound', 'Inactive', 'Expired', 'Pending', 'Redeemed', 'EmailNotAllowed', 'NotApplicable',
  'InternalError', 'MustHaveEmailOrCustomerId',
] as const;
export type CouponResultCode = (typeof CouponResultCode)[number];

// ── Languages (SPEC §9) ──────────────────────────────────────────────────────────────

/** Supported languages (SPEC §9). */
export const Languages = ['el', 'en'] as const;
export type Language = (typeof Languages)[number];

/** Default language (SPEC §4, §9). */
export const DefaultLanguage = 'el' satisfies Language;

// ── Colours and sizes (SPEC §3 attribute kinds Color/Size, size kinds) ───────────────

/** The sixteen named colours of the shop (SPEC says sixteen exist; wire values fixed here). */
export const NamedColors = [
  'black', 'white', 'grey', 'red', 'blue', 'navy', 'green', 'olive', 'yellow', 'orange', 'pink',
  'purple', 'brown', 'beige', 'gold', 'silver',
] as const;
export type NamedColor = (typeof NamedColors)[number];

/** Swatch colour for each named colour. */
export const ColorHex: Record<NamedColor, string> = {
  black: '#000000', white: '#ffffff', grey: '#808080', red: '#d32f2f',
  blue: '#1e63d6', navy: '#1f2a5a', green: '#2e7d32', olive: '#808000',
  yellow: '#fbc02d', orange: '#f57c00', pink: '#ec6fa5', purple: '#7b1fa2',
  brown: '#795548', beige: '#e8dcc4', gold: '#d4af37', silver: '#c0c0c0',
};

/** Clothing sizes (size kind Clothing, SPEC §3). */
export const ClothingSizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export type ClothingSize = (typeof ClothingSizes)[number];

/** Footwear sizes, EU 36–46 (size kind Footwear, SPEC §3). */
export const FootwearSizes = ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46'] as const;
export type FootwearSize = (typeof FootwearSizes)[number];

/** An order's document: a receipt, or an invoice with the company's details (SPEC §3 checkout). */
export const DocumentTypes = ['Receipt', 'Invoice'] as const;

/** Why a customer returns order lines (issue #7). */
export const ReturnReasons = ['defective', 'wrong_item', 'not_as_described', 'size_or_fit', 'changed_mind', 'other'] as const;
export type ReturnReason = (typeof ReturnReasons)[number];

/** Why an order cannot be returned: its status, the return window has passed, everything was already asked back. */
export const NotReturnableReasons = ['status', 'window_passed', 'all_requested'] as const;
export type NotReturnableReason = (typeof NotReturnableReasons)[number];
