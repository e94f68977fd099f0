import { Migration } from '@mikro-orm/migrations';

/**
 * Staff roles replace the admin flag (issue 35, ADR 0091): every admin becomes an `admin`, so nobody is locked
 * out, and every other account keeps no staff rights (null), as it had none before. One statement per step;
 * the column is filled before the flag goes.
 */
export class Migration20261128100000_staff_roles extends Migration {

  override name = 'Migration20261128100000_staff_roles';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "role" text null;`);
    this.addSql(`alter table "users" add constraint "users_role_check" check ("role" in ('admin', 'editor', 'author', 'sales'));`);
    this.addSql(`update "users" set "role" = 'admin' where "is_admin";`);
    this.addSql(`alter table "users" drop column "is_admin";`);
  }

  override down(): void | Promise<void> {
    // Going back, only admins keep staff rights: the other roles did not exist.
    this.addSql(`alter table "users" add "is_admin" boolean not null default false;`);
    this.addSql(`update "users" set "is_admin" = true where "role" = 'admin';`);
    this.addSql(`alter table "users" drop constraint "users_role_check";`);
    this.addSql(`alter table "users" drop column "role";`);
  }

}
