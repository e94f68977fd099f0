import { Migration } from '@mikro-orm/migrations';

/**
 * Staff's edits of the agency figures (issue 36, ADR 0150): one row per edited figure. The keys and their demo
 * defaults stay in the code, so a fresh install has no rows and shows the defaults, marked as examples.
 */
export class Migration20261129070200_site_figures extends Migration {

  override name = 'Migration20261129070200_site_figures';

  override up(): void | Promise<void> {
    this.addSql(`create table "site_figures" ("key" varchar(40) not null, "value" varchar(40) not null, "label" varchar(120) not null, "note" text null, "confirmed" boolean not null default false, "version" int not null default 1, "updated_by_id" int null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("key"));`);

    this.addSql(`alter table "site_figures" add constraint "site_figures_updated_by_id_foreign" foreign key ("updated_by_id") references "users" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "site_figures" cascade;`);
  }

}
