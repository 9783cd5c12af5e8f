import * as migration_20261122_124532_initial from './20261122_124532_initial';
import * as migration_20261123_010000_locales_parent_indexes from './20261123_010000_locales_parent_indexes';

export const migrations = [
  {
    up: migration_20261122_124532_initial.up,
    down: migration_20261122_124532_initial.down,
    name: '20261122_124532_initial'
  },
  {
    up: migration_20261123_010000_locales_parent_indexes.up,
    down: migration_20261123_010000_locales_parent_indexes.down,
    name: '20261123_010000_locales_parent_indexes'
  },
];
