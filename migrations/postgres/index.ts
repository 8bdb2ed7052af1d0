import * as migration_20261122_074531_initial from './20261122_074531_initial';

export const migrations = [
  {
    up: migration_20261122_074531_initial.up,
    down: migration_20261122_074531_initial.down,
    name: '20261122_074531_initial'
  },
];
