CREATE TABLE "sys_announcement" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"titile" varchar(100) NOT NULL,
	"msg_content" text,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"sender" varchar(100),
	"priority" varchar(10) NOT NULL,
	"msg_category" varchar(10) NOT NULL,
	"msg_type" varchar(10) NOT NULL,
	"send_status" varchar(10) DEFAULT '0' NOT NULL,
	"send_time" timestamp with time zone,
	"cancel_time" timestamp with time zone,
	"del_flag" varchar(1) DEFAULT '0' NOT NULL,
	"user_ids" text,
	"bus_type" varchar(20),
	"bus_id" varchar(50),
	"open_type" varchar(20),
	"open_page" varchar(255),
	"msg_abstract" varchar(500),
	"tenant_id" integer,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_announcement_send" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"annt_id" varchar(32) NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"read_flag" varchar(1) DEFAULT '0' NOT NULL,
	"read_time" timestamp with time zone,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_category" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"pid" varchar(32) DEFAULT '0' NOT NULL,
	"name" varchar(100) NOT NULL,
	"code" varchar(100) NOT NULL,
	"has_child" varchar(3) DEFAULT '0' NOT NULL,
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_check_rule" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"rule_name" varchar(100) NOT NULL,
	"rule_code" varchar(100) NOT NULL,
	"rule_json" jsonb NOT NULL,
	"rule_description" varchar(200),
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_depart" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"parent_id" varchar(32) DEFAULT '0' NOT NULL,
	"depart_name" varchar(100) NOT NULL,
	"depart_name_en" varchar(500),
	"depart_name_abbr" varchar(500),
	"depart_order" integer DEFAULT 0 NOT NULL,
	"description" text,
	"org_category" varchar(10) DEFAULT '1' NOT NULL,
	"org_type" varchar(10) DEFAULT '1' NOT NULL,
	"org_code" varchar(64) NOT NULL,
	"mobile" varchar(32),
	"fax" varchar(32),
	"address" varchar(100),
	"memo" varchar(500),
	"status" varchar(1) DEFAULT '1',
	"del_flag" varchar(1) DEFAULT '0' NOT NULL,
	"qywx_identifier" varchar(100),
	"tenant_id" integer,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_user_depart" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"dep_id" varchar(32) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dict" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"dict_name" varchar(100) NOT NULL,
	"dict_code" varchar(100) NOT NULL,
	"description" varchar(255),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"type" smallint DEFAULT 0,
	"tenant_id" integer,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_dict_item" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"dict_id" varchar(32) NOT NULL,
	"item_text" varchar(100) NOT NULL,
	"item_value" varchar(100) NOT NULL,
	"description" varchar(255),
	"sort_order" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"item_color" varchar(10),
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"username" varchar(100) NOT NULL,
	"realname" varchar(100) DEFAULT '' NOT NULL,
	"password_hash" varchar(255) NOT NULL,
	"avatar" varchar(255),
	"birthday" date,
	"sex" smallint,
	"email" varchar(45),
	"phone" varchar(45),
	"org_code" varchar(64),
	"status" smallint DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"third_id" varchar(100),
	"third_type" varchar(100),
	"work_no" varchar(100),
	"post" varchar(100),
	"telephone" varchar(45),
	"rel_tenant_ids" varchar(100),
	"user_identity" smallint,
	"depart_ids" varchar(1000),
	"client_id" varchar(64),
	"login_tenant_id" integer,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"password_changed_at" timestamp with time zone,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_tenant" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "sys_tenant_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1000 CACHE 1),
	"name" varchar(100) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"begin_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"house_number" varchar(10),
	"company_logo" varchar(255),
	"trade" varchar(10),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_captcha" (
	"check_key" varchar(64) PRIMARY KEY NOT NULL,
	"code" varchar(16) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_login_throttle" (
	"subject" varchar(200) PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_token" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"tenant_id" integer,
	"client_ip" varchar(64),
	"user_agent" varchar(255),
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" varchar(32)
);
--> statement-breakpoint
CREATE TABLE "sys_log" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"log_type" smallint NOT NULL,
	"log_content" varchar(1000) NOT NULL,
	"operate_type" smallint,
	"userid" varchar(32),
	"username" varchar(100),
	"ip" varchar(100),
	"method" varchar(500),
	"request_url" varchar(255),
	"request_param" text,
	"request_type" varchar(10),
	"cost_time" bigint,
	"tenant_id" integer,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_seed" (
	"name" varchar(100) PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_depart_permission" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"depart_id" varchar(32) NOT NULL,
	"permission_id" varchar(32) NOT NULL,
	"data_rule_ids" varchar(1000)
);
--> statement-breakpoint
CREATE TABLE "sys_depart_role" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"depart_id" varchar(32) NOT NULL,
	"role_name" varchar(200) NOT NULL,
	"role_code" varchar(100) NOT NULL,
	"description" varchar(255),
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_depart_role_permission" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"depart_id" varchar(32),
	"role_id" varchar(32) NOT NULL,
	"permission_id" varchar(32) NOT NULL,
	"data_rule_ids" varchar(1000),
	"operate_date" timestamp with time zone,
	"operate_ip" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "sys_depart_role_user" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"drole_id" varchar(32) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_permission" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"parent_id" varchar(32),
	"name" varchar(100) NOT NULL,
	"url" varchar(255),
	"component" varchar(255),
	"component_name" varchar(100),
	"redirect" varchar(255),
	"menu_type" smallint NOT NULL,
	"perms" varchar(1000),
	"perms_type" varchar(10),
	"sort_no" double precision,
	"always_show" boolean DEFAULT false NOT NULL,
	"icon" varchar(100),
	"is_route" boolean DEFAULT true NOT NULL,
	"is_leaf" boolean DEFAULT true NOT NULL,
	"keep_alive" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"hide_tab" boolean DEFAULT false NOT NULL,
	"description" varchar(255),
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"rule_flag" smallint DEFAULT 0 NOT NULL,
	"status" varchar(2),
	"internal_or_external" boolean DEFAULT false NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_permission_data_rule" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"permission_id" varchar(32) NOT NULL,
	"rule_name" varchar(50) NOT NULL,
	"rule_column" varchar(50),
	"rule_conditions" varchar(50) NOT NULL,
	"rule_value" varchar(300) NOT NULL,
	"status" varchar(2),
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"role_name" varchar(200) NOT NULL,
	"role_code" varchar(100) NOT NULL,
	"description" varchar(255),
	"tenant_id" integer,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_role_permission" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"role_id" varchar(32) NOT NULL,
	"permission_id" varchar(32) NOT NULL,
	"data_rule_ids" varchar(1000),
	"operate_date" timestamp with time zone,
	"operate_ip" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"user_id" varchar(32) NOT NULL,
	"role_id" varchar(32) NOT NULL,
	"tenant_id" integer
);
--> statement-breakpoint
CREATE TABLE "sys_quartz_job" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"job_class_name" varchar(255) NOT NULL,
	"cron_expression" varchar(255) NOT NULL,
	"parameter" varchar(255),
	"description" varchar(255),
	"status" smallint DEFAULT -1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_quartz_job_log" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"job_id" varchar(32) NOT NULL,
	"job_class_name" varchar(255) NOT NULL,
	"parameter" varchar(255),
	"trigger_type" varchar(16) NOT NULL,
	"fire_time" timestamp with time zone,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"cost_time" bigint,
	"status" varchar(16) NOT NULL,
	"message" text,
	"instance" varchar(100),
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "onl_cgreport_head" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"code" varchar(100) NOT NULL,
	"name" varchar(100) NOT NULL,
	"source" varchar(100) NOT NULL,
	"permission" varchar(255),
	"sort_field" varchar(100),
	"sort_order" varchar(4),
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "onl_cgreport_item" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"cgrhead_id" varchar(32) NOT NULL,
	"field_name" varchar(100) NOT NULL,
	"field_txt" varchar(100) NOT NULL,
	"field_width" smallint,
	"dict_code" varchar(100),
	"is_show" smallint DEFAULT 1 NOT NULL,
	"is_order" smallint DEFAULT 0 NOT NULL,
	"is_query" smallint DEFAULT 0 NOT NULL,
	"search_mode" varchar(10),
	"order_num" smallint DEFAULT 0 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_position" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"code" varchar(100) NOT NULL,
	"name" varchar(100) NOT NULL,
	"post_rank" varchar(32),
	"company_id" varchar(32),
	"sys_org_code" varchar(64),
	"tenant_id" integer,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sys_dict_item" ADD CONSTRAINT "sys_dict_item_dict_id_sys_dict_id_fk" FOREIGN KEY ("dict_id") REFERENCES "public"."sys_dict"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_depart_permission" ADD CONSTRAINT "sys_depart_permission_permission_id_sys_permission_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."sys_permission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_depart_role_permission" ADD CONSTRAINT "sys_depart_role_permission_role_id_sys_depart_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_depart_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_depart_role_permission" ADD CONSTRAINT "sys_depart_role_permission_permission_id_sys_permission_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."sys_permission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_depart_role_user" ADD CONSTRAINT "sys_depart_role_user_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_depart_role_user" ADD CONSTRAINT "sys_depart_role_user_drole_id_sys_depart_role_id_fk" FOREIGN KEY ("drole_id") REFERENCES "public"."sys_depart_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_permission_data_rule" ADD CONSTRAINT "sys_permission_data_rule_permission_id_sys_permission_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."sys_permission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_permission" ADD CONSTRAINT "sys_role_permission_role_id_sys_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_permission" ADD CONSTRAINT "sys_role_permission_permission_id_sys_permission_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."sys_permission"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_role" ADD CONSTRAINT "sys_user_role_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_role" ADD CONSTRAINT "sys_user_role_role_id_sys_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idx_sys_announcement_status_time" ON "sys_announcement" USING btree ("send_status","send_time");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_sys_announcement_send_annt_user" ON "sys_announcement_send" USING btree ("annt_id","user_id");--> statement-breakpoint
