/** 帮助中心 (/article/qtArticleHelpList): help articles (article-page.ts, kind help). */
import { ListPage } from "../../kit/list/ListPage";
import type { PageProps } from "../registry";
import { articlePage } from "./components/article-page";

const def = articlePage("help");

export default function QtArticleHelpList({ path }: PageProps) {
  return <ListPage def={def} path={path} />;
}
