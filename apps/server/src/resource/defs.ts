/** The contract's resource definitions as the server reads them (import them from here). */
import { columns as contractColumns, type FieldDef, type ResourceDef } from "@qt/openapi/build";

export { ALL_OPS, f, idOf, type CrudOp, type FieldDef, type FieldKind, type ResourceDef } from "@qt/openapi/build";

/** The parent id of a tree's roots (`def.tree.pidField`). */
export const TREE_ROOT = "0";

const columnsMemo = new WeakMap<ResourceDef, Readonly<Record<string, FieldDef>>>();
/** The contract's `columns(def)` (common + own fields), built once per definition: it runs on every list request. */
export function columns(def: ResourceDef): Readonly<Record<string, FieldDef>> {
  let c = columnsMemo.get(def);
  if (!c) {
    c = contractColumns(def);
    columnsMemo.set(def, c);
  }
  return c;
}
export {
  sysAnnouncement,
  sysCategory,
  sysCheckRule,
  sysDepart,
  sysDepartRole,
  sysDict,
  sysDictItem,
  sysFillRule,
  sysLog,
  sysPermission,
  sysPermissionDataRule,
  sysPosition,
  sysQuartzJob,
  sysQuartzJobLog,
  sysRole,
  sysTenant,
  sysUser,
  qtAd,
  qtAdItem,
  qtArticle,
  qtCashShare,
  qtConfig,
  qtFeedback,
  qtMoneyLog,
  qtNotice,
  qtNoticeRead,
  qtPayRecord,
  qtScoreLog,
  qtUser,
  qtVipLevel,
  qtWithout,
  qtWork,
  qtWorkAdjust,
  qtWorkCollection,
  qtWorkExam,
  qtWorkFail,
  qtWorkGuide,
  qtWorkOrder,
  qtWorkType,
} from "@qt/openapi/build";
