import { Migration } from '@mikro-orm/migrations';

/**
 * Every save of an article keeps a revision (issue 36, ADR 0136). Each existing article starts its history with
 * one revision of what it holds now, saved by no one (before history was kept).
 */
export class Migration20261129060100_article_revisions extends Migration {

  override name = 'Migration20261129060100_article_revisions';

  override up(): void | Promise<void> {
    this.addSql(`create table "blog_article_revisions" ("id" serial primary key, "article_id" int not null, "version" int not null, "saved_by_id" int null, "autosave" boolean not null default false, "title" varchar(255) not null, "slug" varchar(255) not null, "content" text not null, "excerpt" text null, "image_url" text null, "published" boolean not null, "published_at" timestamptz null, "category_id" int null, "tag_ids" jsonb not null, "saved_at" timestamptz not null default now());`);
    this.addSql(`create index "blog_article_revisions_article_id_id_index" on "blog_article_revisions" ("article_id", "id" desc);`);

    this.addSql(`alter table "blog_article_revisions" add constraint "blog_article_revisions_article_id_foreign" foreign key ("article_id") references "blog_articles" ("id") on delete cascade;`);
    this.addSql(`alter table "blog_article_revisions" add constraint "blog_article_revisions_saved_by_id_foreign" foreign key ("saved_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`insert into "blog_article_revisions" ("article_id", "version", "title", "slug", "content", "excerpt", "image_url", "published", "published_at", "category_id", "tag_ids", "saved_at") select a."id", a."version", a."title", a."slug", a."content", a."excerpt", a."image_url", a."published", a."published_at", a."category_id", coalesce((select jsonb_agg(bt."tag_id" order by bt."tag_id") from "blog_articles_tags" bt where bt."article_id" = a."id"), '[]'::jsonb), a."updated_at" from "blog_articles" a order by a."id";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "blog_article_revisions" cascade;`);
  }

}
