/** 分成记录 (/user/qtCashShareList): designers' shares of their sales, refund reversals negative (read-only ledger). */
import { ListPage } from "../../kit/list/ListPage";
import type { PageProps } from "../registry";
import { cashSharePage } from "./components/ledger-pages";

const def = cashSharePage();

export default function QtCashShareList({ path }: PageProps) {
  return <ListPage def={def} path={path} />;
}
