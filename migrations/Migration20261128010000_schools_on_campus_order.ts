import { Migration } from '@mikro-orm/migrations';

/** The directory's default order, most students living on campus first, with the paging tie-breaks (ADR 0089). */
export class Migration20261128010000_schools_on_campus_order extends Migration {

  override name = 'Migration20261128010000_schools_on_campus_order';

  override up(): void | Promise<void> {
    this.addSql(`create index "schools_on_campus_order" on "schools" ("dorm_capacity" desc nulls last, "student_population" desc nulls last, "search_name" collate "C", "id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "schools_on_campus_order";`);
  }

}
