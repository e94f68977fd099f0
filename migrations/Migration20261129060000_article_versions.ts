import { Migration } from '@mikro-orm/migrations';

/**
 * Articles count their saves (issue 36, ADR 0135): an editor saves with the version it opened and the UPDATE's
 * WHERE clause refuses an older one. Existing articles start at 1.
 */
export class Migration20261129060000_article_versions extends Migration {

  override name = 'Migration20261129060000_article_versions';

  override up(): void | Promise<void> {
    this.addSql(`alter table "blog_articles" add "version" int not null default 1;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "blog_articles" drop column "version";`);
  }

}
