/**
 * The audit side's records as CRUD: designer exams and change requests start pending and are
 * edited only while pending (their verdicts are flows); a change request reads its old value
 * from the work and takes only a new value valid for its field; a manual failure record is
 * stamped with the caller and now.
 */
import type { AppContext } from "../../context.js";
import { qtUser as userTable, qtWork as workTable, qtWorkAdjust as adjustTable, qtWorkExam as examTable, qtWorkFail as failTable, qtWorkType as typeTable } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { qtWorkAdjust, qtWorkExam, qtWorkFail, refuse, serveResource, type Row, type WriteContext } from "../../resource/index.js";
import { fromCents, toCents } from "../decimal.js";
import { mustFind, requireState } from "../rules.js";

/** The work's column each adjustable field changes. */
const WORK_COLUMN = { title: "title", price: "price", workTypeId: "workTypeId", file: "fileUrl" } as const;
type AdjustField = keyof typeof WORK_COLUMN;

/** An uploaded file's path: relative, no `..`, no scheme. */
const UPLOADED_PATH = /^(?!.*\.\.)(?!.*:\/\/)[\w\-./]+$/;

/** `newValue` as the work would store it, or a refusal naming what is wrong. */
async function checkedNewValue(w: WriteContext, field: AdjustField, value: string): Promise<string> {
  const v = value.trim();
  switch (field) {
    case "title":
      if (!v || v.length > 200) throw refuse("新标题须为 1–200 个字符");
      return v;
    case "price": {
      const cents = toCents(v);
      if (cents === null || cents < 0n || cents >= 10n ** 14n) throw refuse("新价格须为不小于 0、最多两位小数的金额");
      return fromCents(cents);
    }
    case "workTypeId":
      await mustFind(w.tx, typeTable, v, w.req, "新作品分类不存在");
      return v;
    case "file":
      if (!UPLOADED_PATH.test(v) || v.length > 500) throw refuse("新源文件须为上传后得到的文件路径");
      return v;
  }
}

/** Fills oldValue from the work and normalises newValue, for a request being added or changed. */
async function prepareAdjust(values: Row, w: WriteContext, existing?: Row): Promise<void> {
  const field = String(values.field ?? existing?.field) as AdjustField;
  if (!(field in WORK_COLUMN)) throw refuse("修改项不正确");
  const work = await mustFind(w.tx, workTable, values.workId ?? existing?.workId, w.req, "作品不存在");
  values.newValue = await checkedNewValue(w, field, String(values.newValue ?? existing?.newValue ?? ""));
  const old = work[WORK_COLUMN[field]];
  values.oldValue = old === null || old === undefined ? null : String(old);
}

export function registerAuditRecords(handlers: HandlerRegistry, ctx: AppContext): void {
  serveResource(handlers, ctx, {
    def: qtWorkExam,
    table: examTable,
    hooks: {
      async beforeAdd(values, w) {
        await mustFind(w.tx, userTable, values.userId, w.req, "申请人不存在");
        Object.assign(values, { result: "pending", score: null, reviewer: null, reviewTime: null, remark: null });
      },
      async beforeEdit(values, existing, w) {
        requireState(existing, "result", ["pending"], "考核已评审，不能编辑");
        if (values.userId !== undefined && values.userId !== existing.userId) await mustFind(w.tx, userTable, values.userId, w.req, "申请人不存在");
      },
    },
  });

  serveResource(handlers, ctx, {
    def: qtWorkAdjust,
    table: adjustTable,
    hooks: {
      async beforeAdd(values, w) {
        await prepareAdjust(values, w);
        Object.assign(values, { status: "pending", handledBy: null, handledTime: null });
      },
      async beforeEdit(values, existing, w) {
        requireState(existing, "status", ["pending"], "修改申请已处理，不能编辑");
        await prepareAdjust(values, w, existing);
      },
    },
  });

  serveResource(handlers, ctx, {
    def: qtWorkFail,
    table: failTable,
    hooks: {
      async beforeAdd(values, w) {
        await mustFind(w.tx, workTable, values.workId, w.req, "作品不存在");
        Object.assign(values, { auditBy: w.user.username.slice(0, 32), failTime: w.now, resubmitted: "0" });
      },
      async beforeEdit(values, existing, w) {
        if (values.workId !== undefined && values.workId !== existing.workId) await mustFind(w.tx, workTable, values.workId, w.req, "作品不存在");
      },
    },
  });
}
