import * as migration_20261122_074531_initial from './20261122_074531_initial';
import * as migration_20261123_184416_content_model_forms from './20261123_184416_content_model_forms';
import * as migration_20261123_184958_home_blocks from './20261123_184958_home_blocks';
import * as migration_20261124_081813_property_featured_roof_unit from './20261124_081813_property_featured_roof_unit';
import * as migration_20261124_094635_link_routes_new_pages from './20261124_094635_link_routes_new_pages';
import * as migration_20261124_135649_locale_parent_indexes from './20261124_135649_locale_parent_indexes';
import * as migration_20261125_044357_property_listed_price from './20261125_044357_property_listed_price';
import * as migration_20261125_060134_owner_portal from './20261125_060134_owner_portal';
import * as migration_20261125_075246_property_view_appearances from './20261125_075246_property_view_appearances';
import * as migration_20261125_075504_purge_view_hits_task from './20261125_075504_purge_view_hits_task';
import * as migration_20261125_085858_request_counters_measurement_ids from './20261125_085858_request_counters_measurement_ids';
import * as migration_20261125_115005_design_brand_and_hero from './20261125_115005_design_brand_and_hero';
import * as migration_20261127_061420_maps_legal_identity from './20261127_061420_maps_legal_identity';
import * as migration_20261127_091216_brand_font from './20261127_091216_brand_font';
import * as migration_20261127_101014_purchase_cost_rules from './20261127_101014_purchase_cost_rules';
import * as migration_20261127_101225_listing_mentions from './20261127_101225_listing_mentions';
import * as migration_20261127_101407_saved_search_alerts from './20261127_101407_saved_search_alerts';
import * as migration_20261127_101527_area_search from './20261127_101527_area_search';
import * as migration_20261127_132339_favourites_compliance_speed from './20261127_132339_favourites_compliance_speed';
import * as migration_20261127_162640_list_search_indexes from './20261127_162640_list_search_indexes';
import * as migration_20261128_110048_crm_import from './20261128_110048_crm_import';
import * as migration_20261128_113314_crm_webhooks from './20261128_113314_crm_webhooks';
import * as migration_20261128_114058_crm_leads from './20261128_114058_crm_leads';

export const migrations = [
  {
    up: migration_20261122_074531_initial.up,
    down: migration_20261122_074531_initial.down,
    name: '20261122_074531_initial',
  },
  {
    up: migration_20261123_184416_content_model_forms.up,
    down: migration_20261123_184416_content_model_forms.down,
    name: '20261123_184416_content_model_forms',
  },
  {
    up: migration_20261123_184958_home_blocks.up,
    down: migration_20261123_184958_home_blocks.down,
    name: '20261123_184958_home_blocks',
  },
  {
    up: migration_20261124_081813_property_featured_roof_unit.up,
    down: migration_20261124_081813_property_featured_roof_unit.down,
    name: '20261124_081813_property_featured_roof_unit',
  },
  {
    up: migration_20261124_094635_link_routes_new_pages.up,
    down: migration_20261124_094635_link_routes_new_pages.down,
    name: '20261124_094635_link_routes_new_pages',
  },
  {
    up: migration_20261124_135649_locale_parent_indexes.up,
    down: migration_20261124_135649_locale_parent_indexes.down,
    name: '20261124_135649_locale_parent_indexes',
  },
  {
    up: migration_20261125_044357_property_listed_price.up,
    down: migration_20261125_044357_property_listed_price.down,
    name: '20261125_044357_property_listed_price',
  },
  {
    up: migration_20261125_060134_owner_portal.up,
    down: migration_20261125_060134_owner_portal.down,
    name: '20261125_060134_owner_portal',
  },
  {
    up: migration_20261125_075246_property_view_appearances.up,
    down: migration_20261125_075246_property_view_appearances.down,
    name: '20261125_075246_property_view_appearances',
  },
  {
    up: migration_20261125_075504_purge_view_hits_task.up,
    down: migration_20261125_075504_purge_view_hits_task.down,
    name: '20261125_075504_purge_view_hits_task',
  },
  {
    up: migration_20261125_085858_request_counters_measurement_ids.up,
    down: migration_20261125_085858_request_counters_measurement_ids.down,
    name: '20261125_085858_request_counters_measurement_ids',
  },
  {
    up: migration_20261125_115005_design_brand_and_hero.up,
    down: migration_20261125_115005_design_brand_and_hero.down,
    name: '20261125_115005_design_brand_and_hero',
  },
  {
    up: migration_20261127_061420_maps_legal_identity.up,
    down: migration_20261127_061420_maps_legal_identity.down,
    name: '20261127_061420_maps_legal_identity',
  },
  {
    up: migration_20261127_091216_brand_font.up,
    down: migration_20261127_091216_brand_font.down,
    name: '20261127_091216_brand_font',
  },
  {
    up: migration_20261127_101014_purchase_cost_rules.up,
    down: migration_20261127_101014_purchase_cost_rules.down,
    name: '20261127_101014_purchase_cost_rules',
  },
  {
    up: migration_20261127_101225_listing_mentions.up,
    down: migration_20261127_101225_listing_mentions.down,
    name: '20261127_101225_listing_mentions',
  },
  {
    up: migration_20261127_101407_saved_search_alerts.up,
    down: migration_20261127_101407_saved_search_alerts.down,
    name: '20261127_101407_saved_search_alerts',
  },
  {
    up: migration_20261127_101527_area_search.up,
    down: migration_20261127_101527_area_search.down,
    name: '20261127_101527_area_search',
  },
  {
    up: migration_20261127_132339_favourites_compliance_speed.up,
    down: migration_20261127_132339_favourites_compliance_speed.down,
    name: '20261127_132339_favourites_compliance_speed',
  },
  {
    up: migration_20261127_162640_list_search_indexes.up,
    down: migration_20261127_162640_list_search_indexes.down,
    name: '20261127_162640_list_search_indexes',
  },
  {
    up: migration_20261128_110048_crm_import.up,
    down: migration_20261128_110048_crm_import.down,
    name: '20261128_110048_crm_import',
  },
  {
    up: migration_20261128_113314_crm_webhooks.up,
    down: migration_20261128_113314_crm_webhooks.down,
    name: '20261128_113314_crm_webhooks',
  },
  {
    up: migration_20261128_114058_crm_leads.up,
    down: migration_20261128_114058_crm_leads.down,
    name: '20261128_114058_crm_leads'
  },
];
