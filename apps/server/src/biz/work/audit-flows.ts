/**
 * The work audit flows (contract business/flows.ts): first-level audit, re-exam by a second
 * reviewer, shelf and recommend actions, submission (resubmission), designer exam reviews and
 * change requests. All are batches: each id in its own transaction, answered per id.
 */
import { and, eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { qtUser, qtWork, qtWorkAdjust, qtWorkExam, qtWorkFail, qtWorkType } from "../../db/schema/index.js";
import { ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { refuse, type Row } from "../../resource/index.js";
import { MONEY } from "../../resource/values.js";
import { toCents } from "../decimal.js";
import { batchIds, batchMessage, dictText, insertRow, lockRow, refuseIn, runBatch, updateVersioned, type Flow, type Step } from "../flow.js";
import { mustFind } from "../rules.js";

type WorkRow = typeof qtWork.$inferSelect;
type Verdict = "approved" | "rejected";

export const AUDIT_MESSAGES = {
  workMissing: "作品不存在",
  examMissing: "考核申请不存在",
  adjustMissing: "修改申请不存在",
  applicantMissing: "申请人不存在",
  reasonRequired: "驳回须选择失败原因（fail_reason）",
  reasonUnknown: (code: string) => `未知的失败原因：${code}`,
  notPending: (title: string, state: string) => `作品「${title}」${state}，只有待审核的作品可以审核`,
  decidedUseReExam: (title: string, state: string) => `作品「${title}」${state}，已审核的作品只能通过复审改变结论`,
  notDecided: (title: string, state: string) => `作品「${title}」${state}，只有已通过或已驳回的作品可以送复审`,
  notReexam: (title: string, state: string) => `作品「${title}」${state}，只有复审中的作品可以作出复审结论`,
  sameReviewer: (title: string, by: string) => `作品「${title}」的复审须由另一位审核人作出（原审核人 ${by}）`,
  shelfNeedsApproval: (title: string, state: string) => `作品「${title}」${state}，只有已通过审核的作品可以上架`,
  recommendNeedsShelf: (title: string) => `作品「${title}」未上架，只有已通过且已上架的作品可以推荐`,
  notSubmittable: (title: string, state: string) => `作品「${title}」${state}，只有草稿或已驳回的作品可以提交审核`,
  examDecided: (state: string) => `考核已评审（${state}），不能再次评审`,
  adjustDecided: (state: string) => `修改申请已处理（${state}），不能再次处理`,
  adjustStale: (label: string, now: string) => `作品的${label}已变更（现为「${now}」），该申请已过期`,
  adjustInvalid: (label: string) => `申请的新${label}不合法`,
  adjustUnknownField: (field: string) => `未知的修改项：${field}`,
} as const;

/** `当前为「已通过」` from a dictionary value. */
async function stateOf(f: Flow, code: string, value: string | null): Promise<string> {
  const text = (await dictText(f.tx, f.req, code, value)) ?? value ?? "空";
  return `当前为「${text}」`;
}

interface FailReason {
  code: string;
  text: string;
}

/** The fail reason a rejection needs (whole request refused without a known one). */
async function failReason(app: AppContext, req: FastifyRequest, verdict: string | undefined, code: unknown): Promise<FailReason | null> {
  if (verdict !== "rejected") return null;
  if (typeof code !== "string" || !code.trim()) throw refuse(AUDIT_MESSAGES.reasonRequired);
  const text = await dictText(app.db, req, "fail_reason", code.trim());
  if (text === null) throw refuse(AUDIT_MESSAGES.reasonUnknown(code));
  return { code: code.trim(), text };
}

/** A verdict on a work: stamps the audit columns; a rejection writes its qt_work_fail row. */
async function decide(f: Flow, work: WorkRow, verdict: Verdict, remark: string | undefined, reason: FailReason | null): Promise<void> {
  const auditBy = f.user.username.slice(0, 32);
  await updateVersioned(f, qtWork, work, { auditStatus: verdict, auditBy, auditTime: f.now, auditRemark: remark ?? null });
  if (verdict === "rejected") {
    await insertRow(f, qtWorkFail, { workId: work.id, reasonCode: reason!.code, reason: remark || reason!.text, auditBy, failTime: f.now, resubmitted: "0" });
  }
}

interface AuditInput {
  ids: string;
  verdict?: Verdict;
  remark?: string;
  reasonCode?: string;
}

/** The input of a call that is both GET (query) and POST (body). */
const inputOf = <T>(req: FastifyRequest): T => (req.method === "GET" ? req.query : req.body) as T;

async function auditBatch(app: AppContext, req: FastifyRequest) {
  const input = inputOf<AuditInput>(req);
  const ids = batchIds(input.ids);
  const verdict = input.verdict!;
  const reason = await failReason(app, req, verdict, input.reasonCode);
  const result = await runBatch(app, req, ids, async (f, id): Promise<Step> => {
    const work = await lockRow(f, qtWork, id, AUDIT_MESSAGES.workMissing);
    const from = work.auditStatus;
    if (from === verdict) return { from, to: from };
    if (from !== "pending") {
      const state = await stateOf(f, "work_audit_status", from);
      const decided = from === "approved" || from === "rejected";
      throw refuseIn(from, decided ? AUDIT_MESSAGES.decidedUseReExam(work.title, state) : AUDIT_MESSAGES.notPending(work.title, state));
    }
    await decide(f, work, verdict, input.remark, reason);
    return { from, to: verdict };
  });
  return ok(result, batchMessage(result));
}

async function reExam(app: AppContext, req: FastifyRequest) {
  const input = inputOf<AuditInput>(req);
  const ids = batchIds(input.ids);
  const verdict = input.verdict;
  const reason = await failReason(app, req, verdict, input.reasonCode);
  const result = await runBatch(app, req, ids, async (f, id): Promise<Step> => {
    const work = await lockRow(f, qtWork, id, AUDIT_MESSAGES.workMissing);
    const from = work.auditStatus;
    if (!verdict) {
      // send back: a work under re-exam is not for sale meanwhile
      if (from === "reexam") return { from, to: from };
      if (from !== "approved" && from !== "rejected") throw refuseIn(from, AUDIT_MESSAGES.notDecided(work.title, await stateOf(f, "work_audit_status", from)));
      const values: Row = { auditStatus: "reexam", shelfStatus: "off", recommend: "0" };
      if (input.remark !== undefined) values.auditRemark = input.remark;
      await updateVersioned(f, qtWork, work, values);
      return { from, to: "reexam" };
    }
    if (from === verdict) return { from, to: from };
    if (from !== "reexam") throw refuseIn(from, AUDIT_MESSAGES.notReexam(work.title, await stateOf(f, "work_audit_status", from)));
    if (work.auditBy === f.user.username.slice(0, 32)) throw refuseIn(from, AUDIT_MESSAGES.sameReviewer(work.title, work.auditBy));
    await decide(f, work, verdict, input.remark, reason);
    return { from, to: verdict };
  });
  return ok(result, batchMessage(result));
}

type WorkAction = "on" | "off" | "recommend" | "unrecommend";

/** Each action: the flag it moves, its target, what it also needs and sets. */
const ACTIONS: Record<WorkAction, { flag: "shelfStatus" | "recommend"; to: string; check?: (f: Flow, w: WorkRow) => Promise<void>; also?: Row }> = {
  on: {
    flag: "shelfStatus",
    to: "on",
    async check(f, w) {
      if (w.auditStatus !== "approved") throw refuseIn(w.shelfStatus, AUDIT_MESSAGES.shelfNeedsApproval(w.title, await stateOf(f, "work_audit_status", w.auditStatus)));
    },
  },
  off: { flag: "shelfStatus", to: "off", also: { recommend: "0" } },
  recommend: {
    flag: "recommend",
    to: "1",
    async check(f, w) {
      if (w.auditStatus !== "approved") throw refuseIn(w.recommend, AUDIT_MESSAGES.shelfNeedsApproval(w.title, await stateOf(f, "work_audit_status", w.auditStatus)));
      if (w.shelfStatus !== "on") throw refuseIn(w.recommend, AUDIT_MESSAGES.recommendNeedsShelf(w.title));
    },
  },
  unrecommend: { flag: "recommend", to: "0" },
};

async function workBatch(app: AppContext, req: FastifyRequest) {
  const input = inputOf<{ ids: string; action: WorkAction }>(req);
  const ids = batchIds(input.ids);
  const action = ACTIONS[input.action];
  const result = await runBatch(app, req, ids, async (f, id): Promise<Step> => {
    const work = await lockRow(f, qtWork, id, AUDIT_MESSAGES.workMissing);
    const from = work[action.flag];
    if (from === action.to) return { from, to: from };
    await action.check?.(f, work);
    await updateVersioned(f, qtWork, work, { [action.flag]: action.to, ...action.also });
    return { from, to: action.to };
  });
  return ok(result, batchMessage(result));
}

async function submit(app: AppContext, req: FastifyRequest) {
  const ids = batchIds((req.body as { ids?: string }).ids);
  const result = await runBatch(app, req, ids, async (f, id): Promise<Step> => {
    const work = await lockRow(f, qtWork, id, AUDIT_MESSAGES.workMissing);
    const from = work.auditStatus;
    if (from === "pending") return { from, to: from };
    if (from !== "draft" && from !== "rejected") throw refuseIn(from, AUDIT_MESSAGES.notSubmittable(work.title, await stateOf(f, "work_audit_status", from)));
    await updateVersioned(f, qtWork, work, { auditStatus: "pending" });
    if (from === "rejected") {
      await f.tx
        .update(qtWorkFail)
        .set({ resubmitted: "1", updateBy: f.user.username.slice(0, 32), updateTime: f.now, version: sql`${qtWorkFail.version} + 1` })
        .where(and(eq(qtWorkFail.workId, work.id), eq(qtWorkFail.resubmitted, "0")));
    }
    return { from, to: "pending" };
  });
  return ok(result, batchMessage(result));
}

async function examReview(app: AppContext, req: FastifyRequest) {
  const input = req.body as { ids: string; verdict: "passed" | "failed"; score?: number; remark?: string };
  const ids = batchIds(input.ids);
  const result = await runBatch(app, req, ids, async (f, id): Promise<Step> => {
    const exam = await lockRow(f, qtWorkExam, id, AUDIT_MESSAGES.examMissing);
    const from = exam.result;
    if (from === input.verdict) return { from, to: from };
    if (from !== "pending") throw refuseIn(from, AUDIT_MESSAGES.examDecided((await dictText(f.tx, req, "exam_result", from)) ?? from));
    await updateVersioned(f, qtWorkExam, exam, {
      result: input.verdict,
      reviewer: f.user.username.slice(0, 32),
      reviewTime: f.now,
      score: input.score ?? exam.score,
      remark: input.remark ?? exam.remark,
    });
    if (input.verdict === "passed") {
      const user = await lockRow(f, qtUser, exam.userId, AUDIT_MESSAGES.applicantMissing);
      if (user.isDesigner !== "1") await updateVersioned(f, qtUser, user, { isDesigner: "1" });
    }
    return { from, to: input.verdict };
  });
  return ok(result, batchMessage(result));
}

/** A change request's field → the work's column, its label, and the check of a new value. */
const ADJUSTABLE: Record<string, { column: "title" | "price" | "workTypeId" | "fileUrl"; label: string }> = {
  title: { column: "title", label: "标题" },
  price: { column: "price", label: "价格" },
  workTypeId: { column: "workTypeId", label: "作品分类" },
  file: { column: "fileUrl", label: "源文件" },
};

const sameValue = (column: string, a: string | null, b: string | null): boolean =>
  column === "price" ? toCents(a ?? "") === toCents(b ?? "") : (a ?? "") === (b ?? "");

/** The stored form of a change request's new value, or a refusal when it is no longer valid. */
async function newValueOf(f: Flow, work: WorkRow, column: string, label: string, raw: string): Promise<string> {
  const value = raw.trim();
  const invalid = () => refuse(AUDIT_MESSAGES.adjustInvalid(label));
  switch (column) {
    case "title":
      if (!value || value.length > 200) throw invalid();
      return value;
    case "price": {
      const cents = MONEY.test(value) ? toCents(value) : null;
      if (cents === null || cents < 0n || (work.isFree === "1" && cents !== 0n)) throw invalid();
      return value;
    }
    case "workTypeId":
      await mustFind(f.tx, qtWorkType, value, f.req, AUDIT_MESSAGES.adjustInvalid(label));
      return value;
    default:
      if (!value || value.length > 500) throw invalid();
      return value;
  }
}

async function adjustHandle(app: AppContext, req: FastifyRequest) {
  const input = req.body as { ids: string; verdict: "approved" | "rejected" };
  const ids = batchIds(input.ids);
  const result = await runBatch(app, req, ids, async (f, id): Promise<Step> => {
    const adjust = await lockRow(f, qtWorkAdjust, id, AUDIT_MESSAGES.adjustMissing);
    const from = adjust.status;
    if (from === input.verdict) return { from, to: from };
    if (from !== "pending") throw refuseIn(from, AUDIT_MESSAGES.adjustDecided((await dictText(f.tx, req, "adjust_status", from)) ?? from));
    if (input.verdict === "approved") {
      const target = ADJUSTABLE[adjust.field];
      if (!target) throw refuseIn(from, AUDIT_MESSAGES.adjustUnknownField(adjust.field));
      const work = await lockRow(f, qtWork, adjust.workId, AUDIT_MESSAGES.workMissing);
      const current = work[target.column];
      if (!sameValue(target.column, current, adjust.oldValue)) throw refuseIn(from, AUDIT_MESSAGES.adjustStale(target.label, current));
      const value = await newValueOf(f, work, target.column, target.label, adjust.newValue);
      await updateVersioned(f, qtWork, work, { [target.column]: value });
    }
    await updateVersioned(f, qtWorkAdjust, adjust, { status: input.verdict, handledBy: f.user.username.slice(0, 32), handledTime: f.now });
    return { from, to: input.verdict };
  });
  return ok(result, batchMessage(result));
}

export function registerAuditFlows(handlers: HandlerRegistry, ctx: AppContext): void {
  handlers.define("workQtWorkAuditBatch", (req) => auditBatch(ctx, req));
  handlers.define("workQtWorkAuditBatchPost", (req) => auditBatch(ctx, req));
  handlers.define("workQtWorkReExam", (req) => reExam(ctx, req));
  handlers.define("workQtWorkReExamPost", (req) => reExam(ctx, req));
  handlers.define("workQtWorkWorkBatch", (req) => workBatch(ctx, req));
  handlers.define("workQtWorkWorkBatchPost", (req) => workBatch(ctx, req));
  handlers.define("workQtWorkSubmit", (req) => submit(ctx, req));
  handlers.define("workQtWorkExamReview", (req) => examReview(ctx, req));
  handlers.define("workQtWorkAdjustHandle", (req) => adjustHandle(ctx, req));
}
