-- Custom migration: the single sys_grants_version row and the statement triggers that bump it
-- whenever a table that permissions or data rules are made of changes (see
-- src/db/schema/grants-version.ts and src/auth/grant-cache.ts). Foreign-key cascades (deleting a
-- role or a user) fire the triggers of the child tables too.
INSERT INTO "sys_grants_version" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "qt_bump_grants_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "sys_grants_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "qt_grants_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_role" FOR EACH STATEMENT EXECUTE FUNCTION "qt_bump_grants_version"();
--> statement-breakpoint
CREATE TRIGGER "qt_grants_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_permission" FOR EACH STATEMENT EXECUTE FUNCTION "qt_bump_grants_version"();
--> statement-breakpoint
CREATE TRIGGER "qt_grants_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_permission_data_rule" FOR EACH STATEMENT EXECUTE FUNCTION "qt_bump_grants_version"();
--> statement-breakpoint
CREATE TRIGGER "qt_grants_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_role_permission" FOR EACH STATEMENT EXECUTE FUNCTION "qt_bump_grants_version"();
--> statement-breakpoint
CREATE TRIGGER "qt_grants_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_user_role" FOR EACH STATEMENT EXECUTE FUNCTION "qt_bump_grants_version"();
--> statement-breakpoint
CREATE TRIGGER "qt_grants_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_depart_permission" FOR EACH STATEMENT EXECUTE FUNCTION "qt_bump_grants_version"();
--> statement-breakpoint
CREATE TRIGGER "qt_grants_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_depart_role" FOR EACH STATEMENT EXECUTE FUNCTION "qt_bump_grants_version"();
--> statement-breakpoint
CREATE TRIGGER "qt_grants_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_depart_role_permission" FOR EACH STATEMENT EXECUTE FUNCTION "qt_bump_grants_version"();
--> statement-breakpoint
CREATE TRIGGER "qt_grants_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_depart_role_user" FOR EACH STATEMENT EXECUTE FUNCTION "qt_bump_grants_version"();
