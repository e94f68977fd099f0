import { Migration } from '@mikro-orm/migrations';

/**
 * The size part of the IPEDS locale (issue 17): large/midsize/small for cities and suburbs, fringe/distant/remote
 * for towns and rural areas, beside the kind `locale` keeps (ADR 0024). Existing rows stay null, "not known",
 * until the next `schools:import` fills them by UNITID; nothing is guessed here.
 */
export class Migration20261125025851_locale_size extends Migration {

  override name = 'Migration20261125025851_locale_size';

  override up(): void | Promise<void> {
    this.addSql(`alter table "schools" add "locale_size" varchar(10) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "schools" drop column "locale_size";`);
  }

}
