/** 新闻资讯 (/article/qtArticleNewsList): news articles (article-page.ts, kind news). */
import { ListPage } from "../../kit/list/ListPage";
import type { PageProps } from "../registry";
import { articlePage } from "./components/article-page";

const def = articlePage("news");

export default function QtArticleNewsList({ path }: PageProps) {
  return <ListPage def={def} path={path} />;
}
