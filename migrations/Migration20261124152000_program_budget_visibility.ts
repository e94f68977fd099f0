import { Migration } from '@mikro-orm/migrations';

/** A program's budget is staff-only unless staff choose to show it (issue 16, ADR 0018). Existing rows: hidden. */
export class Migration20261124152000_program_budget_visibility extends Migration {

  override name = 'Migration20261124152000_program_budget_visibility';

  override up(): void | Promise<void> {
    this.addSql(`alter table "campus_programs" add "show_budget_publicly" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "campus_programs" drop column "show_budget_publicly";`);
  }

}
