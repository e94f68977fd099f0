import { Migration } from '@mikro-orm/migrations';

/**
 * Articles say what their featured image shows and what search results and share cards show (issue 36, ADR 0147):
 * alt text, caption, meta title, meta description and a social image, each optional. Revisions keep them too,
 * so a restore brings them back.
 */
export class Migration20261129070000_article_display_fields extends Migration {

  override name = 'Migration20261129070000_article_display_fields';

  override up(): void | Promise<void> {
    for (const table of ['blog_articles', 'blog_article_revisions'])
      this.addSql(
        `alter table "${table}" add "image_alt" text null, add "image_caption" text null, add "meta_title" text null, ` +
          `add "meta_description" text null, add "social_image_url" text null;`,
      );
  }

  override down(): void | Promise<void> {
    for (const table of ['blog_articles', 'blog_article_revisions'])
      this.addSql(
        `alter table "${table}" drop column "image_alt", drop column "image_caption", drop column "meta_title", ` +
          `drop column "meta_description", drop column "social_image_url";`,
      );
  }

}
