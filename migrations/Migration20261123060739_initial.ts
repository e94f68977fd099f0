import { Migration } from '@mikro-orm/migrations';

export class Migration20261123060739_initial extends Migration {

  override name = 'Migration20261123060739_initial';

  override up(): void | Promise<void> {
    // Trigram matching for typo-tolerant search; PGlite registers the extension on open, PostgreSQL ships it.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create table "app_settings" ("key" varchar(100) not null, "value" jsonb not null, "updated_at" timestamptz not null default now(), primary key ("key"));`);

    this.addSql(`create table "blog_categories" ("id" serial primary key, "name" varchar(100) not null, "slug" varchar(100) not null, "description" text null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "blog_categories" add constraint "blog_categories_name_unique" unique ("name");`);
    this.addSql(`alter table "blog_categories" add constraint "blog_categories_slug_unique" unique ("slug");`);

    this.addSql(`create table "blog_tags" ("id" serial primary key, "name" varchar(50) not null, "slug" varchar(50) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "blog_tags" add constraint "blog_tags_name_unique" unique ("name");`);
    this.addSql(`alter table "blog_tags" add constraint "blog_tags_slug_unique" unique ("slug");`);

    this.addSql(`create table "schools" ("id" serial primary key, "name" varchar(255) not null, "slug" varchar(255) not null, "state" varchar(2) null, "city" varchar(100) null, "type" varchar(50) null, "student_population" int null, "is_active" boolean not null default true, "logo_url" text null, "image_url" text null, "website_url" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "unitid" int null, "alias" text null, "hbcu" boolean not null default false, "tribal" boolean not null default false, "land_grant" boolean not null default false, "control" varchar(20) null, "sector" smallint null, "carnegie" smallint null, "size_band" varchar(10) null, "locale" varchar(10) null, "latitude" double precision null, "longitude" double precision null);`);
    this.addSql(`alter table "schools" add constraint "schools_slug_unique" unique ("slug");`);
    this.addSql(`create index "schools_state_index" on "schools" ("state");`);
    this.addSql(`alter table "schools" add constraint "schools_unitid_unique" unique ("unitid");`);

    this.addSql(`create table "campus_programs" ("id" serial primary key, "school_id" int not null, "name" varchar(255) not null, "description" text null, "start_date" timestamptz null, "end_date" timestamptz null, "budget" int null, "status" varchar(50) not null default 'planned', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "campus_programs_school_id_index" on "campus_programs" ("school_id");`);

    this.addSql(`create table "users" ("id" serial primary key, "username" varchar(100) not null, "email" varchar(255) null, "password" text not null, "first_name" varchar(100) null, "last_name" varchar(100) null, "job_title" varchar(100) null, "company" varchar(100) null, "is_admin" boolean not null default false, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(`create table "sessions" ("id" varchar(64) not null, "user_id" int not null, "created_at" timestamptz not null default now(), "last_seen_at" timestamptz not null default now(), "expires_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);

    this.addSql(`create table "contact_submissions" ("id" serial primary key, "email" varchar(255) not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "job_title" varchar(100) not null, "company" varchar(100) not null, "message" text null, "created_at" timestamptz not null default now(), "user_id" int null);`);

    this.addSql(`create table "brand_profiles" ("id" serial primary key, "name" varchar(255) not null, "industry" varchar(100) not null, "target_audience" text not null, "values" text not null, "marketing_goals" text not null, "budget_range" varchar(100) not null, "additional_info" text null, "user_id" int null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);

    this.addSql(`create table "brand_campus_recommendations" ("id" serial primary key, "brand_profile_id" int not null, "recommendation_data" jsonb not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "brand_campus_recommendations_brand_profile_id_index" on "brand_campus_recommendations" ("brand_profile_id");`);

    this.addSql(`create table "blog_articles" ("id" serial primary key, "title" varchar(255) not null, "slug" varchar(255) not null, "content" text not null, "excerpt" text null, "image_url" text null, "published" boolean not null default false, "published_at" timestamptz null, "author_id" int null, "category_id" int null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "blog_articles" add constraint "blog_articles_slug_unique" unique ("slug");`);
    this.addSql(`create index "blog_articles_category_id_index" on "blog_articles" ("category_id");`);

    this.addSql(`create table "blog_articles_tags" ("article_id" int not null, "tag_id" int not null, "created_at" timestamptz not null default now(), primary key ("article_id", "tag_id"));`);
    this.addSql(`create index "blog_articles_tags_tag_id_index" on "blog_articles_tags" ("tag_id");`);

    this.addSql(`alter table "campus_programs" add constraint "campus_programs_school_id_foreign" foreign key ("school_id") references "schools" ("id") on delete cascade;`);

    this.addSql(`alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "contact_submissions" add constraint "contact_submissions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);

    this.addSql(`alter table "brand_profiles" add constraint "brand_profiles_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);

    this.addSql(`alter table "brand_campus_recommendations" add constraint "brand_campus_recommendations_brand_profile_id_foreign" foreign key ("brand_profile_id") references "brand_profiles" ("id") on delete cascade;`);

    this.addSql(`alter table "blog_articles" add constraint "blog_articles_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "blog_articles" add constraint "blog_articles_category_id_foreign" foreign key ("category_id") references "blog_categories" ("id") on delete set null;`);

    this.addSql(`alter table "blog_articles_tags" add constraint "blog_articles_tags_article_id_foreign" foreign key ("article_id") references "blog_articles" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "blog_articles_tags" add constraint "blog_articles_tags_tag_id_foreign" foreign key ("tag_id") references "blog_tags" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "blog_articles" drop constraint "blog_articles_category_id_foreign";`);
    this.addSql(`alter table "blog_articles_tags" drop constraint "blog_articles_tags_tag_id_foreign";`);
    this.addSql(`alter table "campus_programs" drop constraint "campus_programs_school_id_foreign";`);
    this.addSql(`alter table "sessions" drop constraint "sessions_user_id_foreign";`);
    this.addSql(`alter table "contact_submissions" drop constraint "contact_submissions_user_id_foreign";`);
    this.addSql(`alter table "brand_profiles" drop constraint "brand_profiles_user_id_foreign";`);
    this.addSql(`alter table "blog_articles" drop constraint "blog_articles_author_id_foreign";`);
    this.addSql(`alter table "brand_campus_recommendations" drop constraint "brand_campus_recommendations_brand_profile_id_foreign";`);
    this.addSql(`alter table "blog_articles_tags" drop constraint "blog_articles_tags_article_id_foreign";`);

    this.addSql(`drop table if exists "app_settings" cascade;`);
    this.addSql(`drop table if exists "blog_categories" cascade;`);
    this.addSql(`drop table if exists "blog_tags" cascade;`);
    this.addSql(`drop table if exists "schools" cascade;`);
    this.addSql(`drop table if exists "campus_programs" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "sessions" cascade;`);
    this.addSql(`drop table if exists "contact_submissions" cascade;`);
    this.addSql(`drop table if exists "brand_profiles" cascade;`);
    this.addSql(`drop table if exists "brand_campus_recommendations" cascade;`);
    this.addSql(`drop table if exists "blog_articles" cascade;`);
    this.addSql(`drop table if exists "blog_articles_tags" cascade;`);
  }

}
