CREATE TABLE "sys_grants_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "idx_sys_log_type_userid_time" ON "sys_log" USING btree ("log_type","userid","create_time","id");