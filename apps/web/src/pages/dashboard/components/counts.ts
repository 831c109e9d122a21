/**
 * Figures the server already has for the dashboards: the total of a list (one row asked for), the
 * login statistics (/sys/loginfo) and the last days' visits (/sys/visitInfo).
 */
import { PERMISSIONS } from "@qt/openapi";
import type { Outcome } from "@qt/sdk";
import { client } from "../../../app/services";

/** The list endpoints whose totals the dashboards show, with the code that allows reading them. */
export const COUNTED = {
  users: { path: "/sys/user/list", code: PERMISSIONS.system.user.list },
  roles: { path: "/sys/role/list", code: PERMISSIONS.system.role.list },
  announcements: { path: "/sys/annountCement/list", code: PERMISSIONS.system.announcement.list },
  online: { path: "/sys/online/list", code: PERMISSIONS.system.online.list },
  jobs: { path: "/sys/quartzJob/list", code: PERMISSIONS.system.quartzJob.list },
} as const;

export type Counted = keyof typeof COUNTED;

/** The total of a list. */
export async function countOf(what: Counted): Promise<Outcome<number>> {
  const outcome = await client.unwrap(client.GET(COUNTED[what].path as "/sys/user/list", { params: { query: { pageNo: 1, pageSize: 1 } } }));
  return outcome.ok ? { ...outcome, result: Number((outcome.result as { total?: number } | undefined)?.total ?? 0) } : outcome;
}

export type LoginInfo = { todayVisitCount: number; totalVisitCount: number; todayIp: number };
export type VisitDay = { visit: number; ip: number; tian: string; type: string };

export function loginInfo(): Promise<Outcome<LoginInfo>> {
  return client.unwrap(client.GET("/sys/loginfo")) as Promise<Outcome<LoginInfo>>;
}

export function visitInfo(): Promise<Outcome<VisitDay[]>> {
  return client.unwrap(client.GET("/sys/visitInfo")) as Promise<Outcome<VisitDay[]>>;
}
