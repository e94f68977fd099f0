import { Migration } from '@mikro-orm/migrations';

/** Whether staff were emailed about each lead, and when (issue 16, ADR 0015). Existing rows: none was due. */
export class Migration20261124151000_lead_notifications extends Migration {

  override name = 'Migration20261124151000_lead_notifications';

  override up(): void | Promise<void> {
    this.addSql(`alter table "contact_submissions" add "notification" text null, add "notified_at" timestamptz null;`);
    this.addSql(`alter table "contact_submissions" add constraint "contact_submissions_notification_check" check ("notification" in ('pending', 'notified', 'failed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "contact_submissions" drop constraint "contact_submissions_notification_check";`);
    this.addSql(`alter table "contact_submissions" drop column "notification", drop column "notified_at";`);
  }

}
