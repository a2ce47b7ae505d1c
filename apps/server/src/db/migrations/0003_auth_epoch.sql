CREATE TABLE "auth_epoch" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "auth_epoch_one_row" CHECK ("auth_epoch"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "auth_epoch" ("id", "value") VALUES (1, 0);--> statement-breakpoint
-- Bumped in the transaction of the change, so the new value becomes visible together with the change
-- (a sequence would move before the commit); the notification reaches listeners of this database
-- after the commit (the embedded database's own process listens).
CREATE FUNCTION "bump_auth_epoch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "auth_epoch" SET "value" = "value" + 1 WHERE "id" = 1;
	PERFORM pg_notify('auth_epoch', '');
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "admins_auth_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "admins" FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_epoch"();--> statement-breakpoint
CREATE TRIGGER "roles_auth_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_epoch"();--> statement-breakpoint
CREATE TRIGGER "admin_roles_auth_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "admin_roles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_epoch"();--> statement-breakpoint
CREATE TRIGGER "role_permissions_auth_epoch" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_permissions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_epoch"();--> statement-breakpoint
-- Sessions: not when one is created or its last_seen_at is touched, only when it ends or changes owner or token.
CREATE TRIGGER "sessions_changed_auth_epoch" AFTER UPDATE ON "sessions" FOR EACH ROW
	WHEN ((OLD."revoked_at", OLD."expires_at", OLD."token_hash", OLD."admin_id") IS DISTINCT FROM (NEW."revoked_at", NEW."expires_at", NEW."token_hash", NEW."admin_id"))
	EXECUTE FUNCTION "bump_auth_epoch"();--> statement-breakpoint
CREATE TRIGGER "sessions_deleted_auth_epoch" AFTER DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_auth_epoch"();
