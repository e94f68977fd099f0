import { Migration } from '@mikro-orm/migrations';

/**
 * Uploaded images (issue 16, ADR 0043): the original's metadata and its WebP variants, their bytes in the
 * database so that every replica serves them.
 */
export class Migration20261124232500_media_images extends Migration {

  override name = 'Migration20261124232500_media_images';

  override up(): void | Promise<void> {
    this.addSql(`create table "media_images" ("id" varchar(32) not null, "format" varchar(10) not null, "width" int not null, "height" int not null, "byte_size" int not null, "uploaded_by_id" int null, "created_at" timestamptz not null default now(), primary key ("id"));`);

    this.addSql(`create table "media_image_variants" ("image_id" varchar(32) not null, "width" int not null, "height" int not null, "byte_size" int not null, "bytes" bytea not null, primary key ("image_id", "width"));`);

    this.addSql(`alter table "media_images" add constraint "media_images_uploaded_by_id_foreign" foreign key ("uploaded_by_id") references "users" ("id") on delete set null;`);

    this.addSql(`alter table "media_image_variants" add constraint "media_image_variants_image_id_foreign" foreign key ("image_id") references "media_images" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "media_image_variants" drop constraint "media_image_variants_image_id_foreign";`);

    this.addSql(`drop table if exists "media_images" cascade;`);
    this.addSql(`drop table if exists "media_image_variants" cascade;`);
  }

}
