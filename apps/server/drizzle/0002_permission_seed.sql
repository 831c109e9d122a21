CREATE TABLE "sys_permission_seed" (
	"permission_id" varchar(32) PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
