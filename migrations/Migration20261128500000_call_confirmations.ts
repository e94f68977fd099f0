import { Migration } from '@mikro-orm/migrations';

/**
 * The visitor's side of a booked call (issue 38, ADR 0103): the visitor's own time zone, the invite's SEQUENCE,
 * the key of the links that reschedule and cancel, the state of the visitor's pending email, and every email
 * sent about a call (one row per kind and sequence, so a retried job sends nothing twice). Existing rows: no
 * zone (the office's is used), sequence 0, no key and no email pending: calls booked before get no email.
 */
export class Migration20261128500000_call_confirmations extends Migration {

  override name = 'Migration20261128500000_call_confirmations';

  override up(): void | Promise<void> {
    this.addSql(`alter table "contact_submissions" add "call_time_zone" varchar(64) null, add "call_sequence" int not null default 0, add "manage_token" varchar(22) null, add "visitor_email" text null;`);
    this.addSql(`alter table "contact_submissions" add constraint "contact_submissions_manage_token_unique" unique ("manage_token");`);
    this.addSql(`alter table "contact_submissions" add constraint "contact_submissions_visitor_email_check" check ("visitor_email" in ('pending', 'sent', 'failed'));`);
    this.addSql(`create table "call_emails" ("id" serial primary key, "submission_id" int not null, "kind" varchar(16) not null, "sequence" int not null, "sent_at" timestamptz not null);`);
    this.addSql(`alter table "call_emails" add constraint "call_emails_submission_id_foreign" foreign key ("submission_id") references "contact_submissions" ("id") on delete cascade;`);
    this.addSql(`alter table "call_emails" add constraint "call_emails_submission_id_kind_sequence_unique" unique ("submission_id", "kind", "sequence");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "call_emails" cascade;`);
    this.addSql(`alter table "contact_submissions" drop constraint "contact_submissions_manage_token_unique";`);
    this.addSql(`alter table "contact_submissions" drop constraint "contact_submissions_visitor_email_check";`);
    this.addSql(`alter table "contact_submissions" drop column "call_time_zone", drop column "call_sequence", drop column "manage_token", drop column "visitor_email";`);
  }

}
