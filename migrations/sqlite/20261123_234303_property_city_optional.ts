import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_properties\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`main_type_name\` text,
  	\`record_file\` text,
  	\`street\` text,
  	\`house_number\` text,
  	\`box_nr\` text,
  	\`zip\` text NOT NULL,
  	\`city\` text,
  	\`country_id\` text DEFAULT '10',
  	\`publish_address\` integer DEFAULT true,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`price\` numeric,
  	\`publish_price\` integer DEFAULT true,
  	\`price_unit\` numeric,
  	\`cadastral_income\` numeric,
  	\`registration_right\` numeric,
  	\`vat_value\` numeric,
  	\`notary_fee_ex_vat\` numeric,
  	\`notary_fee_inc_vat\` numeric,
  	\`agency_cost\` numeric,
  	\`total_cost\` numeric,
  	\`surface_total\` numeric,
  	\`surface_ground\` numeric,
  	\`surface_living\` numeric,
  	\`surface_constructed\` numeric,
  	\`surface_terrace\` numeric,
  	\`surface_garden\` numeric,
  	\`surface_office\` numeric,
  	\`surface_store\` numeric,
  	\`plot_width\` numeric,
  	\`front_width\` numeric,
  	\`floors\` numeric,
  	\`facades\` numeric,
  	\`bedrooms\` numeric,
  	\`bathrooms\` numeric,
  	\`shower_rooms\` numeric,
  	\`toilets\` numeric,
  	\`garages\` numeric,
  	\`parkings\` numeric,
  	\`external_parkings\` numeric,
  	\`construction_year\` numeric,
  	\`renovation_year\` numeric,
  	\`gas\` integer,
  	\`water\` integer,
  	\`electricity_connection\` integer,
  	\`drain_connection\` integer,
  	\`lift\` integer,
  	\`cellar\` integer,
  	\`attic\` integer,
  	\`furnished\` integer,
  	\`garden\` integer,
  	\`garage\` integer,
  	\`terrace\` integer,
  	\`orientation_terrace\` text,
  	\`orientation_garden\` text,
  	\`epc_status\` text DEFAULT 'available',
  	\`epc_unique_code\` text,
  	\`energy_performance\` numeric,
  	\`energy_total\` numeric,
  	\`epc_label_text\` text,
  	\`co2_emission\` numeric,
  	\`e_level\` numeric,
  	\`epc_date\` text,
  	\`energy_certificate_end_date\` text,
  	\`permit\` text,
  	\`allotment_permit\` text,
  	\`preemptive_rights\` text,
  	\`summons\` text,
  	\`judicial_decision\` text,
  	\`flood_risk_area\` text,
  	\`flood_zone\` text,
  	\`g_score\` text,
  	\`p_score\` text,
  	\`asbestos_type\` text,
  	\`asbestos_date\` text,
  	\`charges_renter\` numeric,
  	\`charges_owner\` numeric,
  	\`deposit_months\` numeric,
  	\`availability\` text,
  	\`available_from\` text,
  	\`inventory\` integer,
  	\`minimum_income\` numeric,
  	\`maximum_persons\` numeric,
  	\`life_annuity\` integer,
  	\`annuity_bouquet\` numeric,
  	\`annuity_monthly\` numeric,
  	\`annuitant_ages\` text,
  	\`virtual_tour_url\` text,
  	\`external_id\` numeric NOT NULL,
  	\`published\` integer DEFAULT true,
  	\`goal\` text DEFAULT 'sale' NOT NULL,
  	\`marquee\` text DEFAULT '0',
  	\`featured\` integer DEFAULT false,
  	\`status\` text,
  	\`type_id\` integer NOT NULL,
  	\`project_id\` integer,
  	\`owner_id\` integer,
  	\`advisor_id\` integer,
  	\`publish_date\` text,
  	\`import_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`type_id\`) REFERENCES \`property_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`owners\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`advisor_id\`) REFERENCES \`advisors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_properties\`("id", "main_type_name", "record_file", "street", "house_number", "box_nr", "zip", "city", "country_id", "publish_address", "latitude", "longitude", "price", "publish_price", "price_unit", "cadastral_income", "registration_right", "vat_value", "notary_fee_ex_vat", "notary_fee_inc_vat", "agency_cost", "total_cost", "surface_total", "surface_ground", "surface_living", "surface_constructed", "surface_terrace", "surface_garden", "surface_office", "surface_store", "plot_width", "front_width", "floors", "facades", "bedrooms", "bathrooms", "shower_rooms", "toilets", "garages", "parkings", "external_parkings", "construction_year", "renovation_year", "gas", "water", "electricity_connection", "drain_connection", "lift", "cellar", "attic", "furnished", "garden", "garage", "terrace", "orientation_terrace", "orientation_garden", "epc_status", "epc_unique_code", "energy_performance", "energy_total", "epc_label_text", "co2_emission", "e_level", "epc_date", "energy_certificate_end_date", "permit", "allotment_permit", "preemptive_rights", "summons", "judicial_decision", "flood_risk_area", "flood_zone", "g_score", "p_score", "asbestos_type", "asbestos_date", "charges_renter", "charges_owner", "deposit_months", "availability", "available_from", "inventory", "minimum_income", "maximum_persons", "life_annuity", "annuity_bouquet", "annuity_monthly", "annuitant_ages", "virtual_tour_url", "external_id", "published", "goal", "marquee", "featured", "status", "type_id", "project_id", "owner_id", "advisor_id", "publish_date", "import_hash", "updated_at", "created_at") SELECT "id", "main_type_name", "record_file", "street", "house_number", "box_nr", "zip", "city", "country_id", "publish_address", "latitude", "longitude", "price", "publish_price", "price_unit", "cadastral_income", "registration_right", "vat_value", "notary_fee_ex_vat", "notary_fee_inc_vat", "agency_cost", "total_cost", "surface_total", "surface_ground", "surface_living", "surface_constructed", "surface_terrace", "surface_garden", "surface_office", "surface_store", "plot_width", "front_width", "floors", "facades", "bedrooms", "bathrooms", "shower_rooms", "toilets", "garages", "parkings", "external_parkings", "construction_year", "renovation_year", "gas", "water", "electricity_connection", "drain_connection", "lift", "cellar", "attic", "furnished", "garden", "garage", "terrace", "orientation_terrace", "orientation_garden", "epc_status", "epc_unique_code", "energy_performance", "energy_total", "epc_label_text", "co2_emission", "e_level", "epc_date", "energy_certificate_end_date", "permit", "allotment_permit", "preemptive_rights", "summons", "judicial_decision", "flood_risk_area", "flood_zone", "g_score", "p_score", "asbestos_type", "asbestos_date", "charges_renter", "charges_owner", "deposit_months", "availability", "available_from", "inventory", "minimum_income", "maximum_persons", "life_annuity", "annuity_bouquet", "annuity_monthly", "annuitant_ages", "virtual_tour_url", "external_id", "published", "goal", "marquee", "featured", "status", "type_id", "project_id", "owner_id", "advisor_id", "publish_date", "import_hash", "updated_at", "created_at" FROM \`properties\`;`)
  await db.run(sql`DROP TABLE \`properties\`;`)
  await db.run(sql`ALTER TABLE \`__new_properties\` RENAME TO \`properties\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`properties_zip_idx\` ON \`properties\` (\`zip\`);`)
  await db.run(sql`CREATE INDEX \`properties_city_idx\` ON \`properties\` (\`city\`);`)
  await db.run(sql`CREATE INDEX \`properties_price_idx\` ON \`properties\` (\`price\`);`)
  await db.run(sql`CREATE INDEX \`properties_bedrooms_idx\` ON \`properties\` (\`bedrooms\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_external_id_idx\` ON \`properties\` (\`external_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_published_idx\` ON \`properties\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`properties_goal_idx\` ON \`properties\` (\`goal\`);`)
  await db.run(sql`CREATE INDEX \`properties_featured_idx\` ON \`properties\` (\`featured\`);`)
  await db.run(sql`CREATE INDEX \`properties_status_idx\` ON \`properties\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`properties_type_idx\` ON \`properties\` (\`type_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_project_idx\` ON \`properties\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_owner_idx\` ON \`properties\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_advisor_idx\` ON \`properties\` (\`advisor_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_publish_date_idx\` ON \`properties\` (\`publish_date\`);`)
  await db.run(sql`CREATE INDEX \`properties_updated_at_idx\` ON \`properties\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`properties_created_at_idx\` ON \`properties\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`published_goal_price_idx\` ON \`properties\` (\`published\`,\`goal\`,\`price\`);`)
  await db.run(sql`CREATE INDEX \`published_goal_publishDate_idx\` ON \`properties\` (\`published\`,\`goal\`,\`publish_date\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_properties\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`main_type_name\` text,
  	\`record_file\` text,
  	\`street\` text,
  	\`house_number\` text,
  	\`box_nr\` text,
  	\`zip\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`country_id\` text DEFAULT '10',
  	\`publish_address\` integer DEFAULT true,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`price\` numeric,
  	\`publish_price\` integer DEFAULT true,
  	\`price_unit\` numeric,
  	\`cadastral_income\` numeric,
  	\`registration_right\` numeric,
  	\`vat_value\` numeric,
  	\`notary_fee_ex_vat\` numeric,
  	\`notary_fee_inc_vat\` numeric,
  	\`agency_cost\` numeric,
  	\`total_cost\` numeric,
  	\`surface_total\` numeric,
  	\`surface_ground\` numeric,
  	\`surface_living\` numeric,
  	\`surface_constructed\` numeric,
  	\`surface_terrace\` numeric,
  	\`surface_garden\` numeric,
  	\`surface_office\` numeric,
  	\`surface_store\` numeric,
  	\`plot_width\` numeric,
  	\`front_width\` numeric,
  	\`floors\` numeric,
  	\`facades\` numeric,
  	\`bedrooms\` numeric,
  	\`bathrooms\` numeric,
  	\`shower_rooms\` numeric,
  	\`toilets\` numeric,
  	\`garages\` numeric,
  	\`parkings\` numeric,
  	\`external_parkings\` numeric,
  	\`construction_year\` numeric,
  	\`renovation_year\` numeric,
  	\`gas\` integer,
  	\`water\` integer,
  	\`electricity_connection\` integer,
  	\`drain_connection\` integer,
  	\`lift\` integer,
  	\`cellar\` integer,
  	\`attic\` integer,
  	\`furnished\` integer,
  	\`garden\` integer,
  	\`garage\` integer,
  	\`terrace\` integer,
  	\`orientation_terrace\` text,
  	\`orientation_garden\` text,
  	\`epc_status\` text DEFAULT 'available',
  	\`epc_unique_code\` text,
  	\`energy_performance\` numeric,
  	\`energy_total\` numeric,
  	\`epc_label_text\` text,
  	\`co2_emission\` numeric,
  	\`e_level\` numeric,
  	\`epc_date\` text,
  	\`energy_certificate_end_date\` text,
  	\`permit\` text,
  	\`allotment_permit\` text,
  	\`preemptive_rights\` text,
  	\`summons\` text,
  	\`judicial_decision\` text,
  	\`flood_risk_area\` text,
  	\`flood_zone\` text,
  	\`g_score\` text,
  	\`p_score\` text,
  	\`asbestos_type\` text,
  	\`asbestos_date\` text,
  	\`charges_renter\` numeric,
  	\`charges_owner\` numeric,
  	\`deposit_months\` numeric,
  	\`availability\` text,
  	\`available_from\` text,
  	\`inventory\` integer,
  	\`minimum_income\` numeric,
  	\`maximum_persons\` numeric,
  	\`life_annuity\` integer,
  	\`annuity_bouquet\` numeric,
  	\`annuity_monthly\` numeric,
  	\`annuitant_ages\` text,
  	\`virtual_tour_url\` text,
  	\`external_id\` numeric NOT NULL,
  	\`published\` integer DEFAULT true,
  	\`goal\` text DEFAULT 'sale' NOT NULL,
  	\`marquee\` text DEFAULT '0',
  	\`featured\` integer DEFAULT false,
  	\`status\` text,
  	\`type_id\` integer NOT NULL,
  	\`project_id\` integer,
  	\`owner_id\` integer,
  	\`advisor_id\` integer,
  	\`publish_date\` text,
  	\`import_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`type_id\`) REFERENCES \`property_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`project_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`owners\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`advisor_id\`) REFERENCES \`advisors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_properties\`("id", "main_type_name", "record_file", "street", "house_number", "box_nr", "zip", "city", "country_id", "publish_address", "latitude", "longitude", "price", "publish_price", "price_unit", "cadastral_income", "registration_right", "vat_value", "notary_fee_ex_vat", "notary_fee_inc_vat", "agency_cost", "total_cost", "surface_total", "surface_ground", "surface_living", "surface_constructed", "surface_terrace", "surface_garden", "surface_office", "surface_store", "plot_width", "front_width", "floors", "facades", "bedrooms", "bathrooms", "shower_rooms", "toilets", "garages", "parkings", "external_parkings", "construction_year", "renovation_year", "gas", "water", "electricity_connection", "drain_connection", "lift", "cellar", "attic", "furnished", "garden", "garage", "terrace", "orientation_terrace", "orientation_garden", "epc_status", "epc_unique_code", "energy_performance", "energy_total", "epc_label_text", "co2_emission", "e_level", "epc_date", "energy_certificate_end_date", "permit", "allotment_permit", "preemptive_rights", "summons", "judicial_decision", "flood_risk_area", "flood_zone", "g_score", "p_score", "asbestos_type", "asbestos_date", "charges_renter", "charges_owner", "deposit_months", "availability", "available_from", "inventory", "minimum_income", "maximum_persons", "life_annuity", "annuity_bouquet", "annuity_monthly", "annuitant_ages", "virtual_tour_url", "external_id", "published", "goal", "marquee", "featured", "status", "type_id", "project_id", "owner_id", "advisor_id", "publish_date", "import_hash", "updated_at", "created_at") SELECT "id", "main_type_name", "record_file", "street", "house_number", "box_nr", "zip", "city", "country_id", "publish_address", "latitude", "longitude", "price", "publish_price", "price_unit", "cadastral_income", "registration_right", "vat_value", "notary_fee_ex_vat", "notary_fee_inc_vat", "agency_cost", "total_cost", "surface_total", "surface_ground", "surface_living", "surface_constructed", "surface_terrace", "surface_garden", "surface_office", "surface_store", "plot_width", "front_width", "floors", "facades", "bedrooms", "bathrooms", "shower_rooms", "toilets", "garages", "parkings", "external_parkings", "construction_year", "renovation_year", "gas", "water", "electricity_connection", "drain_connection", "lift", "cellar", "attic", "furnished", "garden", "garage", "terrace", "orientation_terrace", "orientation_garden", "epc_status", "epc_unique_code", "energy_performance", "energy_total", "epc_label_text", "co2_emission", "e_level", "epc_date", "energy_certificate_end_date", "permit", "allotment_permit", "preemptive_rights", "summons", "judicial_decision", "flood_risk_area", "flood_zone", "g_score", "p_score", "asbestos_type", "asbestos_date", "charges_renter", "charges_owner", "deposit_months", "availability", "available_from", "inventory", "minimum_income", "maximum_persons", "life_annuity", "annuity_bouquet", "annuity_monthly", "annuitant_ages", "virtual_tour_url", "external_id", "published", "goal", "marquee", "featured", "status", "type_id", "project_id", "owner_id", "advisor_id", "publish_date", "import_hash", "updated_at", "created_at" FROM \`properties\`;`)
  await db.run(sql`DROP TABLE \`properties\`;`)
  await db.run(sql`ALTER TABLE \`__new_properties\` RENAME TO \`properties\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`properties_zip_idx\` ON \`properties\` (\`zip\`);`)
  await db.run(sql`CREATE INDEX \`properties_city_idx\` ON \`properties\` (\`city\`);`)
  await db.run(sql`CREATE INDEX \`properties_price_idx\` ON \`properties\` (\`price\`);`)
  await db.run(sql`CREATE INDEX \`properties_bedrooms_idx\` ON \`properties\` (\`bedrooms\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_external_id_idx\` ON \`properties\` (\`external_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_published_idx\` ON \`properties\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`properties_goal_idx\` ON \`properties\` (\`goal\`);`)
  await db.run(sql`CREATE INDEX \`properties_featured_idx\` ON \`properties\` (\`featured\`);`)
  await db.run(sql`CREATE INDEX \`properties_status_idx\` ON \`properties\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`properties_type_idx\` ON \`properties\` (\`type_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_project_idx\` ON \`properties\` (\`project_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_owner_idx\` ON \`properties\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_advisor_idx\` ON \`properties\` (\`advisor_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_publish_date_idx\` ON \`properties\` (\`publish_date\`);`)
  await db.run(sql`CREATE INDEX \`properties_updated_at_idx\` ON \`properties\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`properties_created_at_idx\` ON \`properties\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`published_goal_price_idx\` ON \`properties\` (\`published\`,\`goal\`,\`price\`);`)
  await db.run(sql`CREATE INDEX \`published_goal_publishDate_idx\` ON \`properties\` (\`published\`,\`goal\`,\`publish_date\`);`)
}
