/**
 * The keys of the import page's message groups (messages staffImport.problems, .errors,
 * .outcomes): the page translates each one on the server and hands the page's script plain strings
 * (precompiled catalogues make `t.raw` answer a compiled form, not the text).
 */
export const IMPORT_PROBLEM_KEYS = [
  'unknown_column', 'missing_column', 'column_duplicate', 'file_empty', 'file_unreadable', 'file_too_many_rows', 'code_required', 'code_invalid',
  'name_required', 'text_too_long', 'category_required', 'category_invalid', 'category_unknown', 'brand_required', 'brand_invalid', 'brand_unknown',
  'kind_invalid', 'tax_category_invalid', 'price_basis_invalid', 'price_invalid', 'discountable_invalid', 'status_invalid', 'partners_invalid',
  'partner_unknown', 'release_date_invalid', 'weight_grams_invalid', 'sku_required', 'sku_invalid', 'sku_duplicate', 'sku_other_product', 'color_invalid', 'size_invalid',
  'variant_duplicate', 'stock_invalid', 'availability_invalid', 'product_mismatch',
  // A product's kind, status and partner range against its parts and members (decision 0046).
  'bundle_parts_required', 'group_members_required', 'kind_part_of_bundle', 'kind_member_of_group', 'range_narrower_than_holders', 'range_wider_than_contents',
] as const;
export const IMPORT_ERROR_KEYS = ['unknown', 'import_file_too_large', 'import_file_required', 'import_file_invalid', 'import_file_partial', 'import_invalid', 'staff_role_forbidden', 'staff_read_only', 'unauthorized', 'validation_failed'] as const;
export const IMPORT_OUTCOME_KEYS = ['create', 'update', 'unchanged', 'error'] as const;
