import { Migration } from '@mikro-orm/migrations';

/**
 * A lead is a record (issue 38 point 5, ADR 0130): staff notes, the status history, further messages from
 * the same address joined to the first lead, an owner, and the spam folder. Everything hanging off a lead goes
 * with it (cascade), so erasing a lead is one delete. Existing rows: no owner, not spam.
 */
export class Migration20261129050000_lead_record extends Migration {

  override name = 'Migration20261129050000_lead_record';

  override up(): void | Promise<void> {
    this.addSql(`create table "lead_status_changes" ("id" serial primary key, "submission_id" int not null, "actor_id" int null, "from_status" varchar(16) not null, "to_status" varchar(16) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "lead_status_changes_submission_id_index" on "lead_status_changes" ("submission_id");`);

    this.addSql(`create table "lead_notes" ("id" serial primary key, "submission_id" int not null, "author_id" int null, "body" text not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "lead_notes_submission_id_index" on "lead_notes" ("submission_id");`);

    this.addSql(`create table "lead_messages" ("id" serial primary key, "submission_id" int not null, "message" text null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "lead_messages_submission_id_index" on "lead_messages" ("submission_id");`);

    this.addSql(`alter table "contact_submissions" add "owner_id" int null, add "spam" text null;`);
    this.addSql(`alter table "contact_submissions" add constraint "contact_submissions_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete set null;`);
    this.addSql(`create index "contact_submissions_owner_id_index" on "contact_submissions" ("owner_id");`);
    this.addSql(`alter table "contact_submissions" add constraint "contact_submissions_spam_check" check ("spam" in ('honeypot', 'staff'));`);

    this.addSql(`alter table "lead_status_changes" add constraint "lead_status_changes_submission_id_foreign" foreign key ("submission_id") references "contact_submissions" ("id") on delete cascade;`);
    this.addSql(`alter table "lead_status_changes" add constraint "lead_status_changes_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`);

    this.addSql(`alter table "lead_notes" add constraint "lead_notes_submission_id_foreign" foreign key ("submission_id") references "contact_submissions" ("id") on delete cascade;`);
    this.addSql(`alter table "lead_notes" add constraint "lead_notes_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null;`);

    this.addSql(`alter table "lead_messages" add constraint "lead_messages_submission_id_foreign" foreign key ("submission_id") references "contact_submissions" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "lead_status_changes" cascade;`);
    this.addSql(`drop table if exists "lead_notes" cascade;`);
    this.addSql(`drop table if exists "lead_messages" cascade;`);

    this.addSql(`alter table "contact_submissions" drop constraint "contact_submissions_owner_id_foreign";`);

    this.addSql(`drop index "contact_submissions_owner_id_index";`);
    this.addSql(`alter table "contact_submissions" drop constraint "contact_submissions_spam_check";`);
    this.addSql(`alter table "contact_submissions" drop column "owner_id", drop column "spam";`);
  }

}
