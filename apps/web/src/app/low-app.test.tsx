/**
 * Low-app routes (shell.md §2, §4): a menu route named `low-app…` whose path carries `:appId` (and
 * optionally lowAppFilter in the query) makes every request on it carry X-Low-App-ID — the console
 * keeps the client told of the current route (services.ts, client.setRoute) as the location changes
 * and when the menu arrives; on another route the header is not sent.
 */
import { plainGet } from "@qt/sdk";
import { afterEach, describe, expect, it } from "vitest";
import { waitFor as waitForActor } from "xstate";
import { FakeApi, ok, testServices } from "../../test/components/harness";
import { navigate } from "../router/hash-location";
import { routeOfLocation, indexPages } from "../router/routes";

const MENU = [
  { id: "home", name: "dashboard-analysis", path: "/dashboard/analysis", component: "dashboard/Analysis", meta: { title: "首页" }, route: "1" },
  { id: "low", name: "low-app-desform", path: "/low-app/:appId/desform", component: "low/DesformList", meta: { title: "应用表单" }, route: "1" },
];

async function loggedIn() {
  const api = new FakeApi()
    .on("GET /sys/permission/getUserPermissionByToken", ok({ menu: MENU, auth: [], allAuth: [], codeList: [], sysSafeMode: false }))
    .on("GET /test/ping", ok("pong"));
  const services = testServices(api);
  services.permissions.start();
  services.permissions.send({ type: "LOAD" });
  await waitForActor(services.permissions, (s) => s.matches("loaded"));
  const ping = async () => {
    await plainGet(services.client, "/test/ping");
    return api.calls("GET /test/ping").at(-1)!.headers.get("X-Low-App-ID");
  };
  return { ping };
}

describe("low-app routes", () => {
  afterEach(() => navigate("/", { replace: true }));

  it("send X-Low-App-ID with the route's appId, from the first request after the location changed", async () => {
    navigate("/dashboard/analysis", { replace: true });
    const { ping } = await loggedIn();
    expect(await ping()).toBeNull();
    navigate("/low-app/app-7/desform", { replace: true });
    expect(await ping()).toBe("app-7");
    navigate("/dashboard/analysis", { replace: true });
    expect(await ping()).toBeNull();
  });

  it("a low-app location opened before the menu arrived gets the header once it has", async () => {
    navigate("/low-app/app-9/desform?lowAppFilter=mine", { replace: true });
    const { ping } = await loggedIn();
    expect(await ping()).toBe("app-9");
  });

  it("the route carries appId and the optional lowAppFilter", () => {
    const pages = indexPages([
      { path: "/low-app/:appId/desform", name: "low-app-desform", redirect: null, component: { kind: "path", path: "low/DesformList", layout: false }, hidden: false, meta: { title: "t", icon: null, url: null, permissionList: [], keepAlive: false, internalOrExternal: false, componentName: null, hideTab: false } },
    ]);
    expect(routeOfLocation("/low-app/a%201/desform?lowAppFilter=mine", pages)).toEqual({ name: "low-app-desform", params: { appId: "a 1", lowAppFilter: "mine" } });
    expect(routeOfLocation("/low-app/a1/desform", pages)).toEqual({ name: "low-app-desform", params: { appId: "a1" } });
    expect(routeOfLocation("/nowhere", pages)).toBeNull();
  });
});
