import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { deferred, settle, type Deferred } from "../testing/fakes.js";
import { describeModel } from "../testing/model.js";
import { afterLoad, DEFAULT_EXTRA_PATH, INDEX_PATH, LOGIN_PATH, nextStep, trimMatched, whitelistOf, WHITELIST } from "./guard.js";
import { createNavigationMachine, navigationMachine, type NavigationEffect } from "./machine.js";

describe("navigation guard: every rule of shell.md §2", () => {
  const base = { permissionsLoaded: false };

  it("with a token, login (or the extra path) goes to the landing path", () => {
    expect(nextStep({ ...base, hasToken: true, path: LOGIN_PATH })).toEqual({ kind: "redirect", to: { path: "/dashboard/analysis" } });
    expect(nextStep({ ...base, hasToken: true, path: "/oauth2-app/login" })).toEqual({ kind: "redirect", to: { path: INDEX_PATH } });
    expect(nextStep({ ...base, hasToken: true, path: "/my/extra", extraPath: "/my/extra" })).toEqual({ kind: "redirect", to: { path: INDEX_PATH } });
  });

  it("with a token and permissions loaded, any other path passes", () => {
    expect(nextStep({ hasToken: true, permissionsLoaded: true, path: "/isystem/user" })).toEqual({ kind: "pass" });
    expect(nextStep({ hasToken: true, permissionsLoaded: true, path: "/user/register" })).toEqual({ kind: "pass" });
  });

  it("with a token and no permissions: load them, then the redirect query value or the requested path", () => {
    expect(nextStep({ ...base, hasToken: true, path: "/isystem/user", fullPath: "/isystem/user?x=1" })).toEqual({
      kind: "loadPermissions",
      then: { path: "/isystem/user?x=1", replace: true },
      onFailure: { path: "/user/login", query: { redirect: "/isystem/user?x=1" } },
    });
    expect(nextStep({ ...base, hasToken: true, path: "/dashboard/analysis", redirect: "%2Fisystem%2Fuser" })).toMatchObject({
      kind: "loadPermissions",
      then: { path: "/isystem/user" },
    });
    expect(afterLoad({ path: "/a", redirect: "%E0%A4%A" })).toEqual({ path: "%E0%A4%A" }); // undecodable: kept as is
  });

  it("without a token, whitelisted paths pass; in the extra-path configuration login goes there", () => {
    for (const path of [...WHITELIST, DEFAULT_EXTRA_PATH]) expect(nextStep({ ...base, hasToken: false, path })).toEqual({ kind: "pass" });
    expect(nextStep({ ...base, hasToken: false, path: LOGIN_PATH, loginRedirectsToExtra: true })).toEqual({ kind: "redirect", to: { path: "/oauth2-app/login" } });
    expect(nextStep({ ...base, hasToken: false, path: "/user/register", loginRedirectsToExtra: true })).toEqual({ kind: "pass" });
  });

  it("without a token, any other path goes to login (or the extra path) with the full path as redirect query", () => {
    expect(nextStep({ ...base, hasToken: false, path: "/isystem/user", fullPath: "/isystem/user?a=b" })).toEqual({
      kind: "redirect",
      to: { path: "/user/login", query: { redirect: "/isystem/user?a=b" } },
    });
    expect(nextStep({ ...base, hasToken: false, path: "/x", loginRedirectsToExtra: true, extraPath: "/sso" })).toEqual({
      kind: "redirect",
      to: { path: "/sso", query: { redirect: "/x" } },
    });
  });

  it("the whitelist: the four /user pages and the extra path", () => {
    expect(whitelistOf()).toEqual(["/user/login", "/user/register", "/user/register-result", "/user/alteration", "/oauth2-app/login"]);
    expect(whitelistOf({ extraPath: "/sso" }).at(-1)).toBe("/sso");
  });

  it("matched lists longer than 3 keep the first two and the page", () => {
    expect(trimMatched([1, 2, 3])).toEqual([1, 2, 3]);
    expect(trimMatched([1, 2, 3, 4, 5])).toEqual([1, 2, 5]);
    expect(trimMatched([])).toEqual([]);
  });
});

