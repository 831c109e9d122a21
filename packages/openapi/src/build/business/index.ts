/** The marketplace business of DOMAIN.md: its resources, flows and dashboard aggregates. */
import type { ContractBuilder } from "../builder.js";
import { addAds } from "./ads.js";
import { addArticles } from "./article.js";
import { addConfig } from "./config.js";
import { addDashboard } from "./dashboard.js";
import { addFeedback } from "./feedback.js";
import { addFlows } from "./flows.js";
import { addMoney } from "./money.js";
import { addNotices } from "./notice.js";
import { addPay } from "./pay.js";
import { addUsers } from "./user.js";
import { addVip } from "./vip.js";
import { addWithout } from "./without.js";
import { addWorks } from "./work.js";

export { CONFIG_KEYS } from "./config.js";

export function addBusiness(b: ContractBuilder): void {
  addWorks(b);
  addWithout(b);
  addUsers(b);
  addVip(b);
  addMoney(b);
  addPay(b);
  addFeedback(b);
  addNotices(b);
  addAds(b);
  addArticles(b);
  addConfig(b);
  addFlows(b);
  addDashboard(b);
}
