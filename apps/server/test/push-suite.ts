/**
 * Real-time push on one database kind, with real sockets (`ws` as the client): the token as
 * sub-protocol, heartbeats, announcement pushes, the live-table relay and force logout. On
 * PostgreSQL a second instance on the same schema shows the LISTEN/NOTIFY fan-out.
 */
import { describe, expect } from "vitest";
import { ADMIN_ID } from "../src/auth/admin-seed.js";
import { hashToken, TokenStore } from "../src/auth/token-store.js";
import type { Database } from "../src/db/database.js";
import { openDatabase } from "../src/db/open.js";
import { sysAnnouncement, sysUser } from "../src/db/schema/index.js";
import { splitEvent, MAX_PAYLOAD_BYTES, payloadBytes } from "../src/push/messages.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { manualClock } from "./helpers/clock.js";
import { schemaErrors } from "./helpers/contract.js";
import { TEST_DATABASE_URL, type TestDbKind } from "./helpers/databases.js";
import { useSuiteDatabase } from "./helpers/suite.js";
import { loginAdmin } from "./helpers/session.js";
import { connect, makeUser, SETUP_TIMEOUT, type TestUser } from "./push-helpers.js";
import { eq } from "drizzle-orm";

export function definePushSuite(kind: TestDbKind): void {
  describe(`push on ${kind}`, () => {
    const clock = manualClock();
    let t: TestApp;
    /** PostgreSQL only: a second instance with its own pool on the same schema. */
    let second: { database: Database; t: TestApp } | undefined;
    let admin: string;
    let alice: TestUser;
    let bob: TestUser;

    const suite = useSuiteDatabase(kind, clock, {
      setup: async (tdb) => {
        t = await startTestApp(tdb.database, { clock });
        if (kind === "postgres") {
          const database = await openDatabase({ databaseUrl: TEST_DATABASE_URL, schema: tdb.database.schema, poolSize: 2 });
          second = { database, t: await startTestApp(database, { clock }) };
        }
        admin = await loginAdmin(t, tdb.database.db);
        alice = await makeUser(tdb.database.db, clock, "alice");
        bob = await makeUser(tdb.database.db, clock, "bob");
      },
      teardown: async () => {
        await second?.t.close();
        await second?.database.close();
        await t?.close();
      },
      setupTimeout: SETUP_TIMEOUT,
    });
    const { test, db } = suite;

    const addAndRelease = async (app: TestApp, fields: Record<string, unknown>): Promise<string> => {
      const titile = `推送${Math.random().toString(36).slice(2, 8)}`;
      const added = await app.post("/sys/annountCement/add", { titile, priority: "M", msgCategory: "1", msgType: "ALL", ...fields }, { token: admin });
      expect(added.body.success).toBe(true);
      const [row] = await db().select().from(sysAnnouncement).where(eq(sysAnnouncement.titile, titile));
      const released = await app.get(`/sys/annountCement/doReleaseData?id=${row!.id}`, { token: admin });
      expect(released.body.success).toBe(true);
      return row!.id;
    };

    test("the notice socket takes the token as sub-protocol, echoes it and answers HeartBeat", async () => {
      const c = await connect(t, `/websocket/${alice.id}`, alice.token);
      expect(c.protocol).toBe(alice.token);
      c.send("HeartBeat");
      const beat = JSON.parse(await c.next());
      expect(beat).toEqual({ cmd: "heartcheck" });
      expect(schemaErrors("HeartCheck", beat)).toEqual([]);
      c.close();
    });

    test("a missing, unknown or foreign token is refused before the upgrade", async () => {
      await expect(connect(t, `/websocket/${alice.id}`, "not-a-token")).rejects.toThrow("HTTP 401");
      await expect(connect(t, `/websocket/${alice.id}`, bob.token)).rejects.toThrow("HTTP 401");
      await expect(connect(t, `/vxeSocket/${alice.id}/page1`, bob.token)).rejects.toThrow("HTTP 401");
      await expect(connect(t, `/websocket/${ADMIN_ID}`, null)).rejects.toThrow("HTTP 401");
    });

    test("a release to everyone reaches every notice socket as topic; to named users only theirs as user", async () => {
      const a = await connect(t, `/websocket/${alice.id}`, alice.token);
      const b = await connect(t, `/websocket/${bob.id}`, bob.token);
      const all = await addAndRelease(t, {});
      for (const c of [a, b]) {
        const msg = JSON.parse(await c.next());
        expect(msg).toMatchObject({ cmd: "topic", msgId: all });
        expect(schemaErrors("NoticePush", msg)).toEqual([]);
      }
      const named = await addAndRelease(t, { msgType: "USER", userIds: `${bob.id},` });
      expect(JSON.parse(await b.next())).toMatchObject({ cmd: "user", msgId: named });
      expect(await a.nothing()).toBeNull();
      a.close();
      b.close();
    });

    test("live tables: heart_beat answered, update_vxe_table relayed to the other sockets of the page only", async () => {
      const p1 = await connect(t, `/vxeSocket/${alice.id}/pageA`, alice.token);
      const p2 = await connect(t, `/vxeSocket/${bob.id}/pageA`, bob.token);
      const other = await connect(t, `/vxeSocket/${bob.id}/pageB`, bob.token);
      // The same page in another tenant's session is another page.
      const frank = await makeUser(db(), clock, `frank${Math.random().toString(36).slice(2, 6)}`);
      await db().update(sysUser).set({ relTenantIds: "7" }).where(eq(sysUser.id, frank.id));
      const otherTenant = await connect(t, `/vxeSocket/${frank.id}/pageA`, frank.token);
      p1.send(JSON.stringify({ type: "heart_beat", data: "ping" }));
      const beat = JSON.parse(await p1.next());
      expect(beat).toEqual({ type: "heart_beat", data: true });
      expect(schemaErrors("HeartBeatReply", beat)).toEqual([]);
      p1.send("not json at all");
      p1.send(JSON.stringify({ type: "update_vxe_table", data: { args: [] } }));
      const update = { type: "update_vxe_table", data: { socketKey: "demo-table", args: [{ id: "r1", name: "新值" }, "case-1"] } };
      p1.send(JSON.stringify(update));
      expect(JSON.parse(await p2.next())).toEqual(update);
      expect(schemaErrors("VxeMessage", update)).toEqual([]);
      expect(await p1.nothing()).toBeNull();
      expect(await other.nothing()).toBeNull();
      expect(await otherTenant.nothing()).toBeNull();
      for (const c of [p1, p2, other, otherTenant]) c.close();
    });

    test("force logout closes the session's sockets", async () => {
      const carol = await makeUser(db(), clock, "carol");
      const c = await connect(t, `/websocket/${carol.id}`, carol.token);
      const res = await t.post("/sys/online/forceLogout", { token: hashToken(carol.token) }, { token: admin });
      expect(res.body.success).toBe(true);
      expect((await c.closed).code).toBe(1008);
      await expect(connect(t, `/websocket/${carol.id}`, carol.token)).rejects.toThrow("HTTP 401");
    });

    test("a heartbeat after the session ended (logout, password change…) closes the socket", async () => {
      const dave = await makeUser(db(), clock, "dave");
      const c = await connect(t, `/vxeSocket/${dave.id}/p`, dave.token);
      c.send(JSON.stringify({ type: "heart_beat" }));
      expect(JSON.parse(await c.next())).toEqual({ type: "heart_beat", data: true });
      await new TokenStore(db(), clock).revoke(dave.token, "logout");
      c.send(JSON.stringify({ type: "heart_beat" }));
      expect((await c.closed).code).toBe(1008);
    });

    test("NOTIFY payloads stay under the limit: many users are split, one oversized live message is not sent", () => {
      const users = Array.from({ length: 1000 }, (_, i) => `${i}`.padStart(32, "u"));
      const parts = splitEvent({ k: "notice", msg: { cmd: "user", msgId: "1", msgTxt: "标题" }, users });
      expect(parts.length).toBeGreaterThan(4);
      expect(parts.every((p) => payloadBytes(p) <= MAX_PAYLOAD_BYTES)).toBe(true);
      expect(parts.flatMap((p) => (p.k === "notice" ? p.users! : []))).toEqual(users);
      expect(splitEvent({ k: "vxe", pageId: "p", from: "x", text: "x".repeat(MAX_PAYLOAD_BYTES) })).toEqual([]);
    });

    if (kind === "postgres") {
      test("two instances on one schema: a release on instance 1 reaches a socket on instance 2 (LISTEN/NOTIFY)", async () => {
        const on2 = await connect(second!.t, `/websocket/${alice.id}`, alice.token);
        const on1 = await connect(t, `/websocket/${alice.id}`, alice.token);
        const id = await addAndRelease(t, { msgType: "USER", userIds: alice.id });
        expect(JSON.parse(await on2.next())).toMatchObject({ cmd: "user", msgId: id });
        expect(JSON.parse(await on1.next())).toMatchObject({ cmd: "user", msgId: id });

        const v1 = await connect(t, `/vxeSocket/${alice.id}/shared`, alice.token);
        const v2 = await connect(second!.t, `/vxeSocket/${bob.id}/shared`, bob.token);
        const update = { type: "update_vxe_table", data: { socketKey: "k", args: ["a"] } };
        v1.send(JSON.stringify(update));
        expect(JSON.parse(await v2.next())).toEqual(update);
        expect(await v1.nothing()).toBeNull();

        // Force logout on instance 1 closes the socket held by instance 2.
        const res = await t.post("/sys/online/forceLogout", { userId: bob.id }, { token: admin });
        expect(res.body.success).toBe(true);
        expect((await v2.closed).code).toBe(1008);
        for (const c of [on1, on2, v1]) c.close();
      });
    }
  });
}
