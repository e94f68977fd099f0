import { Migration } from '@mikro-orm/migrations';

export class Migration20261123064127_matching_generation extends Migration {

  override name = 'Migration20261123064127_matching_generation';

  override up(): void | Promise<void> {
    this.addSql(`alter table "brand_campus_recommendations" add "status" varchar(20) not null default 'complete', add "requested_count" smallint not null default 10, add "generation" jsonb null, add "fingerprint" varchar(64) null, add "completed_at" timestamptz null;`);
    this.addSql(`alter table "brand_campus_recommendations" alter column "recommendation_data" drop not null;`);
    this.addSql(`create index "brand_campus_recommendations_fingerprint_index" on "brand_campus_recommendations" ("fingerprint");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "brand_campus_recommendations_fingerprint_index";`);
    this.addSql(`alter table "brand_campus_recommendations" drop column "status", drop column "requested_count", drop column "generation", drop column "fingerprint", drop column "completed_at";`);
    this.addSql(`alter table "brand_campus_recommendations" alter column "recommendation_data" set not null;`);
  }

}
