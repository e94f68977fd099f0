import { Migration } from '@mikro-orm/migrations';

/** An author's draft waiting for an editor (issue 35, ADR 0091): when it was submitted; null for the others. */
export class Migration20261128100100_article_review extends Migration {

  override name = 'Migration20261128100100_article_review';

  override up(): void | Promise<void> {
    this.addSql(`alter table "blog_articles" add "review_requested_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "blog_articles" drop column "review_requested_at";`);
  }

}
