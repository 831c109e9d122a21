/**
 * Dashboard aggregates for the home pages (Analysis, IndexChart, IndexTask, Monitor, Workplace).
 * The shapes are fixed here; the business issue implements them.
 */
import type { ContractBuilder } from "../builder.js";
import { arr, date, datetime, int, money, nullable, num, obj, ref, str } from "../schema.js";
import { TAG } from "./shared.js";

export function addDashboard(b: ContractBuilder): void {
  b.tag(TAG.dashboard, "首页与仪表盘：经营分析、待办、监控");

  b.schema("DashboardTotals", obj(
    {
      salesAmount: money("Sum of paid orders' amounts in the range (refunded orders excluded)"),
      orderCount: int("Orders paid in the range"),
      newUserCount: int("Platform users registered in the range"),
      downloadCount: int("Downloads of all works (all time: the sum of qt_work.downloadCount; there is no per-day download log)"),
      newWorkCount: int("Works created in the range"),
      designerIncome: money("Sum of cash shares written in the range (reversals included)"),
      refundAmount: money("Sum of orders refunded in the range"),
    },
    ["salesAmount", "orderCount", "newUserCount", "downloadCount", "newWorkCount", "designerIncome", "refundAmount"],
  ));
  b.schema("DashboardTrendPoint", obj(
    {
      period: date("First day of the period (the day; Monday of the ISO week; the 1st of the month)"),
      label: str("Display label: 2026-11-22, 2026-W47 or 2026-11"),
      salesAmount: money("Paid orders' amounts"),
      orderCount: int("Orders paid"),
      newUserCount: int("Users registered"),
      newWorkCount: int("Works created"),
    },
    ["period", "label", "salesAmount", "orderCount", "newUserCount", "newWorkCount"],
  ));
  b.schema("DashboardTopWork", obj(
    {
      workId: str(),
      title: str(),
      cover: nullable(str()),
      designerId: str(),
      designerName: str("The designer's nickname"),
      salesAmount: money("In the range"),
      orderCount: int("In the range"),
      downloadCount: int("All time"),
    },
    ["workId", "title", "designerId", "designerName", "salesAmount", "orderCount", "downloadCount"],
  ));
  b.schema("DashboardTopDesigner", obj(
    {
      designerId: str(),
      nickname: str(),
      avatar: nullable(str()),
      designerLevel: nullable(str("Dictionary designer_level value")),
      designerLevel_dictText: nullable(str()),
      salesAmount: money("Order amounts of their cash shares written in the range (a refund's reversal in the range takes its sale away)"),
      shareAmount: money("Their cash shares written in the range (reversals included)"),
      orderCount: int("Sales in the range less the refunds in it"),
      workCount: int("Approved works (all time)"),
    },
    ["designerId", "nickname", "salesAmount", "shareAmount", "orderCount", "workCount"],
  ));
  b.schema("DashboardAnalysis", obj(
    {
      begin: date("The range used (inclusive)"),
      end: date("The range used (inclusive)"),
      granularity: str(undefined, { enum: ["day", "week", "month"] }),
      totals: ref("DashboardTotals"),
      previous: ref("DashboardTotals"),
      trend: arr(ref("DashboardTrendPoint"), "One point per period of the range, oldest first, empty periods included with zeros"),
      topWorks: arr(ref("DashboardTopWork"), "By salesAmount, then orderCount"),
      topDesigners: arr(ref("DashboardTopDesigner"), "By salesAmount, then shareAmount"),
    },
    ["begin", "end", "granularity", "totals", "previous", "trend", "topWorks", "topDesigners"],
  ));
  b.op({
    method: "get", path: "/dashboard/analysis", tag: TAG.dashboard, permission: "dashboard:analysis", summary: "经营分析",
    description:
      "Sales, orders, new users and downloads in a date range, a trend series by day, week or month, and the top works and designers. " +
      "`previous` holds the same totals for the range of equal length just before (for the up/down figures). Days are the server's zone. " +
      "The range is at most 366 days for day granularity and 5 years otherwise.",
    query: {
      granularity: { schema: str(undefined, { enum: ["day", "week", "month"], default: "day" }), description: "Trend bucket" },
      begin: { schema: date(), description: "First day (inclusive); default 29 days before end" },
      end: { schema: date(), description: "Last day (inclusive); default today" },
      top: { schema: int(undefined, { minimum: 1, maximum: 50, default: 10 }), description: "Rows in topWorks and topDesigners" },
    },
    result: ref("DashboardAnalysis"),
  });

  b.schema("DashboardTasks", obj(
    {
      pendingWorks: int("Works waiting for the first audit (auditStatus pending)"),
      reexamWorks: int("Works waiting for re-exam (auditStatus reexam)"),
      pendingAdjusts: int("Change requests pending"),
      pendingExams: int("Designer exams pending"),
      pendingWithdrawals: int("Withdrawals pending"),
      pendingWithdrawalAmount: money("Their total amount"),
      approvedWithdrawals: int("Withdrawals approved, waiting to be paid"),
      approvedWithdrawalAmount: money("Their total amount"),
      unpaidOrders: int("Orders unpaid"),
      feedback: obj(
        {
          new: int("status new"),
          processing: int("status processing"),
          byChannel: obj(
            { user: int("new + processing, channel user"), agent: int("…channel agent"), outlet: int("…channel outlet") },
            ["user", "agent", "outlet"],
          ),
        },
        ["new", "processing", "byChannel"],
        { description: "Open feedback" },
      ),
      generatedAt: datetime("When the counts were taken"),
    },
    ["generatedAt"],
    { description: "Counts of open work. A count is present only when the caller holds the list permission of its resource (work:qt_work:list, work:qt_work_adjust:list, work:qt_work_exam:list, without:qt_without:list, work:qt_work_order:list, feedback:qt_feedback:list)." },
  ));
  b.op({
    method: "get", path: "/dashboard/tasks", tag: TAG.dashboard, permission: "dashboard:tasks", summary: "待办统计",
    description: "Pending audits, withdrawals, orders and feedback, for the task panel. Counts the caller may not list are left out.",
    result: ref("DashboardTasks"),
  });

  b.schema("DashboardMonitor", obj(
    {
      server: obj(
        {
          hostname: str(),
          platform: str("e.g. linux x64"),
          nodeVersion: str(),
          appVersion: str(),
          pid: int(),
          startedAt: datetime("When this instance started"),
          uptimeSeconds: int(),
          cpuCount: int(),
          loadAverage: arr(num(), "1, 5 and 15 minutes", { minItems: 3, maxItems: 3 }),
          cpuPercent: num("Process CPU use over the last minute, 0–100 per core"),
          memory: obj(
            { totalBytes: int(), freeBytes: int(), rssBytes: int(), heapUsedBytes: int(), heapTotalBytes: int() },
            ["totalBytes", "freeBytes", "rssBytes", "heapUsedBytes", "heapTotalBytes"],
          ),
          disk: nullable(obj({ path: str("The data directory"), totalBytes: int(), freeBytes: int() }, ["path", "totalBytes", "freeBytes"])),
        },
        ["hostname", "platform", "nodeVersion", "pid", "startedAt", "uptimeSeconds", "cpuCount", "loadAverage", "memory"],
        { description: "This instance" },
      ),
      database: obj(
        {
          kind: str(undefined, { enum: ["pglite", "postgresql"] }),
          version: str(),
          sizeBytes: nullable(int()),
          connections: nullable(obj({ active: int(), idle: int(), max: int() }, ["active", "idle", "max"])),
          latencyMs: num("Round trip of a trivial query"),
          tables: arr(obj({ name: str(), rows: int("Estimated"), sizeBytes: nullable(int()) }, ["name", "rows"]), "Largest tables first"),
        },
        ["kind", "version", "latencyMs", "tables"],
      ),
      requests: obj(
        {
          since: datetime("Start of the counting window (instance start)"),
          total: int(),
          errors: int("Answers with HTTP ≥ 500 or success false"),
          perMinute: num("Average over the last 5 minutes"),
          avgMs: num(),
          p95Ms: num(),
          byStatus: { type: "object", additionalProperties: { type: "integer" }, description: "HTTP status → count" },
          topPaths: arr(
            obj({ method: str(), path: str(), count: int(), errors: int(), avgMs: num(), p95Ms: num() }, ["method", "path", "count", "errors", "avgMs"]),
            "Most called operations",
          ),
          activeSessions: int("Tokens used in the last 30 minutes"),
          websockets: int("Open WebSocket connections on this instance"),
        },
        ["since", "total", "errors", "perMinute", "avgMs", "p95Ms", "byStatus", "topPaths"],
        { description: "This instance's request statistics" },
      ),
    },
    ["server", "database", "requests"],
  ));
  b.op({
    method: "get", path: "/dashboard/monitor", tag: TAG.dashboard, permission: "dashboard:monitor", summary: "系统监控",
    description: "Server, database and request statistics of the answering instance (behind a load balancer each instance answers for itself).",
    result: ref("DashboardMonitor"),
  });
}
