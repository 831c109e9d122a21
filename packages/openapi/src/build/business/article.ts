/** Articles (/article/qtArticle): news and help, the two article screens filtered by kind. */
import type { ContractBuilder } from "../builder.js";
import { addResource, f, type ResourceDef } from "../resource.js";
import { note, TAG, VERSION_RULE } from "./shared.js";

export const qtArticle: ResourceDef = {
  base: "/article/qtArticle",
  name: "QtArticle",
  title: "文章",
  table: "qt_article",
  permission: "article:qt_article",
  tag: TAG.article,
  common: "business",
  fields: {
    kind: f.dict("article_kind", "类型（news 资讯、help 帮助）；两个文章页面按此过滤", { required: true, search: "eq" }),
    title: f.string("标题", { required: true, search: "like", sort: true, maxLength: 200 }),
    cover: f.string("封面（上传路径）", { nullable: true, maxLength: 500 }),
    summary: f.string("摘要", { nullable: true, maxLength: 500 }),
    content: f.text("内容（富文本，服务器按白名单净化）", { required: true }),
    sort: f.integer("排序", { sort: true }),
    viewCount: f.integer("阅读次数", { readOnly: true, sort: true }),
    publishStatus: f.dict("publish_status", "发布状态", { search: "eq" }),
    publishTime: f.datetime("发布时间", { search: "range", sort: true, nullable: true }),
  },
};

export function addArticles(b: ContractBuilder): void {
  addResource(b, qtArticle);
  note(b, "get", "/article/qtArticle/list", "The two article screens are kind views of this list: `kind=news` and `kind=help`.");
  note(b, "put", "/article/qtArticle/edit", `Publishing (publishStatus set to published) stamps publishTime with now when it is empty. ${VERSION_RULE}`);
  b.tag(TAG.article, "文章（资讯、帮助）");
}
