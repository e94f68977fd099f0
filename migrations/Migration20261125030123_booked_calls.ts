import { Migration } from '@mikro-orm/migrations';

/**
 * Calls booked on /book-call from the office hours (issue 18, ADR 0066): a lead may hold a call's start and end
 * (one booking per start, enforced here so that replicas agree), the key of its .ics invite, and the school page
 * it came from. Existing rows: none.
 */
export class Migration20261125030123_booked_calls extends Migration {

  override name = 'Migration20261125030123_booked_calls';

  override up(): void | Promise<void> {
    this.addSql(`alter table "contact_submissions" add "call_starts_at" timestamptz null, add "call_ends_at" timestamptz null, add "invite_token" varchar(22) null, add "school_id" int null;`);
    this.addSql(`alter table "contact_submissions" add constraint "contact_submissions_school_id_foreign" foreign key ("school_id") references "schools" ("id") on delete set null;`);
    this.addSql(`alter table "contact_submissions" add constraint "contact_submissions_call_starts_at_unique" unique ("call_starts_at");`);
    this.addSql(`alter table "contact_submissions" add constraint "contact_submissions_invite_token_unique" unique ("invite_token");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "contact_submissions" drop constraint "contact_submissions_school_id_foreign";`);

    this.addSql(`alter table "contact_submissions" drop constraint "contact_submissions_call_starts_at_unique";`);
    this.addSql(`alter table "contact_submissions" drop constraint "contact_submissions_invite_token_unique";`);
    this.addSql(`alter table "contact_submissions" drop column "call_starts_at", drop column "call_ends_at", drop column "invite_token", drop column "school_id";`);
  }

}
