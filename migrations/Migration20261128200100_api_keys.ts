import { Migration } from '@mikro-orm/migrations';

/** API keys per integration (issue 37, ADR 0095): hashed, scoped, with an optional expiry and a revocation time. */
export class Migration20261128200100_api_keys extends Migration {

  override name = 'Migration20261128200100_api_keys';

  override up(): void | Promise<void> {
    this.addSql(`create table "api_keys" ("id" serial primary key, "name" varchar(100) not null, "hint" varchar(12) not null, "hash" varchar(64) not null, "scopes" jsonb not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz null, "last_used_at" timestamptz null, "revoked_at" timestamptz null);`);
    this.addSql(`alter table "api_keys" add constraint "api_keys_hash_unique" unique ("hash");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "api_keys" cascade;`);
  }

}
