import { Migration } from '@mikro-orm/migrations';
import { demoCaseStudyInserts } from '../src/server/features/case-studies/seed/demo-case-study-sql';

/**
 * The agency's case studies in the database (issue 36, ADR 0154), with the seven demo studies the product has
 * always had at /cs/{slug}: published, unconfirmed, so every page marks them as example content until staff
 * replace them or confirm them as their own. Written here rather than by the demo seed, so an install that was
 * seeded before (or runs without demo data) keeps every address it had.
 */
export class Migration20261129083500_case_studies extends Migration {

  override name = 'Migration20261129083500_case_studies';

  override up(): void | Promise<void> {
    this.addSql(`create table "case_studies" ("id" serial primary key, "slug" varchar(80) not null, "title" varchar(200) not null, "client" varchar(120) not null, "industry" varchar(80) not null, "summary" varchar(400) not null, "metric" jsonb not null, "keywords" jsonb not null, "logo_url" varchar(2048) null, "image_url" varchar(2048) null, "image_alt" varchar(300) null, "body" jsonb not null, "sort_order" int not null default 0, "published" boolean not null default false, "confirmed" boolean not null default false, "version" int not null default 1, "updated_by_id" int null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "case_studies" add constraint "case_studies_slug_unique" unique ("slug");`);

    this.addSql(`alter table "case_studies" add constraint "case_studies_updated_by_id_foreign" foreign key ("updated_by_id") references "users" ("id") on delete set null;`);

    for (const insert of demoCaseStudyInserts()) this.addSql(insert);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "case_studies" cascade;`);
  }

}
