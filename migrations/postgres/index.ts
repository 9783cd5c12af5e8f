import * as migration_20261122_124547_initial from './20261122_124547_initial';

export const migrations = [
  {
    up: migration_20261122_124547_initial.up,
    down: migration_20261122_124547_initial.down,
    name: '20261122_124547_initial'
  },
];
