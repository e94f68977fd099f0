import { Migration } from '@mikro-orm/migrations';

/** Every rate limit and throttle counts here, so replicas share one count per key (ADR 0013). */
export class Migration20261124132000_rate_limit_counters extends Migration {

  override name = 'Migration20261124132000_rate_limit_counters';

  override up(): void | Promise<void> {
    this.addSql(`create table "rate_limit_counters" ("bucket" text not null, "key" text not null, "count" int not null, "reset_at" timestamptz not null, constraint "rate_limit_counters_pkey" primary key ("bucket", "key"));`);
    this.addSql(`create index "rate_limit_counters_reset_at_index" on "rate_limit_counters" ("reset_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rate_limit_counters" cascade;`);
  }

}
