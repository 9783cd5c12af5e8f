/**
 * Tables of localized fields. Payload's SQL adapters give them a unique index on (_locale, _parent_id)
 * only, while reads look rows up by _parent_id: without an index of its own, reading one localized field
 * of 24 listings scanned the whole table per row (1.4 s at 10,000 properties, 50 ms with it).
 */
export const LOCALES_TABLES = [
  'properties_documents_locales',
  'properties_locales',
  'projects_documents_locales',
  'projects_locales',
  'property_types_locales',
  'menus_locales',
  'modules_blocks_external_locales',
  'modules_locales',
  'articles_locales',
  'categories_locales',
  'advisors_locales',
  'media_locales',
  'translations_locales',
  'header_header_links_left_locales',
  'header_header_links_right_locales',
  'header_locales',
  'footer_columns_locales',
  'footer_locales',
  'top_bar_items_locales',
  'popup_locales',
  'site_settings_organisation_offices_locales',
] as const
