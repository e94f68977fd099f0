import { Migration } from '@mikro-orm/migrations';

/**
 * Two-factor sign-in and the sessions screen (issue 35, ADR 0115-0117). A staff member's TOTP secret and the
 * last time step a code was accepted at (replays refused); ten recovery codes, hashed, each used once; the
 * half-signed-in state between the password and the code (five minutes); remembered devices (30 days). Sessions
 * gain the browser's User-Agent and address for the list of one's sessions. Existing rows: no one has two-factor
 * sign-in, existing sessions show no device or address.
 */
export class Migration20261129020000_two_factor extends Migration {

  override name = 'Migration20261129020000_two_factor';

  override up(): void | Promise<void> {
    this.addSql(`alter table "sessions" add "user_agent" varchar(300) null, add "ip" varchar(100) null;`);
    this.addSql(`create table "two_factor_secrets" ("user_id" int not null, "secret" varchar(64) not null, "enabled_at" timestamptz null, "last_time_step" int null, "created_at" timestamptz not null default now(), constraint "two_factor_secrets_pkey" primary key ("user_id"));`);
    this.addSql(`alter table "two_factor_secrets" add constraint "two_factor_secrets_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`create table "two_factor_recovery_codes" ("id" serial primary key, "user_id" int not null, "code_hash" varchar(64) not null, "used_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "two_factor_recovery_codes_user_id_index" on "two_factor_recovery_codes" ("user_id");`);
    this.addSql(`alter table "two_factor_recovery_codes" add constraint "two_factor_recovery_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`create table "two_factor_pending_sign_ins" ("id" varchar(64) not null, "user_id" int not null, "failed_attempts" int not null default 0, "expires_at" timestamptz not null, "created_at" timestamptz not null default now(), constraint "two_factor_pending_sign_ins_pkey" primary key ("id"));`);
    this.addSql(`create index "two_factor_pending_sign_ins_user_id_index" on "two_factor_pending_sign_ins" ("user_id");`);
    this.addSql(`alter table "two_factor_pending_sign_ins" add constraint "two_factor_pending_sign_ins_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`create table "two_factor_remembered_devices" ("id" varchar(64) not null, "user_id" int not null, "user_agent" varchar(300) null, "expires_at" timestamptz not null, "created_at" timestamptz not null default now(), constraint "two_factor_remembered_devices_pkey" primary key ("id"));`);
    this.addSql(`create index "two_factor_remembered_devices_user_id_index" on "two_factor_remembered_devices" ("user_id");`);
    this.addSql(`alter table "two_factor_remembered_devices" add constraint "two_factor_remembered_devices_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "two_factor_remembered_devices" cascade;`);
    this.addSql(`drop table if exists "two_factor_pending_sign_ins" cascade;`);
    this.addSql(`drop table if exists "two_factor_recovery_codes" cascade;`);
    this.addSql(`drop table if exists "two_factor_secrets" cascade;`);
    this.addSql(`alter table "sessions" drop column "user_agent", drop column "ip";`);
    this.addSql(`delete from "app_settings" where "key" = 'staff.two-factor-required';`);
  }

}
