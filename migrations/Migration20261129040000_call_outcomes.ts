import { Migration } from '@mikro-orm/migrations';

/**
 * The staff's calls screen (issue 38 point 3): what became of a call (held or a no-show, one row per call, gone
 * with the call, kept when the staff member who marked it is deleted), and each staff member's calendar feed
 * (ADR 0125): the SHA-256 of the secret in its URL, one per account, gone with the account. Existing rows: none.
 */
export class Migration20261129040000_call_outcomes extends Migration {

  override name = 'Migration20261129040000_call_outcomes';

  override up(): void | Promise<void> {
    this.addSql(`create table "call_outcomes" ("id" serial primary key, "submission_id" int not null, "outcome" text check ("outcome" in ('held', 'no-show')) not null, "marked_at" timestamptz not null, "marked_by_id" int null);`);
    this.addSql(`alter table "call_outcomes" add constraint "call_outcomes_submission_id_unique" unique ("submission_id");`);
    this.addSql(`alter table "call_outcomes" add constraint "call_outcomes_submission_id_foreign" foreign key ("submission_id") references "contact_submissions" ("id") on delete cascade;`);
    this.addSql(`alter table "call_outcomes" add constraint "call_outcomes_marked_by_id_foreign" foreign key ("marked_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`create table "calendar_feeds" ("id" serial primary key, "user_id" int not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "calendar_feeds" add constraint "calendar_feeds_user_id_unique" unique ("user_id");`);
    this.addSql(`alter table "calendar_feeds" add constraint "calendar_feeds_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "calendar_feeds" add constraint "calendar_feeds_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "calendar_feeds" cascade;`);
    this.addSql(`drop table if exists "call_outcomes" cascade;`);
  }

}
