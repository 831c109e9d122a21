CREATE TABLE "qt_ad" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone,
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"name" varchar(100) NOT NULL,
	"code" varchar(50) NOT NULL,
	"position" varchar(32),
	"width" integer,
	"height" integer,
	"status" varchar(32) DEFAULT '1' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qt_ad_item" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone,
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"ad_id" varchar(32) NOT NULL,
	"title" varchar(200) NOT NULL,
	"image" varchar(500) NOT NULL,
	"link_url" varchar(500),
	"sort" integer DEFAULT 0 NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"status" varchar(32) DEFAULT '1' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qt_article" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone,
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"kind" varchar(32) NOT NULL,
	"title" varchar(200) NOT NULL,
	"cover" varchar(500),
	"summary" varchar(500),
	"content" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"publish_status" varchar(32) DEFAULT '0' NOT NULL,
	"publish_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "qt_config" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone,
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"config_key" varchar(100) NOT NULL,
	"config_value" text NOT NULL,
	"description" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "qt_feedback" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone,
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"user_id" varchar(32),
	"channel" varchar(32) NOT NULL,
	"type" varchar(32),
	"content" text NOT NULL,
	"images" text,
	"contact" varchar(100),
	"status" varchar(32) DEFAULT 'new' NOT NULL,
	"reply" text,
	"handled_by" varchar(32),
	"handled_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "qt_notice" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone,
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"target" varchar(32) NOT NULL,
	"user_ids" text,
	"publish_status" varchar(32) DEFAULT '0' NOT NULL,
	"publish_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "qt_notice_read" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone,
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"notice_id" varchar(32) NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"read_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qt_money_log" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone,
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"type" varchar(32) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"balance_after" numeric(14, 2) NOT NULL,
	"ref_type" varchar(32),
	"ref_id" varchar(32),
	"remark" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "qt_pay_record" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone,
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"pay_no" varchar(32) NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"channel" varchar(32) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"status" varchar(32) DEFAULT 'pending' NOT NULL,
	"trade_no" varchar(64),
	"paid_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "qt_without" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone,
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"fee" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"account_type" varchar(32) NOT NULL,
	"account_no" varchar(64) NOT NULL,
	"account_name" varchar(64) NOT NULL,
	"status" varchar(32) DEFAULT 'pending' NOT NULL,
	"audit_remark" text,
	"audit_by" varchar(32),
	"audit_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "qt_cash_share" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone,
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"order_id" varchar(32) NOT NULL,
	"work_id" varchar(32) NOT NULL,
	"designer_id" varchar(32) NOT NULL,
	"order_amount" numeric(14, 2) NOT NULL,
	"ratio" numeric(5, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"status" varchar(32) DEFAULT 'pending' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qt_score_log" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone,
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"change" integer NOT NULL,
	"reason" varchar(32) NOT NULL,
	"balance_after" integer NOT NULL,
	"ref_id" varchar(32)
);
--> statement-breakpoint
CREATE TABLE "qt_user" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone,
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"nickname" varchar(64) NOT NULL,
	"phone" varchar(20),
	"email" varchar(100),
	"avatar" varchar(500),
	"gender" varchar(32),
	"vip_level_id" varchar(32),
	"vip_expire_time" timestamp with time zone,
	"balance" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"is_designer" varchar(32) DEFAULT '0' NOT NULL,
	"designer_level" varchar(32),
	"share_ratio" numeric(5, 2),
	"status" varchar(32) DEFAULT 'normal' NOT NULL,
	"register_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "qt_vip_level" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone,
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"name" varchar(50) NOT NULL,
	"code" varchar(50) NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"duration_days" integer NOT NULL,
	"daily_downloads" integer NOT NULL,
	"discount" numeric(5, 2),
	"commercial_use" varchar(32) DEFAULT '0' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" varchar(32) DEFAULT '1' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qt_work" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone,
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"title" varchar(200) NOT NULL,
	"work_type_id" varchar(32) NOT NULL,
	"designer_id" varchar(32) NOT NULL,
	"cover" varchar(500) NOT NULL,
	"file_url" varchar(500) NOT NULL,
	"file_size" bigint,
	"format" varchar(32) NOT NULL,
	"width" integer,
	"height" integer,
	"dpi" integer,
	"color_mode" varchar(20),
	"tags" varchar(500),
	"price" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"is_free" varchar(32) DEFAULT '0' NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"collect_count" integer DEFAULT 0 NOT NULL,
	"audit_status" varchar(32) DEFAULT 'pending' NOT NULL,
	"audit_remark" text,
	"audit_by" varchar(32),
	"audit_time" timestamp with time zone,
	"shelf_status" varchar(32) DEFAULT 'off' NOT NULL,
	"recommend" varchar(32) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qt_work_adjust" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone,
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"work_id" varchar(32) NOT NULL,
	"field" varchar(32) NOT NULL,
	"old_value" text,
	"new_value" text NOT NULL,
	"reason" text,
	"status" varchar(32) DEFAULT 'pending' NOT NULL,
	"handled_by" varchar(32),
	"handled_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "qt_work_collection" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone,
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"work_id" varchar(32) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qt_work_exam" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone,
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"sample_files" text NOT NULL,
	"score" integer,
	"result" varchar(32) DEFAULT 'pending' NOT NULL,
	"reviewer" varchar(32),
	"review_time" timestamp with time zone,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "qt_work_fail" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone,
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"work_id" varchar(32) NOT NULL,
	"reason_code" varchar(32) NOT NULL,
	"reason" text,
	"audit_by" varchar(32),
	"fail_time" timestamp with time zone DEFAULT now() NOT NULL,
	"resubmitted" varchar(32) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qt_work_guide" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone,
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" varchar(32) DEFAULT '1' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qt_work_order" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone,
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"work_id" varchar(32) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"pay_type" varchar(32),
	"status" varchar(32) DEFAULT 'unpaid' NOT NULL,
	"pay_record_id" varchar(32),
	"paid_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "qt_work_type" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone,
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"pid" varchar(32) DEFAULT '0' NOT NULL,
	"name" varchar(50) NOT NULL,
	"code" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"icon" varchar(200)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_qt_ad_code" ON "qt_ad" USING btree ("code");--> statement-breakpoint
