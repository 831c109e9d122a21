CREATE TABLE "onl_cgform_field_auth" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"cgform_head_id" varchar(32) NOT NULL,
	"field_name" varchar(32) NOT NULL,
	"role_id" varchar(32) NOT NULL,
	"mode" varchar(16) NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_onl_field_auth" ON "onl_cgform_field_auth" USING btree ("cgform_head_id","role_id","field_name");--> statement-breakpoint
CREATE INDEX "idx_onl_field_auth_role" ON "onl_cgform_field_auth" USING btree ("role_id");