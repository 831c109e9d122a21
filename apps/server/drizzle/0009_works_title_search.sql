-- pg_trgm for "title contains" (trusted since PostgreSQL 13, so the database owner may create it; PGlite loads it
-- in db/open.ts). In public, whatever schema the tables are in, so that test and bench schemas share one; the index
-- names its operator class schema-qualified.
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;--> statement-breakpoint
CREATE INDEX "idx_qt_work_status_title" ON "qt_work" USING btree ("audit_status","title");--> statement-breakpoint
CREATE INDEX "idx_qt_work_title_trgm" ON "qt_work" USING gin ("title" public.gin_trgm_ops);