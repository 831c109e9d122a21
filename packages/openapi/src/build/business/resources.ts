/** Every business resource definition, for the server's tables and engine and the console's list pages. */
export { qtAd, qtAdItem } from "./ads.js";
export { qtArticle } from "./article.js";
export { CONFIG_KEYS, qtConfig } from "./config.js";
export { qtFeedback } from "./feedback.js";
export { qtMoneyLog } from "./money.js";
export { qtNotice, qtNoticeRead } from "./notice.js";
export { qtPayRecord } from "./pay.js";
export { qtCashShare, qtScoreLog, qtUser } from "./user.js";
export { qtVipLevel } from "./vip.js";
export { qtWithout } from "./without.js";
export { qtWork, qtWorkAdjust, qtWorkCollection, qtWorkExam, qtWorkFail, qtWorkGuide, qtWorkOrder, qtWorkType } from "./work.js";
