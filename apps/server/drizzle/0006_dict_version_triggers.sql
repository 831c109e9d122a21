-- Custom migration: the single sys_dict_version row and the statement triggers that bump it
-- whenever a code dictionary or one of its items changes (see src/db/schema/grants-version.ts and
-- src/sys/dict/dict-cache.ts). Deleting a dictionary cascades to its items, firing both.
INSERT INTO "sys_dict_version" ("id", "version") VALUES (1, 0) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "qt_bump_dict_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "sys_dict_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "qt_dict_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_dict" FOR EACH STATEMENT EXECUTE FUNCTION "qt_bump_dict_version"();
--> statement-breakpoint
CREATE TRIGGER "qt_dict_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_dict_item" FOR EACH STATEMENT EXECUTE FUNCTION "qt_bump_dict_version"();
