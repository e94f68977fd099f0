import { Migration } from '@mikro-orm/migrations';

/**
 * Staff display names (issue 16, ADR 0019). Existing users get the name their bylines already show: first and
 * last name when both exist (the demo author, "Jordan Ellis"), otherwise the username.
 */
export class Migration20261124152100_user_display_name extends Migration {

  override name = 'Migration20261124152100_user_display_name';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "display_name" varchar(100) null;`);
    this.addSql(`update "users" set "display_name" = case
      when nullif(trim("first_name"), '') is not null and nullif(trim("last_name"), '') is not null
        then left(trim("first_name") || ' ' || trim("last_name"), 100)
      else "username" end;`);
    this.addSql(`alter table "users" alter column "display_name" set not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "display_name";`);
  }

}
