import { Migration } from '@mikro-orm/migrations';

/** Generation's progress lives in the row, so every replica answers the same status (ADR 0014). */
export class Migration20261124140000_recommendation_progress extends Migration {

  override name = 'Migration20261124140000_recommendation_progress';

  override up(): void | Promise<void> {
    this.addSql(`alter table "brand_campus_recommendations" add "progress" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "brand_campus_recommendations" drop column "progress";`);
  }

}
