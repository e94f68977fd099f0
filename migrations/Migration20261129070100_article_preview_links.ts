import { Migration } from '@mikro-orm/migrations';

/**
 * Links that show a draft to whoever holds them, until they expire (issue 36, ADR 0148): only the SHA-256 of each
 * link's token is stored.
 */
export class Migration20261129070100_article_preview_links extends Migration {

  override name = 'Migration20261129070100_article_preview_links';

  override up(): void | Promise<void> {
    this.addSql(`create table "blog_article_preview_links" ("id" serial primary key, "article_id" int not null, "token_hash" varchar(64) not null, "created_by_id" int null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null);`);
    this.addSql(`create index "blog_article_preview_links_article_id_index" on "blog_article_preview_links" ("article_id");`);
    this.addSql(`alter table "blog_article_preview_links" add constraint "blog_article_preview_links_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "blog_article_preview_links_expires_at_index" on "blog_article_preview_links" ("expires_at");`);

    this.addSql(`alter table "blog_article_preview_links" add constraint "blog_article_preview_links_article_id_foreign" foreign key ("article_id") references "blog_articles" ("id") on delete cascade;`);
    this.addSql(`alter table "blog_article_preview_links" add constraint "blog_article_preview_links_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "blog_article_preview_links" cascade;`);
  }

}
