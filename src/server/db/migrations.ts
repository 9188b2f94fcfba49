// biome-ignore-all lint/suspicious/noExplicitAny: migrations run before the typed schema exists
import { type Kysely, type Migration, Migrator } from "kysely";

/** Migrations in order; each must run on SQLite and PostgreSQL alike. Never edit one that has shipped. */
const migrations: Record<string, Migration> = {
  "0001_favorites": {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("favorites")
        .addColumn("id", "varchar(36)", (c) => c.primaryKey())
        .addColumn("session_id", "varchar(64)", (c) => c.notNull())
        .addColumn("name_id", "varchar(36)", (c) => c.notNull())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .addUniqueConstraint("favorites_session_name", ["session_id", "name_id"])
        .execute();
      await db.schema.createIndex("favorites_session").on("favorites").columns(["session_id", "created_at"]).execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("favorites").execute();
    },
  },
  "0002_shared_lists": {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("shared_lists")
        .addColumn("id", "varchar(32)", (c) => c.primaryKey())
        .addColumn("name_ids", "text", (c) => c.notNull())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("shared_lists").execute();
    },
  },
  "0003_sessions_and_list_keys": {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("sessions")
        .addColumn("id", "varchar(64)", (c) => c.primaryKey())
        .addColumn("last_seen_at", "varchar(32)", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("sessions_last_seen").on("sessions").column("last_seen_at").execute();
      // Sessions that already hold favorites, last seen at their newest favorite.
      await db
        .insertInto("sessions")
        .columns(["id", "last_seen_at"])
        .expression(
          db
            .selectFrom("favorites")
            .select(["session_id", (eb) => eb.fn.max("created_at").as("last_seen_at")])
            .groupBy("session_id"),
        )
        .execute();
      await db.schema.alterTable("shared_lists").addColumn("session_id", "varchar(64)").execute();
      await db.schema.alterTable("shared_lists").addColumn("content_key", "varchar(64)").execute();
      await db.schema.alterTable("shared_lists").addColumn("last_seen_at", "varchar(32)").execute();
      await db.schema
        .createIndex("shared_lists_session_content")
        .on("shared_lists")
        .columns(["session_id", "content_key"])
        .unique()
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropIndex("shared_lists_session_content").execute();
      await db.schema.alterTable("shared_lists").dropColumn("last_seen_at").execute();
      await db.schema.alterTable("shared_lists").dropColumn("content_key").execute();
      await db.schema.alterTable("shared_lists").dropColumn("session_id").execute();
      await db.schema.dropTable("sessions").execute();
    },
  },
  "0004_rooms": {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("rooms")
        .addColumn("id", "varchar(32)", (c) => c.primaryKey())
        .addColumn("creator_session", "varchar(64)", (c) => c.notNull())
        .addColumn("invite_token", "varchar(32)")
        .addColumn("surname", "varchar(80)", (c) => c.notNull())
        .addColumn("filter", "text", (c) => c.notNull())
        .addColumn("version", "integer", (c) => c.notNull())
        .addColumn("created_at", "varchar(32)", (c) => c.notNull())
        .addColumn("last_active_at", "varchar(32)", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("rooms_last_active").on("rooms").column("last_active_at").execute();
      await db.schema
        .createTable("room_participants")
        .addColumn("room_id", "varchar(32)", (c) => c.notNull())
        .addColumn("session_id", "varchar(64)", (c) => c.notNull())
        .addColumn("joined_at", "varchar(32)", (c) => c.notNull())
        .addPrimaryKeyConstraint("room_participants_pk", ["room_id", "session_id"])
        .execute();
      await db.schema
        .createTable("room_names")
        .addColumn("room_id", "varchar(32)", (c) => c.notNull())
        .addColumn("name_id", "varchar(36)", (c) => c.notNull())
        .addColumn("added_at", "varchar(32)", (c) => c.notNull())
        .addPrimaryKeyConstraint("room_names_pk", ["room_id", "name_id"])
        .execute();
      await db.schema
        .createTable("room_ratings")
        .addColumn("room_id", "varchar(32)", (c) => c.notNull())
        .addColumn("session_id", "varchar(64)", (c) => c.notNull())
        .addColumn("name_id", "varchar(36)", (c) => c.notNull())
        .addColumn("rating", "varchar(8)", (c) => c.notNull())
        .addColumn("rated_at", "varchar(32)", (c) => c.notNull())
        .addPrimaryKeyConstraint("room_ratings_pk", ["room_id", "session_id", "name_id"])
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const table of ["room_ratings", "room_names", "room_participants", "rooms"]) {
        await db.schema.dropTable(table).execute();
      }
    },
  },
};

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`database migration failed${failed ? ` at ${failed.migrationName}` : ""}: ${String(error)}`);
  }
}