CREATE INDEX "idx_qt_ad_item_ad" ON "qt_ad_item" USING btree ("ad_id","sort");--> statement-breakpoint
CREATE INDEX "idx_qt_article_kind" ON "qt_article" USING btree ("kind","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_qt_config_key" ON "qt_config" USING btree ("config_key");--> statement-breakpoint
CREATE INDEX "idx_qt_feedback_channel" ON "qt_feedback" USING btree ("channel","create_time");--> statement-breakpoint
CREATE INDEX "idx_qt_feedback_user" ON "qt_feedback" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "idx_qt_feedback_status" ON "qt_feedback" USING btree ("status");--> statement-breakpoint
CREATE INDEX "idx_qt_notice_create_time" ON "qt_notice" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_qt_notice_read" ON "qt_notice_read" USING btree ("notice_id","user_id");--> statement-breakpoint
CREATE INDEX "idx_qt_notice_read_user" ON "qt_notice_read" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "idx_qt_money_log_user" ON "qt_money_log" USING btree ("user_id","create_time");--> statement-breakpoint
CREATE INDEX "idx_qt_money_log_ref" ON "qt_money_log" USING btree ("ref_id");--> statement-breakpoint
CREATE INDEX "idx_qt_money_log_create_time" ON "qt_money_log" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_qt_pay_record_no" ON "qt_pay_record" USING btree ("pay_no");--> statement-breakpoint
CREATE INDEX "idx_qt_pay_record_user" ON "qt_pay_record" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "idx_qt_pay_record_create_time" ON "qt_pay_record" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "idx_qt_pay_record_paid_time" ON "qt_pay_record" USING btree ("paid_time");--> statement-breakpoint
CREATE INDEX "idx_qt_without_user" ON "qt_without" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "idx_qt_without_status" ON "qt_without" USING btree ("status","create_time");--> statement-breakpoint
CREATE INDEX "idx_qt_cash_share_order" ON "qt_cash_share" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "idx_qt_cash_share_work" ON "qt_cash_share" USING btree ("work_id");--> statement-breakpoint
CREATE INDEX "idx_qt_cash_share_designer" ON "qt_cash_share" USING btree ("designer_id","create_time");--> statement-breakpoint
CREATE INDEX "idx_qt_cash_share_create_time" ON "qt_cash_share" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "idx_qt_score_log_user" ON "qt_score_log" USING btree ("user_id","create_time");--> statement-breakpoint
CREATE INDEX "idx_qt_score_log_create_time" ON "qt_score_log" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "idx_qt_user_create_time" ON "qt_user" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "idx_qt_user_register_time" ON "qt_user" USING btree ("register_time");--> statement-breakpoint
CREATE INDEX "idx_qt_user_phone" ON "qt_user" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "idx_qt_user_vip_level" ON "qt_user" USING btree ("vip_level_id");--> statement-breakpoint
CREATE INDEX "idx_qt_user_designer" ON "qt_user" USING btree ("is_designer");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_qt_vip_level_code" ON "qt_vip_level" USING btree ("code");--> statement-breakpoint
CREATE INDEX "idx_qt_work_audit_status" ON "qt_work" USING btree ("audit_status","create_time");--> statement-breakpoint
CREATE INDEX "idx_qt_work_create_time" ON "qt_work" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "idx_qt_work_designer" ON "qt_work" USING btree ("designer_id");--> statement-breakpoint
CREATE INDEX "idx_qt_work_type" ON "qt_work" USING btree ("work_type_id");--> statement-breakpoint
CREATE INDEX "idx_qt_work_adjust_work" ON "qt_work_adjust" USING btree ("work_id");--> statement-breakpoint
CREATE INDEX "idx_qt_work_adjust_status" ON "qt_work_adjust" USING btree ("status","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_qt_work_collection" ON "qt_work_collection" USING btree ("user_id","work_id");--> statement-breakpoint
CREATE INDEX "idx_qt_work_collection_work" ON "qt_work_collection" USING btree ("work_id");--> statement-breakpoint
CREATE INDEX "idx_qt_work_exam_user" ON "qt_work_exam" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "idx_qt_work_exam_result" ON "qt_work_exam" USING btree ("result","create_time");--> statement-breakpoint
CREATE INDEX "idx_qt_work_fail_work" ON "qt_work_fail" USING btree ("work_id");--> statement-breakpoint
CREATE INDEX "idx_qt_work_fail_time" ON "qt_work_fail" USING btree ("fail_time");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_qt_work_order_no" ON "qt_work_order" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "idx_qt_work_order_user" ON "qt_work_order" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "idx_qt_work_order_work" ON "qt_work_order" USING btree ("work_id");--> statement-breakpoint
CREATE INDEX "idx_qt_work_order_status" ON "qt_work_order" USING btree ("status","create_time");--> statement-breakpoint
CREATE INDEX "idx_qt_work_order_create_time" ON "qt_work_order" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "idx_qt_work_order_paid_time" ON "qt_work_order" USING btree ("paid_time");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_qt_work_type_code" ON "qt_work_type" USING btree ("code");--> statement-breakpoint
CREATE INDEX "idx_qt_work_type_pid" ON "qt_work_type" USING btree ("pid","sort");