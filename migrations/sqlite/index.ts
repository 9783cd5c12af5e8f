import * as migration_20261122_124532_initial from './20261122_124532_initial';

export const migrations = [
  {
    up: migration_20261122_124532_initial.up,
    down: migration_20261122_124532_initial.down,
    name: '20261122_124532_initial'
  },
];
