import { Migration } from '@mikro-orm/migrations';

/** Staff accounts (issue 35, ADR 0110): invitations and password resets as hashed single-use tokens; deactivation and last sign-in on users. */
export class Migration20261129010000_staff_accounts extends Migration {

  override name = 'Migration20261129010000_staff_accounts';

  override up(): void | Promise<void> {
    this.addSql(`create table "staff_invitations" ("id" serial primary key, "email" varchar(255) not null, "role" text not null, "token_hash" varchar(64) not null, "invited_by_id" int null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "used_at" timestamptz null);`);
    this.addSql(`alter table "staff_invitations" add constraint "staff_invitations_token_hash_unique" unique ("token_hash");`);

    this.addSql(`create table "password_resets" ("id" serial primary key, "token_hash" varchar(64) not null, "user_id" int not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "used_at" timestamptz null);`);
    this.addSql(`alter table "password_resets" add constraint "password_resets_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "password_resets_user_id_index" on "password_resets" ("user_id");`);

    this.addSql(`alter table "users" add "deactivated_at" timestamptz null, add "last_sign_in_at" timestamptz null;`);

    this.addSql(`alter table "staff_invitations" add constraint "staff_invitations_invited_by_id_foreign" foreign key ("invited_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "staff_invitations" add constraint "staff_invitations_role_check" check ("role" in ('admin', 'editor', 'author', 'sales'));`);

    this.addSql(`alter table "password_resets" add constraint "password_resets_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "staff_invitations" cascade;`);
    this.addSql(`drop table if exists "password_resets" cascade;`);

    this.addSql(`alter table "users" drop column "deactivated_at", drop column "last_sign_in_at";`);
  }

}
