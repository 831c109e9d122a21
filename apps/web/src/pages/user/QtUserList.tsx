/**
 * 用户列表 (/user/qtUserList): platform users — avatar, nickname, contact, VIP level and expiry,
 * balance (2 decimals) and score (the flows' only, shown in 详情), designer level and share ratio,
 * status. Per row 账户记录 (with either ledger's list permission) opens the user's score logs and cash-share records (UserLedgersDrawer).
 */
import { emailRules, mobileRules } from "@qt/machines";
import { PERMISSIONS } from "@qt/openapi";
import { qtUser } from "@qt/openapi/build";
import { useMemo, useState } from "react";
import { useHasAuth } from "../../app/auth";
import { useI18n } from "../../app/i18n";
import { ActionLink } from "../../kit/list/DataTable";
import { ListPage } from "../../kit/list/ListPage";
import { l, type ListPageDef, type Row } from "../../kit/list/types";
import { imageField, shown, T } from "../components/biz-fields";
import type { PageProps } from "../registry";
import { LEDGERS_TITLE, UserLedgersDrawer } from "./components/UserLedgersDrawer";

const NICKNAME = l("昵称", "Nickname");
const PHONE = l("手机号", "Mobile");
const EMAIL = l("邮箱", "Email");
const AVATAR = l("头像", "Avatar");
const GENDER = l("性别", "Sex");
const VIP = l("VIP等级", "VIP level");
const VIP_EXPIRE = l("VIP到期时间", "VIP until");
const BALANCE = l("余额", "Balance");
const SCORE = l("积分", "Score");
const DESIGNER = l("是否设计师", "Designer");
const DESIGNER_LEVEL = l("设计师等级", "Designer level");
const SHARE_RATIO = l("分成比例 %", "Share %");
const REGISTERED = l("注册时间", "Registered");

export const qtUserPage: ListPageDef = {
  resource: qtUser,
  columns: [
    { key: "avatar", title: AVATAR, width: 60, image: true },
    { key: "nickname", title: NICKNAME },
    { key: "phone", title: PHONE, width: 120 },
    { key: "vipLevelId", title: VIP, width: 90 },
    { key: "vipExpireTime", title: VIP_EXPIRE, width: 170 },
    { key: "balance", title: BALANCE, width: 100 },
    { key: "score", title: SCORE, width: 70 },
    { key: "isDesigner", title: DESIGNER, width: 80 },
    { key: "designerLevel", title: DESIGNER_LEVEL, width: 90 },
    { key: "status", title: T.status, width: 70 },
    { key: "registerTime", title: REGISTERED, width: 170 },
  ],
  search: [
    { key: "nickname", label: NICKNAME },
    { key: "phone", label: PHONE },
    { key: "status", label: T.status },
    { key: "email", label: EMAIL },
    { key: "gender", label: GENDER },
    { key: "vipLevelId", label: VIP },
    { key: "isDesigner", label: DESIGNER },
    { key: "designerLevel", label: DESIGNER_LEVEL },
    { key: "vipExpireTime", label: VIP_EXPIRE },
    { key: "registerTime", label: REGISTERED },
  ],
  form: [
    { key: "nickname", label: NICKNAME },
    { key: "phone", label: PHONE, unique: true, rules: mobileRules({ required: false }) },
    { key: "email", label: EMAIL, unique: true, rules: emailRules() },
    { key: "gender", label: GENDER, kind: "radio" },
    { key: "vipLevelId", label: VIP },
    { key: "vipExpireTime", label: l("VIP到期时间（空且有等级：终身）", "VIP until (empty with a level: lifetime)") },
    { key: "isDesigner", label: DESIGNER, kind: "radio" },
    { key: "designerLevel", label: DESIGNER_LEVEL },
    { key: "shareRatio", label: SHARE_RATIO, placeholder: l("0–100，空则用站点设置", "0–100; empty: the site's default") },
    { key: "status", label: T.status, kind: "radio" },
    imageField("avatar", AVATAR),
    shown("balance", BALANCE),
    shown("score", SCORE),
    shown("registerTime", REGISTERED),
    shown("lastLoginTime", l("最后登录时间", "Last login")),
  ],
  detailColumns: 3,
  modalWidth: 900,
};

export default function QtUserList({ path }: PageProps) {
  const { tx } = useI18n();
  // either ledger's list permission offers 账户记录
  const canScores = useHasAuth(PERMISSIONS.user.qt_score_log.list);
  const canShares = useHasAuth(PERMISSIONS.user.qt_cash_share.list);
  const [ledgers, setLedgers] = useState<{ id: string; nickname: string } | null>(null);
  // the drawer lives outside the table: clicks in it are no row's clicks
  const def = useMemo<ListPageDef>(
    () => (canScores || canShares ? { ...qtUserPage, rowActions: (row: Row) => <ActionLink onClick={() => setLedgers({ id: String(row.id), nickname: String(row.nickname ?? "") })}>{tx(LEDGERS_TITLE)}</ActionLink> } : qtUserPage),
    [canScores, canShares, tx],
  );
  return (
    <>
      <ListPage def={def} path={path} />
      {ledgers ? <UserLedgersDrawer user={ledgers} pagePath={path} onClose={() => setLedgers(null)} /> : null}
    </>
  );
}
