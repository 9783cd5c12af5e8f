import * as migration_20261122_124532_initial from './20261122_124532_initial';
import * as migration_20261123_010000_locales_parent_indexes from './20261123_010000_locales_parent_indexes';
import * as migration_20261123_163510_jobs_and_outbox from './20261123_163510_jobs_and_outbox';
import * as migration_20261123_164749_forms_submission_ip_hash from './20261123_164749_forms_submission_ip_hash';
import * as migration_20261123_171639_demand_attachments from './20261123_171639_demand_attachments';
import * as migration_20261123_234303_property_city_optional from './20261123_234303_property_city_optional';
import * as migration_20261124_023532_claims from './20261124_023532_claims';
import * as migration_20261124_040543_abuse_and_crash_safety from './20261124_040543_abuse_and_crash_safety';
import * as migration_20261124_092723_drafts_and_versions from './20261124_092723_drafts_and_versions';
import * as migration_20261124_103923_admin_daily_tool from './20261124_103923_admin_daily_tool';
import * as migration_20261124_235900_home_banner_one_place from './20261124_235900_home_banner_one_place';
import * as migration_20261125_000100_media_sizes_avif from './20261125_000100_media_sizes_avif';
import * as migration_20261125_010000_purchase_costs from './20261125_010000_purchase_costs';
import * as migration_20261125_020000_shortlist from './20261125_020000_shortlist';
import * as migration_20261125_030000_listing_watches from './20261125_030000_listing_watches';
import * as migration_20261125_040000_plans_legal from './20261125_040000_plans_legal';
import * as migration_20261125_050000_storage_prefix from './20261125_050000_storage_prefix';
import * as migration_20261125_060000_crm_imports from './20261125_060000_crm_imports';
import * as migration_20261128_022026_missing_mentions from './20261128_022026_missing_mentions';
import * as migration_20261128_053736_staff_totp from './20261128_053736_staff_totp';
import * as migration_20261128_183406_email_error_code from './20261128_183406_email_error_code';
import * as migration_20261129_010238_trash_and_folders from './20261129_010238_trash_and_folders';
import * as migration_20261129_010641_lead_inbox from './20261129_010641_lead_inbox';
import * as migration_20261129_011500_testimonial_drafts from './20261129_011500_testimonial_drafts';
import * as migration_20261129_041925_price_history from './20261129_041925_price_history';
import * as migration_20261129_043256_saved_search from './20261129_043256_saved_search';

export const migrations = [
  {
    up: migration_20261122_124532_initial.up,
    down: migration_20261122_124532_initial.down,
    name: '20261122_124532_initial',
  },
  {
    up: migration_20261123_010000_locales_parent_indexes.up,
    down: migration_20261123_010000_locales_parent_indexes.down,
    name: '20261123_010000_locales_parent_indexes',
  },
  {
    up: migration_20261123_163510_jobs_and_outbox.up,
    down: migration_20261123_163510_jobs_and_outbox.down,
    name: '20261123_163510_jobs_and_outbox',
  },
  {
    up: migration_20261123_164749_forms_submission_ip_hash.up,
    down: migration_20261123_164749_forms_submission_ip_hash.down,
    name: '20261123_164749_forms_submission_ip_hash',
  },
  {
    up: migration_20261123_171639_demand_attachments.up,
    down: migration_20261123_171639_demand_attachments.down,
    name: '20261123_171639_demand_attachments',
  },
  {
    up: migration_20261123_234303_property_city_optional.up,
    down: migration_20261123_234303_property_city_optional.down,
    name: '20261123_234303_property_city_optional',
  },
  {
    up: migration_20261124_023532_claims.up,
    down: migration_20261124_023532_claims.down,
    name: '20261124_023532_claims',
  },
  {
    up: migration_20261124_040543_abuse_and_crash_safety.up,
    down: migration_20261124_040543_abuse_and_crash_safety.down,
    name: '20261124_040543_abuse_and_crash_safety',
  },
  {
    up: migration_20261124_092723_drafts_and_versions.up,
    down: migration_20261124_092723_drafts_and_versions.down,
    name: '20261124_092723_drafts_and_versions',
  },
  {
    up: migration_20261124_103923_admin_daily_tool.up,
    down: migration_20261124_103923_admin_daily_tool.down,
    name: '20261124_103923_admin_daily_tool',
  },
  {
    up: migration_20261124_235900_home_banner_one_place.up,
    down: migration_20261124_235900_home_banner_one_place.down,
    name: '20261124_235900_home_banner_one_place',
  },
  {
    up: migration_20261125_000100_media_sizes_avif.up,
    down: migration_20261125_000100_media_sizes_avif.down,
    name: '20261125_000100_media_sizes_avif',
  },
  {
    up: migration_20261125_010000_purchase_costs.up,
    down: migration_20261125_010000_purchase_costs.down,
    name: '20261125_010000_purchase_costs',
  },
  {
    up: migration_20261125_020000_shortlist.up,
    down: migration_20261125_020000_shortlist.down,
    name: '20261125_020000_shortlist',
  },
  {
    up: migration_20261125_030000_listing_watches.up,
    down: migration_20261125_030000_listing_watches.down,
    name: '20261125_030000_listing_watches',
  },
  {
    up: migration_20261125_040000_plans_legal.up,
    down: migration_20261125_040000_plans_legal.down,
    name: '20261125_040000_plans_legal',
  },
  {
    up: migration_20261125_050000_storage_prefix.up,
    down: migration_20261125_050000_storage_prefix.down,
    name: '20261125_050000_storage_prefix',
  },
  {
    up: migration_20261125_060000_crm_imports.up,
    down: migration_20261125_060000_crm_imports.down,
    name: '20261125_060000_crm_imports',
  },
  {
    up: migration_20261128_022026_missing_mentions.up,
    down: migration_20261128_022026_missing_mentions.down,
    name: '20261128_022026_missing_mentions',
  },
  {
    up: migration_20261128_053736_staff_totp.up,
    down: migration_20261128_053736_staff_totp.down,
    name: '20261128_053736_staff_totp',
  },
  {
    up: migration_20261128_183406_email_error_code.up,
    down: migration_20261128_183406_email_error_code.down,
    name: '20261128_183406_email_error_code',
  },
  {
    up: migration_20261129_010238_trash_and_folders.up,
    down: migration_20261129_010238_trash_and_folders.down,
    name: '20261129_010238_trash_and_folders',
  },
  {
    up: migration_20261129_010641_lead_inbox.up,
    down: migration_20261129_010641_lead_inbox.down,
    name: '20261129_010641_lead_inbox',
  },
  {
    up: migration_20261129_011500_testimonial_drafts.up,
    down: migration_20261129_011500_testimonial_drafts.down,
    name: '20261129_011500_testimonial_drafts',
  },
  {
    up: migration_20261129_041925_price_history.up,
    down: migration_20261129_041925_price_history.down,
    name: '20261129_041925_price_history',
  },
  {
    up: migration_20261129_043256_saved_search.up,
    down: migration_20261129_043256_saved_search.down,
    name: '20261129_043256_saved_search'
  },
];
