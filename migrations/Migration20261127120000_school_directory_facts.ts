import { Migration } from '@mikro-orm/migrations';

/**
 * The facts a campus team plans by (issue 33): street address and ZIP, undergraduate offer, residential
 * character, metro area codes, full-time and part-time headcount and residence-hall beds; and the imported fields
 * staff edited by hand, which later imports leave alone (ADR 0021). Existing rows: all new columns unknown (null),
 * no field marked as staff-edited; the bundled directory fills the facts on the next start.
 */
export class Migration20261127120000_school_directory_facts extends Migration {

  override name = 'Migration20261127120000_school_directory_facts';

  override up(): void | Promise<void> {
    this.addSql(`alter table "schools" add "address" varchar(200) null, add "zip" varchar(10) null, add "undergraduate" boolean null, add "residential" varchar(24) null, add "cbsa" int null, add "csa" int null, add "full_time_enrollment" int null, add "part_time_enrollment" int null, add "dorm_capacity" int null, add "staff_edited_fields" text[] not null default '{}';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "schools" drop column "address", drop column "zip", drop column "undergraduate", drop column "residential", drop column "cbsa", drop column "csa", drop column "full_time_enrollment", drop column "part_time_enrollment", drop column "dorm_capacity", drop column "staff_edited_fields";`);
  }

}
