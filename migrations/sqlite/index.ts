import * as migration_20261122_074525_initial from './20261122_074525_initial';
import * as migration_20261123_184410_content_model_forms from './20261123_184410_content_model_forms';
import * as migration_20261123_184953_home_blocks from './20261123_184953_home_blocks';

export const migrations = [
  {
    up: migration_20261122_074525_initial.up,
    down: migration_20261122_074525_initial.down,
    name: '20261122_074525_initial',
  },
  {
    up: migration_20261123_184410_content_model_forms.up,
    down: migration_20261123_184410_content_model_forms.down,
    name: '20261123_184410_content_model_forms',
  },
  {
    up: migration_20261123_184953_home_blocks.up,
    down: migration_20261123_184953_home_blocks.down,
    name: '20261123_184953_home_blocks'
  },
];
