import * as migration_20261122_124532_initial from './20261122_124532_initial';
import * as migration_20261123_010000_locales_parent_indexes from './20261123_010000_locales_parent_indexes';
import * as migration_20261123_163510_jobs_and_outbox from './20261123_163510_jobs_and_outbox';
import * as migration_20261123_164749_forms_submission_ip_hash from './20261123_164749_forms_submission_ip_hash';
import * as migration_20261123_171639_demand_attachments from './20261123_171639_demand_attachments';
import * as migration_20261123_234303_property_city_optional from './20261123_234303_property_city_optional';
import * as migration_20261124_023532_claims from './20261124_023532_claims';
import * as migration_20261124_040543_abuse_and_crash_safety from './20261124_040543_abuse_and_crash_safety';

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
    name: '20261124_040543_abuse_and_crash_safety'
  },
];
