/** 积分记录 (/user/qtScoreLogList): every platform user's score changes (read-only ledger). */
import { ListPage } from "../../kit/list/ListPage";
import type { PageProps } from "../registry";
import { scoreLogPage } from "./components/ledger-pages";

const def = scoreLogPage();

export default function QtScoreLogList({ path }: PageProps) {
  return <ListPage def={def} path={path} />;
}
