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
};

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`database migration failed${failed ? ` at ${failed.migrationName}` : ""}: ${String(error)}`);
  }
}
