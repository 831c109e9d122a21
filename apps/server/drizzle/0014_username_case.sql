-- Usernames are one whatever their case (issue #19): `Admin` is the account `admin`, and the database
-- now refuses a second spelling itself (two concurrent adds of `Foo` and `foo` both passed the code
-- check). A database from before may already hold names that differ only in case, as two accounts.
-- Refusing to migrate would stop the server until someone edits the database by hand, and merging
-- would lose an account, so none is lost: in each such group the live account keeps its name (else
-- the oldest: create_time, then id), deleted ones included since a restore must not clash; every other
-- one gets its own spelling plus `_2`, `_3`… (the first free in any case) with its password, roles and
-- data unchanged, and the rename is written to the operation log (系统日志, sys_log, operate_type 3)
-- so an administrator can tell its owner the new login name. Records' create_by / update_by keep the
-- spelling they were written with (history as it was). Nothing happens on a database without such names.
DO $$
DECLARE
  r record;
  n integer;
  renamed varchar(100);
BEGIN
  FOR r IN
    SELECT id, username, realname, kept FROM (
      SELECT id, username, realname,
        first_value(username) OVER same AS kept,
        row_number() OVER same AS place
      FROM sys_user
      WINDOW same AS (PARTITION BY lower(username) ORDER BY del_flag, create_time, id)
    ) spelled WHERE place > 1 ORDER BY lower(username), place
  LOOP
    n := 2;
    LOOP
      renamed := left(r.username, 99 - length(n::text)) || '_' || n;
      EXIT WHEN NOT EXISTS (SELECT 1 FROM sys_user WHERE lower(username) = lower(renamed));
      n := n + 1;
    END LOOP;
    UPDATE sys_user SET username = renamed, update_time = now() WHERE id = r.id;
    INSERT INTO sys_log (id, log_type, operate_type, log_content, userid, username, method, create_time)
    VALUES (
      md5(r.id || clock_timestamp()::text || random()::text), 2, 3,
      format('用户名不区分大小写：「%s」与「%s」是同一个名字，已改为「%s」（密码、角色和数据不变），请告知其使用者', r.username, r.kept, renamed),
      left(renamed, 32), r.realname, 'migration 0014_username_case', now()
    );
  END LOOP;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "uniq_sys_user_username_ci" ON "sys_user" USING btree (lower("username"));