describe("navigation guard: properties", () => {
  const path = fc.oneof(fc.constantFrom(...WHITELIST, DEFAULT_EXTRA_PATH, INDEX_PATH), fc.stringMatching(/^\/[a-z]{1,5}(\/[a-z]{1,5})?$/));
  const input = fc.record({
    hasToken: fc.boolean(),
    permissionsLoaded: fc.boolean(),
    path,
    query: fc.option(fc.stringMatching(/^\?[a-z]=[0-9]$/), { nil: undefined }),
    redirect: fc.option(path, { nil: undefined }),
    loginRedirectsToExtra: fc.boolean(),
  });

  it("never lets a navigation without token reach a non-whitelisted page", () => {
    fc.assert(
      fc.property(input, (i) => {
        const step = nextStep({ ...i, fullPath: i.path + (i.query ?? "") });
        if (!i.hasToken && !whitelistOf().includes(i.path)) {
          expect(step.kind).toBe("redirect");
          expect(step).toMatchObject({ to: { query: { redirect: i.path + (i.query ?? "") } } });
        }
        if (!i.hasToken) expect(step.kind).not.toBe("loadPermissions");
        if (step.kind === "redirect" && !i.hasToken) expect(whitelistOf()).toContain(step.to.path);
      }),
    );
  });

  it("with a token: login pages go to the landing path, else pass or load", () => {
    fc.assert(
      fc.property(input, (i) => {
        const step = nextStep({ ...i, hasToken: true, fullPath: i.path + (i.query ?? "") });
        if (i.path === LOGIN_PATH || i.path === DEFAULT_EXTRA_PATH) expect(step).toEqual({ kind: "redirect", to: { path: INDEX_PATH } });
        else if (i.permissionsLoaded) expect(step).toEqual({ kind: "pass" });
        else {
          expect(step.kind).toBe("loadPermissions");
          if (step.kind === "loadPermissions") {
            expect(step.onFailure).toEqual({ path: LOGIN_PATH, query: { redirect: i.path + (i.query ?? "") } });
            expect(step.then.path).toBe(!i.redirect || i.redirect === i.path ? i.path + (i.query ?? "") : i.redirect);
          }
        }
      }),
    );
  });

  it("trimMatched: at most 3, keeps the ends, unchanged when short", () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), (list) => {
        const trimmed = trimMatched(list);
        expect(trimmed.length).toBe(Math.min(3, list.length));
        if (list.length <= 3) expect(trimmed).toEqual(list);
        else expect([trimmed[0], trimmed[1], trimmed[2]]).toEqual([list[0], list[1], list.at(-1)]);
      }),
    );
  });
});

type Sut = { logic: ReturnType<typeof createNavigationMachine>; loads: Deferred<unknown>[] };

describeModel({
  name: "guard",
  machine: navigationMachine,
  variants: [{ name: "default configuration" }, { name: "login redirects to the extra path", input: { loginRedirectsToExtra: true } }],
  events: [
    { type: "NAVIGATE", hasToken: false, path: "/user/login" },
    { type: "NAVIGATE", hasToken: false, path: "/isystem/user", fullPath: "/isystem/user?tab=1" },
    { type: "NAVIGATE", hasToken: true, path: "/user/login" },
    { type: "NAVIGATE", hasToken: true, path: "/isystem/user", redirect: "/dashboard/analysis" },
    { type: "PERMISSIONS.RESET" },
    { type: "xstate.done.actor.loadPermissions", output: ["/isystem/user"] },
    { type: "xstate.error.actor.loadPermissions", error: new Error("getPermissionList: permissions must be a non-null array !") },
  ],
  sut: (): Sut => {
    const loads: Deferred<unknown>[] = [];
    const logic = navigationMachine.provide({
      actors: {
        loadPermissions: fromPromise<unknown, void>(() => {
          const load = deferred<unknown>();
          loads.push(load);
          return load.promise;
        }),
      },
    });
    return { logic, loads };
  },
  drive: {
    "xstate.done.actor.loadPermissions": ({ event, sut }) => sut.loads.at(-1)?.resolve(event.output),
    "xstate.error.actor.loadPermissions": ({ event, sut }) => sut.loads.at(-1)?.reject(event.error),
  },
  states: {
    idle: ({ event, effects }) => {
      if (event.type === "xstate.error.actor.loadPermissions") {
        expect(effects).toEqual([
          { type: "logout" },
          { type: "redirect", to: { path: "/user/login", query: { redirect: "/isystem/user" } } },
          { type: "progress", active: false },
        ]);
      }
      if (event.type === "xstate.done.actor.loadPermissions") {
        expect(effects).toEqual([
          { type: "routesAdded", routes: ["/isystem/user"] },
          { type: "redirect", to: { path: "/dashboard/analysis" } },
          { type: "progress", active: false },
        ]);
      }
      if (event.type === "NAVIGATE") expect(effects.at(0)).toEqual({ type: "progress", active: true });
    },
  },
});

describe("createNavigationMachine", () => {
  it("loads permissions once, then lets navigations pass", async () => {
    let loads = 0;
    const actor = createActor(createNavigationMachine(async () => (++loads, ["/isystem/user"])), { input: {} }).start();
    const effects: NavigationEffect[] = [];
    actor.on("*", (e) => void effects.push(e as NavigationEffect));
    actor.send({ type: "NAVIGATE", hasToken: true, path: "/isystem/user" });
    await settle(() => actor.getSnapshot().matches("idle"));
    expect(effects).toContainEqual({ type: "routesAdded", routes: ["/isystem/user"] });
    expect(effects).toContainEqual({ type: "redirect", to: { path: "/isystem/user", replace: true } });
    actor.send({ type: "NAVIGATE", hasToken: true, path: "/isystem/role" });
    expect(effects.at(-2)).toEqual({ type: "pass" });
    expect(loads).toBe(1);
  });
});
