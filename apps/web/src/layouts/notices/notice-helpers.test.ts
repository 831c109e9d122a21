/** The notice centre's pure parts: send-time wording and where a component announcement leads. */
import type { AppRoute } from "@qt/machines";
import { describe, expect, it } from "vitest";
import { pathOfComponent } from "./notice-actions";
import { parseSendTime, relativeSendTime } from "./send-time";

const meta = { icon: null, url: null, permissionList: [], keepAlive: false, internalOrExternal: false, componentName: null, hideTab: false };
const page = (path: string, component: string): AppRoute => ({
  path,
  name: path.slice(1).replace(/\//g, "-"),
  redirect: null,
  component: { kind: "path", path: component, layout: false },
  hidden: false,
  meta: { ...meta, title: path },
});
const MENU: AppRoute[] = [
  {
    ...page("/work", "layouts/RouteView"),
    component: { kind: "path", path: "layouts/RouteView", layout: true },
    children: [page("/work/audit", "work/QtWorkAuditList"), page("/work/detail/:id", "work/QtWorkDetail")],
  },
];

describe("send times", () => {
  const now = new Date(2026, 10, 22, 10, 30, 0);

  it("reads the server's yyyy-MM-dd HH:mm:ss as local time", () => {
    expect(parseSendTime("2026-11-22 10:03:09")?.getTime()).toBe(new Date(2026, 10, 22, 10, 3, 9).getTime());
    expect(parseSendTime("22/11/2026")).toBeNull();
    expect(parseSendTime(null)).toBeNull();
  });

  it("words the time relative to now in the console's language", () => {
    expect(relativeSendTime("2026-11-22 10:27:00", "zh-CN", now)).toBe("3分钟前");
    expect(relativeSendTime("2026-11-22 10:27:00", "en-US", now)).toBe("3 minutes ago");
    expect(relativeSendTime("2026-11-21 10:30:00", "zh-CN", now)).toBe("昨天");
    expect(relativeSendTime("2026-09-22 10:30:00", "en-US", now)).toBe("2 months ago");
    expect(relativeSendTime("soon", "zh-CN", now)).toBe("soon");
    expect(relativeSendTime(null, "zh-CN", now)).toBe("");
  });
});

describe("component announcements", () => {
  it("lead to the menu page showing that component, however the component path is written", () => {
    expect(pathOfComponent("work/QtWorkAuditList", MENU)).toBe("/work/audit");
    expect(pathOfComponent("/views/work/QtWorkAuditList.vue", MENU)).toBe("/work/audit");
  });

  it("find the built-in pages too, never a route with parameters, and nothing for an unknown component", () => {
    expect(pathOfComponent("system/UserAnnouncementList", [])).toBe("/isps/userAnnouncement");
    expect(pathOfComponent("work/QtWorkDetail", MENU)).toBeNull();
    expect(pathOfComponent("work/Unknown", MENU)).toBeNull();
  });
});
