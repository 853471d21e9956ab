/**
 * zod schemas for the enumerations in `@/lib/contract/enums` (SPEC §3, §4, §8, §9).
 * Naming: `z<TypeName>` for each list.
 */
import { z } from 'zod';
import * as E from '@/lib/contract/enums';

// Catalogue and products (SPEC §3)
export const zStockAvailability = z.enum(E.StockAvailability);
export const zProductKind = z.enum(E.ProductKind);
export const zProductSortOrder = z.enum(E.ProductSortOrder);
export const zAttributeKind = z.enum(E.AttributeKind);
export const zSizeKind = z.enum(E.SizeKind);
export const zAttributeValueType = z.enum(E.AttributeValueType);
export const zCustomFieldValueType = z.enum(E.CustomFieldValueType);
export const zPropertyValueMode = z.enum(E.PropertyValueMode);
export const zSearchFilterKind = z.enum(E.SearchFilterKind);
export const zTriStateFilter = z.enum(E.TriStateFilter);

// Orders, payments, pricing (SPEC §3)
export const zPaymentProvider = z.enum(E.PaymentProvider);
export const zOrderType = z.enum(E.OrderType);
export const zOrderChannel = z.enum(E.OrderChannel);
export const zOrderCancelNotification = z.enum(E.OrderCancelNotification);
export const zPriceBasis = z.enum(E.PriceBasis);
export const zTaxCategory = z.enum(E.TaxCategory);
export const zTaxRateCategory = z.enum(E.TaxRateCategory);

// Promotions and loyalty (SPEC §3)
export const zPromotionKind = z.enum(E.PromotionKind);
export const zCombinationPolicy = z.enum(E.CombinationPolicy);
export const zLoyaltyPointType = z.enum(E.LoyaltyPointType);
export const zLoyaltyPointStatus = z.enum(E.LoyaltyPointStatus);
export const zLoyaltyTierBasis = z.enum(E.LoyaltyTierBasis);

// Content, menus, sites (SPEC §3)
export const zContentFormat = z.enum(E.ContentFormat);
export const zContentObjectKind = z.enum(E.ContentObjectKind);
export const zMenuLinkKind = z.enum(E.MenuLinkKind);
export const zLinkTarget = z.enum(E.LinkTarget);
export const zMenuItemRemovalMode = z.enum(E.MenuItemRemovalMode);
export const zTemplateEngine = z.enum(E.TemplateEngine);
export const zSiteScope = z.enum(E.SiteScope);

// People and contact (SPEC §3)
export const zPersonKind = z.enum(E.PersonKind);
export const zStaffRole = z.enum(E.StaffRole);
export const zContactChannel = z.enum(E.ContactChannel);
export const zAppointmentKind = z.enum(E.AppointmentKind);

// States (SPEC §4): order status by name and by numeric wire code
export const zOrderStatus = z.enum(E.OrderStatus);
export const zOrderStatusCode = z.literal(E.OrderStatusCodes);
export const zQuotationStatus = z.enum(E.QuotationStatus);

// Error catalogue (SPEC §8)
export const zCouponResultCode = z.enum(E.CouponResultCode);

// Languages, colours, sizes (SPEC §9, §3)
export const zLanguage = z.enum(E.Languages);
export const zNamedColor = z.enum(E.NamedColors);
export const zClothingSize = z.enum(E.ClothingSizes);
export const zFootwearSize = z.enum(E.FootwearSizes);

// Checkout and returns
export const zDocumentType = z.enum(E.DocumentTypes);
export const zReturnReason = z.enum(E.ReturnReasons);
export const zNotReturnableReason = z.enum(E.NotReturnableReasons);
