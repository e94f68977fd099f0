import { Migration } from '@mikro-orm/migrations';

/**
 * Webhooks (issue 37, ADR 0094): the URLs admins register for events, and one row per event on its way to one
 * of them (its signed body, state and last response). Deliveries go with their webhook.
 */
export class Migration20261128200000_webhooks extends Migration {

  override name = 'Migration20261128200000_webhooks';

  override up(): void | Promise<void> {
    this.addSql(`create table "webhooks" ("id" serial primary key, "name" varchar(100) not null, "url" varchar(2000) not null, "events" jsonb not null, "secret" varchar(64) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create table "webhook_deliveries" ("id" serial primary key, "webhook_id" int not null, "event" varchar(40) not null, "event_id" varchar(36) not null, "body" text not null, "state" varchar(10) not null, "attempts" int not null default 0, "response_status" int null, "error" varchar(300) null, "created_at" timestamptz not null default now(), "last_attempt_at" timestamptz null);`);
    this.addSql(`alter table "webhook_deliveries" add constraint "webhook_deliveries_webhook_id_foreign" foreign key ("webhook_id") references "webhooks" ("id") on delete cascade;`);
    this.addSql(`create index "webhook_deliveries_webhook_id_id_index" on "webhook_deliveries" ("webhook_id", "id" desc);`);
    this.addSql(`create index "webhook_deliveries_pending_index" on "webhook_deliveries" ("id") where "state" = 'pending';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "webhook_deliveries" cascade;`);
    this.addSql(`drop table if exists "webhooks" cascade;`);
  }

}
