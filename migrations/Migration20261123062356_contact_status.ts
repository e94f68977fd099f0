import { Migration } from '@mikro-orm/migrations';

export class Migration20261123062356_contact_status extends Migration {

  override name = 'Migration20261123062356_contact_status';

  override up(): void | Promise<void> {
    this.addSql(`alter table "contact_submissions" add "status" text not null default 'new', add "source" text not null default 'contact';`);
    this.addSql(`create index "contact_submissions_created_at_index" on "contact_submissions" ("created_at");`);
    this.addSql(`alter table "contact_submissions" add constraint "contact_submissions_status_check" check ("status" in ('new', 'contacted', 'closed'));`);
    this.addSql(`alter table "contact_submissions" add constraint "contact_submissions_source_check" check ("source" in ('contact', 'call-request'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "contact_submissions_created_at_index";`);
    this.addSql(`alter table "contact_submissions" drop constraint "contact_submissions_status_check";`);
    this.addSql(`alter table "contact_submissions" drop constraint "contact_submissions_source_check";`);
    this.addSql(`alter table "contact_submissions" drop column "status", drop column "source";`);
  }

}
