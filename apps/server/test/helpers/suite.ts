/**
 * The frame every database suite shares: open the test database of `kind` before the suite, run
 * the suite's `setup`, then its `teardown` and drop the database after it. When the database cannot
 * be opened (PostgreSQL not reachable), one test `<kind> database is reachable` fails with the reason
 * and the suite's other tests are skipped instead of failing the same way again.
 */
import { afterAll, beforeAll, it, type TestContext } from "vitest";
import type { ManualClock } from "./clock.js";
import { openTestDatabase, type TestDatabase, type TestDbKind } from "./databases.js";

export interface SuiteOptions {
  /** Runs once the database is open (start apps, log in, create fixtures). */
  setup?: (tdb: TestDatabase) => Promise<void>;
  /** Runs before the database is dropped (close apps). */
  teardown?: () => Promise<void>;
  /** Timeout of the set-up hook, in ms. */
  setupTimeout?: number;
}

export interface SuiteDatabase {
  /** Whether the database was opened. */
  readonly open: boolean;
  /** The open test database (inside tests and hooks only). */
  readonly tdb: TestDatabase;
  /** Its Drizzle database. */
  db(): TestDatabase["database"]["db"];
  /** `it`, skipped when the database could not be opened. */
  test(name: string, fn: () => void | Promise<void>, timeout?: number): void;
}

export function useSuiteDatabase(kind: TestDbKind, clock: ManualClock, options: SuiteOptions = {}): SuiteDatabase {
  let tdb: TestDatabase | undefined;
  let openError: Error | undefined;

  beforeAll(async () => {
    try {
      tdb = await openTestDatabase(kind, clock);
    } catch (e) {
      openError = e as Error;
      return;
    }
    await options.setup?.(tdb);
  }, options.setupTimeout);

  afterAll(async () => {
    await options.teardown?.();
    await tdb?.drop();
  });

  it(`${kind} database is reachable`, () => {
    if (openError) throw openError;
  });

  return {
    get open() {
      return tdb !== undefined;
    },
    get tdb() {
      if (!tdb) throw new Error("the test database is not open");
      return tdb;
    },
    db: () => {
      if (!tdb) throw new Error("the test database is not open");
      return tdb.database.db;
    },
    test: (name, fn, timeout) =>
      it(
        name,
        async (ctx: TestContext) => {
          if (!tdb) ctx.skip();
          await fn();
        },
        timeout,
      ),
  };
}
