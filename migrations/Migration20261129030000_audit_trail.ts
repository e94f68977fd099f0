import { Migration } from '@mikro-orm/migrations';

/**
 * The audit trail (issue 35, ADR 0120): one row per staff write, codes and ids only (no body, no name, no email).
 * The actor is an account id (not a foreign key: an entry outlives any change to accounts) or an API key's id
 * and name. Indexed for the purge by age and the screen's filters.
 */
export class Migration20261129030000_audit_trail extends Migration {

  override name = 'Migration20261129030000_audit_trail';

  override up(): void | Promise<void> {
    this.addSql(`create table "audit_entries" ("id" serial primary key, "at" timestamptz not null default now(), "actor_kind" varchar(10) not null, "actor_user_id" int null, "actor_key_id" int null, "actor_key_name" varchar(100) null, "action" varchar(100) not null, "via" varchar(10) not null, "record_kind" varchar(50) null, "record_id" varchar(50) null, "change_field" varchar(30) null, "change_from" varchar(50) null, "change_to" varchar(50) null, "ip" varchar(64) not null);`);
    this.addSql(`create index "audit_entries_at_index" on "audit_entries" ("at");`);
    this.addSql(`create index "audit_entries_actor_user_id_index" on "audit_entries" ("actor_user_id");`);
    this.addSql(`create index "audit_entries_action_index" on "audit_entries" ("action");`);
    this.addSql(`create index "audit_entries_record_index" on "audit_entries" ("record_kind", "record_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "audit_entries" cascade;`);
  }

}
