/**
 * The dashboards' calls (see ./api.ts for the conventions): the marketplace's figures
 * (/dashboard/analysis, /tasks, /monitor), the figures the server already has (the total of a list,
 * the login statistics, the last days' visits, the scheduled jobs) and the user's last audits.
 */
import type { Schemas } from "@qt/openapi";
import type { Outcome, QtClient } from "@qt/sdk";
import { PERMISSIONS } from "@qt/openapi";

export type Analysis = Schemas["DashboardAnalysis"];
export type Totals = Schemas["DashboardTotals"];
export type Tasks = Schemas["DashboardTasks"];
export type Monitor = Schemas["DashboardMonitor"];
export type Granularity = Analysis["granularity"];
export type LoginInfo = { todayVisitCount: number; totalVisitCount: number; todayIp: number };
export type VisitDay = { visit: number; ip: number; tian: string; type: string };

/** The list endpoints whose totals the dashboards show, with the code that allows reading them. */
export const COUNTED = {
  users: { path: "/sys/user/list", code: PERMISSIONS.system.user.list },
  roles: { path: "/sys/role/list", code: PERMISSIONS.system.role.list },
  announcements: { path: "/sys/annountCement/list", code: PERMISSIONS.system.announcement.list },
  online: { path: "/sys/online/list", code: PERMISSIONS.system.online.list },
  jobs: { path: "/sys/quartzJob/list", code: PERMISSIONS.system.quartzJob.list },
} as const;

export type Counted = keyof typeof COUNTED;

/** The lists whose last audits the workplace shows. */
export type AuditedList = "/work/qtWork/list" | "/without/qtWithout/list";

/** The date `days` after a `yyyy-MM-dd` day (calendar arithmetic on UTC midnights). */
function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The first day of the range ending on `end`: 12 weeks by week, 12 months by month, the server's default by day. */
function beginOf(end: string, granularity: Granularity): string | undefined {
  if (granularity === "week") return addDays(end, -83);
  if (granularity === "month") {
    const d = new Date(`${end.slice(0, 8)}01T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() - 11);
    return d.toISOString().slice(0, 10);
  }
  return undefined;
}

export function dashboardCalls(client: QtClient) {
  const analysisOf = (query: { granularity: Granularity; begin?: string; end?: string }, signal?: AbortSignal) =>
    client.unwrap(client.GET("/dashboard/analysis", { params: { query }, signal })) as Promise<Outcome<Analysis>>;

  return {
    /**
     * The analysis by granularity: by day the server's default range (the 30 days to today), by week
     * the 12 weeks and by month the 12 months to `end`. Without `end` the server's today is asked
     * first (the end of its default range), so no browser clock or zone is involved.
     */
    analysis: async (granularity: Granularity, end: string | undefined, signal?: AbortSignal): Promise<Outcome<Analysis>> => {
      let last = end;
      if (!last) {
        const first = await analysisOf({ granularity }, signal);
        if (!first.ok || granularity === "day") return first;
        last = first.result.end;
      }
      const begin = beginOf(last, granularity);
      return analysisOf({ granularity, end: last, ...(begin ? { begin } : {}) }, signal);
    },
    /** The marketplace's open work (pending audits, withdrawals, unpaid orders, feedback). */
    tasks: (signal?: AbortSignal) => client.unwrap(client.GET("/dashboard/tasks", { signal })) as Promise<Outcome<Tasks>>,
    /** The answering instance: process, host, database, request statistics. */
    monitor: (signal?: AbortSignal) => client.unwrap(client.GET("/dashboard/monitor", { signal })) as Promise<Outcome<Monitor>>,
    /** The total of a list (one row asked for). */
    countOf: async (what: Counted, signal?: AbortSignal): Promise<Outcome<number>> => {
      const outcome = await client.unwrap(client.GET(COUNTED[what].path as "/sys/user/list", { params: { query: { pageNo: 1, pageSize: 1 } }, signal }));
      return outcome.ok ? { ...outcome, result: Number((outcome.result as { total?: number } | undefined)?.total ?? 0) } : outcome;
    },
    /** Today's logins, all logins, today's distinct IPs. */
    loginInfo: (signal?: AbortSignal) => client.unwrap(client.GET("/sys/loginfo", { signal })) as Promise<Outcome<LoginInfo>>,
    /** Logins and distinct IPs of the last days. */
    visitInfo: (signal?: AbortSignal) => client.unwrap(client.GET("/sys/visitInfo", { signal })) as Promise<Outcome<VisitDay[]>>,
    /** The first page (10) of the scheduled jobs. */
    jobs: (signal?: AbortSignal) => client.unwrap(client.GET("/sys/quartzJob/list", { params: { query: { pageNo: 1, pageSize: 10 } }, signal })),
    /** The newest `count` rows of a list audited by `username` (advanced query on auditBy, newest audit first). */
    lastAudited: async (list: AuditedList, username: string, count: number, signal?: AbortSignal): Promise<Outcome<Record<string, unknown>[]>> => {
      const superQueryParams = encodeURIComponent(JSON.stringify([{ field: "auditBy", rule: "eq", val: username }]));
      const outcome = await client.unwrap(client.GET(list, { params: { query: { pageNo: 1, pageSize: count, column: "auditTime", order: "desc", superQueryParams } }, signal }));
      return outcome.ok ? { ...outcome, result: ((outcome.result as { records?: Record<string, unknown>[] }).records ?? []) as Record<string, unknown>[] } : outcome;
    },
  };
}
