-- The analysis's top designers from the day totals (issue #9, the dashboard on 1,000,000 orders): each
-- designer_share row also carries the order amounts of its shares (order_amount: the designer's sales)
-- and counts a sale +1, a refund's reversal -1. The two covering indexes of 0008 lost their last reader
-- to the day totals (0010); an index on (metric, day) serves a range of days of every designer.
DROP INDEX "idx_qt_cash_share_income";--> statement-breakpoint
DROP INDEX "idx_qt_work_order_refunded";--> statement-breakpoint
ALTER TABLE "qt_stat_day" ADD COLUMN "order_amount" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "idx_qt_stat_day_metric_day" ON "qt_stat_day" USING btree ("metric","day");--> statement-breakpoint
-- As in 0010, with order_amount: the sources' rows now have it (0 but for designer_share).
CREATE OR REPLACE FUNCTION qt_stat_source(tbl text, src text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN CASE tbl
    WHEN 'qt_work_order' THEN format(
      'select tenant_id, ''paid''::varchar as metric, ''''::varchar as subject, (paid_time at time zone ''Asia/Shanghai'')::date as day, 1::bigint as n, amount::numeric as amount, 0::numeric as order_amount from %1$I where status = ''paid'' and paid_time is not null
       union all select tenant_id, ''refunded'', '''', (update_time at time zone ''Asia/Shanghai'')::date, 1, amount, 0 from %1$I where status = ''refunded'' and update_time is not null', src)
    WHEN 'qt_user' THEN format(
      'select tenant_id, ''users''::varchar as metric, ''''::varchar as subject, (register_time at time zone ''Asia/Shanghai'')::date as day, 1::bigint as n, 0::numeric as amount, 0::numeric as order_amount from %I where register_time is not null', src)
    WHEN 'qt_work' THEN format(
      'select tenant_id, ''works''::varchar as metric, ''''::varchar as subject, (create_time at time zone ''Asia/Shanghai'')::date as day, 1::bigint as n, 0::numeric as amount, 0::numeric as order_amount from %I', src)
    WHEN 'qt_cash_share' THEN format(
      'select tenant_id, ''shares''::varchar as metric, ''''::varchar as subject, (create_time at time zone ''Asia/Shanghai'')::date as day, 1::bigint as n, amount::numeric as amount, 0::numeric as order_amount from %1$I
       union all select tenant_id, ''designer_share'', designer_id, (create_time at time zone ''Asia/Shanghai'')::date, sign(order_amount)::bigint, amount, order_amount from %1$I', src)
  END;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION qt_stat_upsert(rows text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format(
    'insert into qt_stat_day as s (tenant_id, metric, subject, day, n, amount, order_amount)
     select tenant_id, metric, subject, day, sum(n), sum(amount), sum(order_amount) from (%s) c group by 1, 2, 3, 4
     having sum(n) <> 0 or sum(amount) <> 0 or sum(order_amount) <> 0 order by 1, 2, 3, 4
     on conflict (tenant_id, metric, subject, day) do update set n = s.n + excluded.n, amount = s.amount + excluded.amount, order_amount = s.order_amount + excluded.order_amount', rows)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION qt_stat_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parts text[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    parts := parts || qt_stat_source(TG_TABLE_NAME, 'qt_stat_new');
  END IF;
  IF TG_OP <> 'INSERT' THEN
    parts := parts || format('select tenant_id, metric, subject, day, -n as n, -amount as amount, -order_amount as order_amount from (%s) o', qt_stat_source(TG_TABLE_NAME, 'qt_stat_old'));
  END IF;
  EXECUTE qt_stat_upsert(array_to_string(parts, ' union all '));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- the designer rows already there, counted again
DELETE FROM qt_stat_day WHERE metric = 'designer_share';--> statement-breakpoint
DO $$ BEGIN
  EXECUTE qt_stat_upsert(format('select * from (%s) c where metric = ''designer_share''', qt_stat_source('qt_cash_share', 'qt_cash_share')));
END $$;
