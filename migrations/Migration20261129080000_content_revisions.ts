import { Migration } from '@mikro-orm/migrations';

/**
 * The history of site content (issue 36, ADR 0151): one row per save of a figure, a case study or a page's copy,
 * with the fields it wrote as JSON. Unique per record and version: a record's version moves on with each save.
 */
export class Migration20261129080000_content_revisions extends Migration {

  override name = 'Migration20261129080000_content_revisions';

  override up(): void | Promise<void> {
    this.addSql(`create table "content_revisions" ("id" serial primary key, "kind" varchar(40) not null, "record_key" varchar(120) not null, "version" int not null, "snapshot" jsonb not null, "saved_by_id" int null, "saved_at" timestamptz not null default now());`);
    this.addSql(`alter table "content_revisions" add constraint "content_revisions_record_version_unique" unique ("kind", "record_key", "version");`);

    this.addSql(`alter table "content_revisions" add constraint "content_revisions_saved_by_id_foreign" foreign key ("saved_by_id") references "users" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "content_revisions" cascade;`);
  }

}
