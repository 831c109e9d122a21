/** Content and support (DOMAIN.md): feedback, platform notices and reads, ad slots and creatives, articles, site settings. */
import { index, integer, pgTable, text, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { businessColumns, dictValue, instant, refId } from "./business-columns.js";

export const qtFeedback = pgTable(
  "qt_feedback",
  {
    ...businessColumns(),
    userId: refId("user_id"),
    /** user, agent, outlet: the three feedback screens. */
    channel: dictValue("channel").notNull(),
    type: dictValue("type"),
    content: text("content").notNull(),
    images: text("images"),
    contact: varchar("contact", { length: 100 }),
    status: dictValue("status").notNull().default("new"),
    reply: text("reply"),
    handledBy: varchar("handled_by", { length: 32 }),
    handledTime: instant("handled_time"),
  },
  (t) => [index("idx_qt_feedback_channel").on(t.channel, t.createTime), index("idx_qt_feedback_user").on(t.userId), index("idx_qt_feedback_status").on(t.status)],
);

export const qtNotice = pgTable(
  "qt_notice",
  {
    ...businessColumns(),
    title: varchar("title", { length: 200 }).notNull(),
    content: text("content").notNull(),
    target: dictValue("target").notNull(),
    /** Comma-separated qt_user ids when target is `user`. */
    userIds: text("user_ids"),
    publishStatus: dictValue("publish_status").notNull().default("0"),
    publishTime: instant("publish_time"),
  },
  (t) => [index("idx_qt_notice_create_time").on(t.createTime)],
);

export const qtNoticeRead = pgTable(
  "qt_notice_read",
  {
    ...businessColumns(),
    noticeId: refId("notice_id").notNull(),
    userId: refId("user_id").notNull(),
    readTime: instant("read_time").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("uniq_qt_notice_read").on(t.noticeId, t.userId), index("idx_qt_notice_read_user").on(t.userId)],
);

export const qtAd = pgTable(
  "qt_ad",
  {
    ...businessColumns(),
    name: varchar("name", { length: 100 }).notNull(),
    code: varchar("code", { length: 50 }).notNull(),
    position: dictValue("position"),
    width: integer("width"),
    height: integer("height"),
    status: dictValue("status").notNull().default("1"),
  },
  (t) => [uniqueIndex("uniq_qt_ad_code").on(t.code)],
);

export const qtAdItem = pgTable(
  "qt_ad_item",
  {
    ...businessColumns(),
    adId: refId("ad_id").notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    image: varchar("image", { length: 500 }).notNull(),
    linkUrl: varchar("link_url", { length: 500 }),
    sort: integer("sort").notNull().default(0),
    startTime: instant("start_time"),
    endTime: instant("end_time"),
    status: dictValue("status").notNull().default("1"),
  },
  (t) => [index("idx_qt_ad_item_ad").on(t.adId, t.sort)],
);

export const qtArticle = pgTable(
  "qt_article",
  {
    ...businessColumns(),
    /** news, help: the two article screens. */
    kind: dictValue("kind").notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    cover: varchar("cover", { length: 500 }),
    summary: varchar("summary", { length: 500 }),
    content: text("content").notNull(),
    sort: integer("sort").notNull().default(0),
    viewCount: integer("view_count").notNull().default(0),
    publishStatus: dictValue("publish_status").notNull().default("0"),
    publishTime: instant("publish_time"),
  },
  (t) => [index("idx_qt_article_kind").on(t.kind, t.createTime)],
);

export const qtConfig = pgTable(
  "qt_config",
  {
    ...businessColumns(),
    configKey: varchar("config_key", { length: 100 }).notNull(),
    configValue: text("config_value").notNull(),
    description: varchar("description", { length: 500 }),
  },
  (t) => [uniqueIndex("uniq_qt_config_key").on(t.configKey)],
);
