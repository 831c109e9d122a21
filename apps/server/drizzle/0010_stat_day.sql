CREATE TABLE "qt_stat_day" (
	"tenant_id" integer,
	"metric" varchar(16) NOT NULL,
	"subject" varchar(32) DEFAULT '' NOT NULL,
	"day" date NOT NULL,
	"n" bigint NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "uniq_qt_stat_day" UNIQUE NULLS NOT DISTINCT("tenant_id","metric","subject","day")
);
--> statement-breakpoint
-- The rows a source table's rows add to qt_stat_day (`src`: the table itself, or a trigger's transition
-- table): fixed SQL text per table, no outside input. Days are server-zone days (Asia/Shanghai, as
-- the dashboards' ranges).
CREATE FUNCTION qt_stat_source(tbl text, src text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN CASE tbl
    WHEN 'qt_work_order' THEN format(
      'select tenant_id, ''paid''::varchar as metric, ''''::varchar as subject, (paid_time at time zone ''Asia/Shanghai'')::date as day, 1::bigint as n, amount::numeric as amount from %1$I where status = ''paid'' and paid_time is not null
       union all select tenant_id, ''refunded'', '''', (update_time at time zone ''Asia/Shanghai'')::date, 1, amount from %1$I where status = ''refunded'' and update_time is not null', src)
    WHEN 'qt_user' THEN format(
      'select tenant_id, ''users''::varchar as metric, ''''::varchar as subject, (register_time at time zone ''Asia/Shanghai'')::date as day, 1::bigint as n, 0::numeric as amount from %I where register_time is not null', src)
    WHEN 'qt_work' THEN format(
      'select tenant_id, ''works''::varchar as metric, ''''::varchar as subject, (create_time at time zone ''Asia/Shanghai'')::date as day, 1::bigint as n, 0::numeric as amount from %I', src)
    WHEN 'qt_cash_share' THEN format(
      'select tenant_id, ''shares''::varchar as metric, ''''::varchar as subject, (create_time at time zone ''Asia/Shanghai'')::date as day, 1::bigint as n, amount::numeric as amount from %1$I
       union all select tenant_id, ''designer_share'', designer_id, (create_time at time zone ''Asia/Shanghai'')::date, 1, amount from %1$I', src)
  END;
END $$;
--> statement-breakpoint
-- The statement adding `rows` (a select of tenant_id, metric, subject, day, n, amount) into qt_stat_day,
-- in key order (two writers lock the rows they share in the same order: no deadlock between them);
-- what nets to nothing (an update that moves no figure, e.g. a balance) is not written. Run by EXECUTE
-- in the trigger function itself: a trigger's transition tables are visible there only.
CREATE FUNCTION qt_stat_upsert(rows text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format(
    'insert into qt_stat_day as s (tenant_id, metric, subject, day, n, amount)
     select tenant_id, metric, subject, day, sum(n), sum(amount) from (%s) c group by 1, 2, 3, 4
     having sum(n) <> 0 or sum(amount) <> 0 order by 1, 2, 3, 4
     on conflict (tenant_id, metric, subject, day) do update set n = s.n + excluded.n, amount = s.amount + excluded.amount', rows)
$$;
--> statement-breakpoint
-- One statement's change of a source table: its new rows added, its old rows taken away.
CREATE FUNCTION qt_stat_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parts text[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    parts := parts || qt_stat_source(TG_TABLE_NAME, 'qt_stat_new');
  END IF;
  IF TG_OP <> 'INSERT' THEN
    parts := parts || format('select tenant_id, metric, subject, day, -n as n, -amount as amount from (%s) o', qt_stat_source(TG_TABLE_NAME, 'qt_stat_old'));
  END IF;
  EXECUTE qt_stat_upsert(array_to_string(parts, ' union all '));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- On each source table, one trigger per kind of statement (a trigger with transition tables has one event).
DO $$
DECLARE
  tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['qt_work_order', 'qt_user', 'qt_work', 'qt_cash_share'] LOOP
    EXECUTE format('CREATE TRIGGER qt_stat_ins AFTER INSERT ON %I REFERENCING NEW TABLE AS qt_stat_new FOR EACH STATEMENT EXECUTE FUNCTION qt_stat_apply()', tbl);
    EXECUTE format('CREATE TRIGGER qt_stat_upd AFTER UPDATE ON %I REFERENCING OLD TABLE AS qt_stat_old NEW TABLE AS qt_stat_new FOR EACH STATEMENT EXECUTE FUNCTION qt_stat_apply()', tbl);
    EXECUTE format('CREATE TRIGGER qt_stat_del AFTER DELETE ON %I REFERENCING OLD TABLE AS qt_stat_old FOR EACH STATEMENT EXECUTE FUNCTION qt_stat_apply()', tbl);
  END LOOP;
END $$;
--> statement-breakpoint
-- the rows already there
DO $$ BEGIN
  EXECUTE qt_stat_upsert(qt_stat_source('qt_work_order', 'qt_work_order') || ' union all ' || qt_stat_source('qt_user', 'qt_user') || ' union all ' || qt_stat_source('qt_work', 'qt_work') || ' union all ' || qt_stat_source('qt_cash_share', 'qt_cash_share'));
END $$;
