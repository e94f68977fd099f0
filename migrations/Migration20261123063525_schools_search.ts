import { Migration } from '@mikro-orm/migrations';

export class Migration20261123063525_schools_search extends Migration {

  override name = 'Migration20261123063525_schools_search';

  override up(): void | Promise<void> {
    this.addSql(`create table "school_search_words" ("word" text not null, primary key ("word"));`);
    this.addSql(`create index "school_search_words_trgm" on "school_search_words" using gin ("word" gin_trgm_ops);`);

    this.addSql(`alter table "schools" add "search_name" text not null default '', add "search_text" text not null default '', add "search_vector" tsvector generated always as (to_tsvector('simple', search_text)) stored null;`);
    this.addSql(`create index "schools_search_vector" on "schools" using gin ("search_vector");`);
    this.addSql(`create index "schools_search_name_order" on "schools" ("search_name" collate "C", "id");`);
    this.addSql(`create or replace function "schools_schools_search_words_fn"() returns trigger as \$\$ begin insert into school_search_words (word)
        select distinct word from unnest(tsvector_to_array(new.search_vector)) as word where length(word) >= 4
        on conflict do nothing;       return null; end; \$\$ language plpgsql;`);
    this.addSql(`create trigger "schools_search_words" AFTER INSERT OR UPDATE on "schools" for each ROW execute function "schools_schools_search_words_fn"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "school_search_words" cascade;`);

    this.addSql(`drop index "schools_search_vector";`);
    this.addSql(`drop index "schools_search_name_order";`);
    this.addSql(`drop trigger if exists "schools_search_words" on "schools";`);
    this.addSql(`drop function if exists "schools_schools_search_words_fn"();`);
    this.addSql(`alter table "schools" drop column "search_name", drop column "search_text", drop column "search_vector";`);
  }

}
