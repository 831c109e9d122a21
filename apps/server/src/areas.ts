/**
 * Every area's handler registration, in one list. A new area exports
 * `register<Area>(handlers, ctx)` that calls `handlers.define(operationId, …)` and is added here.
 */
import type { AppContext } from "./context.js";
import type { HandlerRegistry } from "./http/handlers.js";
import { registerSession } from "./sys/session/index.js";
import { registerPermissions } from "./sys/permission/index.js";
import { registerRoles } from "./sys/role/index.js";
import { registerAnnouncements } from "./sys/announcement/index.js";
import { registerLogs } from "./sys/log/index.js";
import { registerOnline } from "./sys/online/index.js";
import { registerQuartz } from "./sys/quartz/index.js";
import { registerFiles } from "./sys/files/index.js";
import { registerReports } from "./online/index.js";
import { registerOnlineFormData } from "./online/forms/data.js";
import { registerFieldAuth } from "./online/forms/field-auth.js";
import { registerOnlineSync } from "./online/forms/routes.js";
import { registerOnlineForms } from "./online/forms/designer.js";
import { registerUsers } from "./sys/user/index.js";
import { registerDeparts } from "./sys/depart/index.js";
import { registerTenants } from "./sys/tenant/index.js";
import { registerCategories } from "./sys/category/index.js";
import { registerCheckRules } from "./sys/checkrule/index.js";
import { registerFillRules } from "./sys/fillrule/index.js";
import { registerDicts } from "./sys/dict/index.js";
import { registerDuplicateCheck } from "./sys/duplicate/index.js";
import { registerPositions } from "./sys/position/index.js";
import { registerTransit } from "./sys/transit/index.js";
import { registerBizWork } from "./biz/work/index.js";
import { registerBizWithout } from "./biz/without/index.js";
import { registerBizUser } from "./biz/user/index.js";
import { registerBizVip } from "./biz/vip/index.js";
import { registerBizMoney } from "./biz/money/index.js";
import { registerBizPay } from "./biz/pay/index.js";
import { registerBizFeedback } from "./biz/feedback/index.js";
import { registerBizNotice } from "./biz/notice/index.js";
import { registerBizAds } from "./biz/ads/index.js";
import { registerBizArticle } from "./biz/article/index.js";
import { registerBizConfig } from "./biz/config/index.js";
import { registerBizDashboard } from "./biz/dashboard/index.js";
import { registerBizFlows } from "./biz/flows.js";

export type AreaRegistrar = (handlers: HandlerRegistry, ctx: AppContext) => void;

export const AREAS: readonly AreaRegistrar[] = [
  registerSession,
  registerPermissions,
  registerRoles,
  registerAnnouncements,
  registerLogs,
  registerOnline,
  registerQuartz,
  registerFiles,
  registerReports,
  registerOnlineFormData,
  registerFieldAuth,
  registerOnlineSync,
  registerOnlineForms,
  registerUsers,
  registerDeparts,
  registerTenants,
  registerCategories,
  registerCheckRules,
  registerFillRules,
  registerDicts,
  registerDuplicateCheck,
  registerPositions,
  registerTransit,
  registerBizWork,
  registerBizWithout,
  registerBizUser,
  registerBizVip,
  registerBizMoney,
  registerBizPay,
  registerBizFeedback,
  registerBizNotice,
  registerBizAds,
  registerBizArticle,
  registerBizConfig,
  registerBizFlows,
  registerBizDashboard,
];
