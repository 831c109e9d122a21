CREATE TABLE "sys_sms_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"mobile" varchar(32) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "idx_sys_sms_code_mobile_purpose" ON "sys_sms_code" USING btree ("mobile","purpose","created_at");--> statement-breakpoint
CREATE INDEX "idx_sys_sms_code_expires_at" ON "sys_sms_code" USING btree ("expires_at");