CREATE TABLE "sys_fill_rule" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"rule_name" varchar(100) NOT NULL,
	"rule_code" varchar(100) NOT NULL,
	"rule_class" varchar(100) NOT NULL,
	"rule_params" jsonb,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_fill_rule_seq" (
	"rule_code" varchar(100) NOT NULL,
	"period" varchar(20) NOT NULL,
	"value" bigint NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pk_sys_fill_rule_seq" PRIMARY KEY("rule_code","period")
);
--> statement-breakpoint
CREATE TABLE "onl_cgform_field" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"cgform_head_id" varchar(32) NOT NULL,
	"db_field_name" varchar(32) NOT NULL,
	"db_field_txt" varchar(200),
	"db_field_name_old" varchar(32),
	"db_is_key" smallint DEFAULT 0 NOT NULL,
	"db_is_null" smallint DEFAULT 1 NOT NULL,
	"db_is_persist" smallint DEFAULT 1 NOT NULL,
	"db_type" varchar(32) NOT NULL,
	"db_length" integer DEFAULT 0 NOT NULL,
	"db_point_length" integer DEFAULT 0 NOT NULL,
	"db_default_val" varchar(20),
	"dict_field" varchar(100),
	"dict_table" varchar(255),
	"dict_text" varchar(100),
	"field_show_type" varchar(20) DEFAULT 'text' NOT NULL,
	"field_href" varchar(200),
	"field_length" integer DEFAULT 200 NOT NULL,
	"field_valid_type" varchar(300),
	"field_must_input" varchar(2) DEFAULT '0' NOT NULL,
	"field_extend_json" varchar(500),
	"field_default_value" varchar(100),
	"is_query" smallint DEFAULT 0 NOT NULL,
	"is_show_form" smallint DEFAULT 1 NOT NULL,
	"is_show_list" smallint DEFAULT 1 NOT NULL,
	"is_read_only" smallint DEFAULT 0 NOT NULL,
	"query_mode" varchar(10) DEFAULT 'single' NOT NULL,
	"main_table" varchar(100),
	"main_field" varchar(100),
	"order_num" integer DEFAULT 0 NOT NULL,
	"converter" varchar(255),
	"query_def_val" varchar(50),
	"query_dict_text" varchar(100),
	"query_dict_field" varchar(100),
	"query_dict_table" varchar(500),
	"query_show_type" varchar(50),
	"query_config_flag" varchar(3) DEFAULT '0' NOT NULL,
	"query_valid_type" varchar(50),
	"query_must_input" varchar(3) DEFAULT '0' NOT NULL,
	"sort_flag" varchar(3) DEFAULT '0' NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "onl_cgform_head" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"table_name" varchar(50) NOT NULL,
	"table_type" smallint DEFAULT 1 NOT NULL,
	"table_version" integer DEFAULT 1 NOT NULL,
	"table_txt" varchar(200) NOT NULL,
	"is_checkbox" varchar(5) DEFAULT 'Y' NOT NULL,
	"is_db_synch" varchar(20) DEFAULT 'N' NOT NULL,
	"is_page" varchar(5) DEFAULT 'Y' NOT NULL,
	"is_tree" varchar(5) DEFAULT 'N' NOT NULL,
	"id_sequence" varchar(200),
	"id_type" varchar(100) DEFAULT 'UUID' NOT NULL,
	"query_mode" varchar(10) DEFAULT 'single' NOT NULL,
	"relation_type" smallint,
	"sub_table_str" varchar(1000),
	"tab_order_num" integer,
	"tree_parent_id_field" varchar(50),
	"tree_id_field" varchar(50),
	"tree_fieldname" varchar(50),
	"form_category" varchar(50) DEFAULT 'temp' NOT NULL,
	"form_template" varchar(50) DEFAULT '1' NOT NULL,
	"form_template_mobile" varchar(50),
	"scroll" smallint DEFAULT 1 NOT NULL,
	"copy_version" integer,
	"copy_type" smallint DEFAULT 0 NOT NULL,
	"physic_id" varchar(32),
	"ext_config_json" varchar(1000),
	"theme_template" varchar(50) DEFAULT 'normal' NOT NULL,
	"is_des_form" varchar(2) DEFAULT 'N' NOT NULL,
	"des_form_code" varchar(50),
	"low_app_id" varchar(32),
	"synced_json" jsonb,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "onl_cgform_index" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"cgform_head_id" varchar(32) NOT NULL,
	"index_name" varchar(100) NOT NULL,
	"index_field" varchar(500) NOT NULL,
	"index_type" varchar(32) DEFAULT 'normal' NOT NULL,
	"is_db_synch" varchar(2) DEFAULT 'N' NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" varchar(32),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(32),
	"update_time" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "uk_sfr_rule_code" ON "sys_fill_rule" USING btree ("rule_code");--> statement-breakpoint
CREATE INDEX "idx_onl_cgform_field_head" ON "onl_cgform_field" USING btree ("cgform_head_id","order_num");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_onl_cgform_field_name" ON "onl_cgform_field" USING btree ("cgform_head_id","db_field_name");--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_onl_cgform_head_table" ON "onl_cgform_head" USING btree ("table_name");--> statement-breakpoint
CREATE INDEX "idx_onl_cgform_head_physic" ON "onl_cgform_head" USING btree ("physic_id");--> statement-breakpoint
CREATE INDEX "idx_onl_cgform_index_head" ON "onl_cgform_index" USING btree ("cgform_head_id");