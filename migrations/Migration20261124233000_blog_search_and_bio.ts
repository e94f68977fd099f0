import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 18, ADR 0044: the blog's own word table for typo-tolerant search (trigram index, filled by a trigger
 * on blog_articles and back-filled here), and a short author bio on users.
 */
export class Migration20261124233000_blog_search_and_bio extends Migration {

  override name = 'Migration20261124233000_blog_search_and_bio';

  override up(): void | Promise<void> {
    this.addSql(`create table "blog_search_words" ("word" text not null, primary key ("word"));`);
    this.addSql(`create index "blog_search_words_trgm" on "blog_search_words" using gin ("word" gin_trgm_ops);`);
    this.addSql(`create or replace function "blog_articles_search_words_fn"() returns trigger as \$\$ begin insert into blog_search_words (word)
        select distinct word from unnest(tsvector_to_array(to_tsvector('simple',
          coalesce(new.title, '') || ' ' || coalesce(new.excerpt, '') || ' ' || coalesce(new.content, '')))) as word
        where length(word) >= 4
        on conflict do nothing;       return null; end; \$\$ language plpgsql;`);
    this.addSql(`create trigger "blog_articles_search_words" AFTER INSERT OR UPDATE on "blog_articles" for each ROW execute function "blog_articles_search_words_fn"();`);
    this.addSql(`insert into blog_search_words (word)
        select distinct word from blog_articles a, unnest(tsvector_to_array(to_tsvector('simple',
          coalesce(a.title, '') || ' ' || coalesce(a.excerpt, '') || ' ' || coalesce(a.content, '')))) as word
        where length(word) >= 4
        on conflict do nothing;`);

    this.addSql(`alter table "users" add "bio" varchar(500) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "bio";`);
    this.addSql(`drop trigger if exists "blog_articles_search_words" on "blog_articles";`);
    this.addSql(`drop function if exists "blog_articles_search_words_fn"();`);
    this.addSql(`drop table if exists "blog_search_words" cascade;`);
  }

}
