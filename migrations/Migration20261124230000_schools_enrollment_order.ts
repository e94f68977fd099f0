import { Migration } from '@mikro-orm/migrations';

/** The directory's default order, largest first, with the tie-breaks that keep paging stable (ADR 0026). */
export class Migration20261124230000_schools_enrollment_order extends Migration {

  override name = 'Migration20261124230000_schools_enrollment_order';

  override up(): void | Promise<void> {
    this.addSql(`create index "schools_enrollment_order" on "schools" ("student_population" desc nulls last, "search_name" collate "C", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "schools_enrollment_order";`);
  }

}
