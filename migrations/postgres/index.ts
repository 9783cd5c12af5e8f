import * as migration_20261122_121108_initial from './20261122_121108_initial';

export const migrations = [
  {
    up: migration_20261122_121108_initial.up,
    down: migration_20261122_121108_initial.down,
    name: '20261122_121108_initial'
  },
];
