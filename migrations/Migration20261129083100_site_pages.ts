import { Migration } from '@mikro-orm/migrations';

/**
 * Staff's edits of the site's copy (issue 36, ADR 0155): one row per edited part (home, about, terms, ...). The
 * parts and their demo copy stay in the code, so a fresh install has no rows and shows the demo copy.
 */
export class Migration20261129083100_site_pages extends Migration {

  override name = 'Migration20261129083100_site_pages';

  override up(): void | Promise<void> {
    this.addSql(`create table "site_pages" ("part" varchar(40) not null, "copy" jsonb not null, "version" int not null default 1, "updated_by_id" int null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("part"));`);

    this.addSql(`alter table "site_pages" add constraint "site_pages_updated_by_id_foreign" foreign key ("updated_by_id") references "users" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "site_pages" cascade;`);
  }

}