CREATE INDEX "idx_sys_announcement_send_user_read" ON "sys_announcement_send" USING btree ("user_id","read_flag");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_sys_category_code" ON "sys_category" USING btree ("code");--> statement-breakpoint
CREATE INDEX "idx_sys_category_pid" ON "sys_category" USING btree ("pid");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_sys_check_rule_code" ON "sys_check_rule" USING btree ("rule_code");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_sys_depart_org_code" ON "sys_depart" USING btree ("org_code");--> statement-breakpoint
CREATE INDEX "idx_sys_depart_parent_id" ON "sys_depart" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_sys_user_depart" ON "sys_user_depart" USING btree ("user_id","dep_id");--> statement-breakpoint
CREATE INDEX "idx_sys_user_depart_dep_id" ON "sys_user_depart" USING btree ("dep_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_sys_dict_dict_code" ON "sys_dict" USING btree ("dict_code");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_sys_dict_item_value" ON "sys_dict_item" USING btree ("dict_id","item_value");--> statement-breakpoint
CREATE INDEX "idx_sys_dict_item_sort" ON "sys_dict_item" USING btree ("dict_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_sys_user_username" ON "sys_user" USING btree ("username");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_sys_user_work_no" ON "sys_user" USING btree ("work_no");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_sys_user_phone" ON "sys_user" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_sys_user_email" ON "sys_user" USING btree ("email");--> statement-breakpoint
CREATE INDEX "idx_sys_user_status_del_flag" ON "sys_user" USING btree ("status","del_flag");--> statement-breakpoint
CREATE INDEX "idx_sys_captcha_expires_at" ON "sys_captcha" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "idx_sys_token_user_id" ON "sys_token" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "idx_sys_token_expires_at" ON "sys_token" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "idx_sys_log_type_time" ON "sys_log" USING btree ("log_type","create_time");--> statement-breakpoint
CREATE INDEX "idx_sys_log_create_time" ON "sys_log" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_sys_depart_permission" ON "sys_depart_permission" USING btree ("depart_id","permission_id");--> statement-breakpoint
CREATE INDEX "idx_sys_depart_role_depart_id" ON "sys_depart_role" USING btree ("depart_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_sys_depart_role_permission" ON "sys_depart_role_permission" USING btree ("role_id","permission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_sys_depart_role_user" ON "sys_depart_role_user" USING btree ("user_id","drole_id");--> statement-breakpoint
CREATE INDEX "idx_sys_permission_parent_id" ON "sys_permission" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "idx_sys_permission_menu_type" ON "sys_permission" USING btree ("menu_type");--> statement-breakpoint
CREATE INDEX "idx_sys_permission_data_rule_permission_id" ON "sys_permission_data_rule" USING btree ("permission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_sys_role_role_code" ON "sys_role" USING btree ("role_code");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_sys_role_permission" ON "sys_role_permission" USING btree ("role_id","permission_id");--> statement-breakpoint
CREATE INDEX "idx_sys_role_permission_permission_id" ON "sys_role_permission" USING btree ("permission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_sys_user_role" ON "sys_user_role" USING btree ("user_id","role_id");--> statement-breakpoint
CREATE INDEX "idx_sys_user_role_role_id" ON "sys_user_role" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "idx_sys_quartz_job_status" ON "sys_quartz_job" USING btree ("status","del_flag");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_sys_quartz_job_log_fire" ON "sys_quartz_job_log" USING btree ("job_id","fire_time");--> statement-breakpoint
CREATE INDEX "idx_sys_quartz_job_log_start" ON "sys_quartz_job_log" USING btree ("start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_onl_cgreport_head_code" ON "onl_cgreport_head" USING btree ("code");--> statement-breakpoint
CREATE INDEX "idx_onl_cgreport_item_head" ON "onl_cgreport_item" USING btree ("cgrhead_id","order_num");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_sys_position_code" ON "sys_position" USING btree ("code");