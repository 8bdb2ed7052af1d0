import * as migration_20261122_074525_initial from './20261122_074525_initial';
import * as migration_20261122_085306_content_model_forms from './20261122_085306_content_model_forms';

export const migrations = [
  {
    up: migration_20261122_074525_initial.up,
    down: migration_20261122_074525_initial.down,
    name: '20261122_074525_initial',
  },
  {
    up: migration_20261122_085306_content_model_forms.up,
    down: migration_20261122_085306_content_model_forms.down,
    name: '20261122_085306_content_model_forms'
  },
];
