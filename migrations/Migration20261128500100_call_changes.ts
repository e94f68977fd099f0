import { Migration } from '@mikro-orm/migrations';

/**
 * Visitors move and cancel their calls (issue 38, ADR 0104): a cancelled call keeps its time, marked with when
 * and why it was cancelled, and frees its slot: one booking per start now holds among the calls not cancelled,
 * by a partial unique index (PostgreSQL and PGlite alike). Existing rows: none cancelled.
 */
export class Migration20261128500100_call_changes extends Migration {

  override name = 'Migration20261128500100_call_changes';

  override up(): void | Promise<void> {
    this.addSql(`alter table "contact_submissions" add "call_cancelled_at" timestamptz null, add "call_cancel_reason" varchar(500) null;`);
    this.addSql(`alter table "contact_submissions" drop constraint "contact_submissions_call_starts_at_unique";`);
    this.addSql(`create unique index "contact_submissions_booked_call_start_unique" on "contact_submissions" ("call_starts_at") where "call_cancelled_at" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "contact_submissions_booked_call_start_unique";`);
    this.addSql(`delete from "contact_submissions" where "call_cancelled_at" is not null and "call_starts_at" is not null and exists (select 1 from "contact_submissions" other where other."call_starts_at" = "contact_submissions"."call_starts_at" and other."id" <> "contact_submissions"."id");`);
    this.addSql(`alter table "contact_submissions" add constraint "contact_submissions_call_starts_at_unique" unique ("call_starts_at");`);
    this.addSql(`alter table "contact_submissions" drop column "call_cancelled_at", drop column "call_cancel_reason";`);
  }

}
