import { Migration } from '@mikro-orm/migrations';

/**
 * Brand profiles and recommendations get an unguessable public id (ADR 0053); the serial ids stay for joins.
 * The default makes the same shape as the app's `randomBytes(16).toString('base64url')` from built-ins that
 * PostgreSQL 13+ and PGlite share (no pgcrypto): 128 bits from the fully random parts of three
 * `gen_random_uuid()`s (strong random), as 22 base64url characters. A volatile default is evaluated for each
 * row when the column is added, so every existing row gets its own; rows inserted by hand get one too.
 */
export class Migration20261124131500_brand_public_ids extends Migration {

  override name = 'Migration20261124131500_brand_public_ids';

  override up(): void | Promise<void> {
    this.addSql(`alter table "brand_profiles" add "public_id" varchar(22) not null default translate(rtrim(encode(decode(right(gen_random_uuid()::text, 12) || right(gen_random_uuid()::text, 12) || left(gen_random_uuid()::text, 8), 'hex'), 'base64'), '='), '+/', '-_');`);
    this.addSql(`alter table "brand_profiles" add constraint "brand_profiles_public_id_unique" unique ("public_id");`);

    this.addSql(`alter table "brand_campus_recommendations" add "public_id" varchar(22) not null default translate(rtrim(encode(decode(right(gen_random_uuid()::text, 12) || right(gen_random_uuid()::text, 12) || left(gen_random_uuid()::text, 8), 'hex'), 'base64'), '='), '+/', '-_');`);
    this.addSql(`alter table "brand_campus_recommendations" add constraint "brand_campus_recommendations_public_id_unique" unique ("public_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "brand_campus_recommendations" drop constraint "brand_campus_recommendations_public_id_unique";`);
    this.addSql(`alter table "brand_campus_recommendations" drop column "public_id";`);

    this.addSql(`alter table "brand_profiles" drop constraint "brand_profiles_public_id_unique";`);
    this.addSql(`alter table "brand_profiles" drop column "public_id";`);
  }

}
