/**
 * 通告管理 (/isystem/annountCement): announcements through the list kit — title, category,
 * priority, recipients, state, release and revoke times; the form with the body in the rich-text
 * editor (kit/editor; the server sanitises the HTML on save) and, for 指定用户, the chosen users. Per row:
 * 编辑 only while a draft (as JeecgBoot), 发布 for drafts and 撤销 for released ones (with
 * confirmation; releasing pushes to the recipients' notice centre), 预览 in the notice centre's
 * own detail modal.
 */
import { Button } from "@chakra-ui/react";
import { requiredRule, type Announcement } from "@qt/machines";
import { PERMISSIONS } from "@qt/openapi";
import { sysAnnouncement } from "@qt/openapi/build";
import { useHasAuth } from "../../app/auth";
import { useI18n } from "../../app/i18n";
import { UI_MESSAGES } from "../../app/messages";
import { confirm, notify } from "../../app/notify";
import { useApi } from "../../app/ServicesContext";
import { RichTextEditor } from "../../kit/editor/RichTextEditor";
import { asControl } from "../../kit/form/as-control";
import { ListPage } from "../../kit/list/ListPage";
import { l, type ListPageDef, type Row } from "../../kit/list/types";
import { UserPicker } from "../../kit/pickers/UserPicker";
import { openNoticeDetail } from "../../layouts/notices/notice-actions";
import type { PageProps } from "../registry";

/** 指定用户: the users picked by department, stored as the ids the server takes as `userIds`. */
const UserIdsPicker = asControl(UserPicker, { multi: true, store: "id" as const });

/** sendStatus (dictionary send_status). */
const DRAFT = "0";
const RELEASED = "1";

const TITLE = l("标题", "Title");
const CATEGORY = l("消息类型", "Category");
const PRIORITY = l("优先级", "Priority");
const RECIPIENTS = l("通告对象", "Recipients");
const STATUS = l("发布状态", "State");

const isDraft = (row: Row) => String(row.sendStatus ?? DRAFT) === DRAFT;

function RowActions({ row, reload }: { row: Row; reload: () => void }) {
  const { t } = useI18n();
  const { announcements } = useApi().system;
  const canRelease = useHasAuth(PERMISSIONS.system.announcement.release);
  const canRevoke = useHasAuth(PERMISSIONS.system.announcement.revoke);
  const status = String(row.sendStatus ?? DRAFT);

  const run = async (action: "release" | "revoke", question: string) => {
    if (!(await confirm({ title: t("announcement.confirm"), text: question }))) return;
    const outcome = await announcements[action](String(row.id));
    // 系统通知推送成功 / 该系统通知撤销成功; HTTP failures are the SDK's to show
    if (outcome.ok) notify("success", outcome.message);
    else if (outcome.error.kind === "business") notify("warning", outcome.error.message);
    reload();
  };

  return (
    <>
      {canRelease && status === DRAFT ? (
        <Button variant="plain" size="xs" px="1" color="brand.fg" onClick={() => void run("release", t("announcement.confirmRelease"))}>
          {t("announcement.release")}
        </Button>
      ) : null}
      {canRevoke && status === RELEASED ? (
        <Button variant="plain" size="xs" px="1" color="brand.fg" onClick={() => void run("revoke", t("announcement.confirmRevoke"))}>
          {t("announcement.revoke")}
        </Button>
      ) : null}
      {/* the notice centre's detail modal, as a recipient will see it (no 去处理 from here) */}
      <Button variant="plain" size="xs" px="1" color="brand.fg" onClick={() => openNoticeDetail({ item: row as unknown as Announcement, handlePath: null })}>
        {t("announcement.preview")}
      </Button>
    </>
  );
}

export const announcementPage: ListPageDef = {
  resource: sysAnnouncement,
  columns: [
    { key: "titile", title: TITLE },
    { key: "msgCategory", title: CATEGORY },
    { key: "priority", title: PRIORITY },
    { key: "msgType", title: RECIPIENTS },
    { key: "sender", title: l("发布人", "Sender") },
    { key: "sendStatus", title: STATUS },
    { key: "sendTime", title: l("发布时间", "Released"), width: 160 },
    { key: "cancelTime", title: l("撤销时间", "Revoked"), width: 160 },
  ],
  search: [
    { key: "titile", label: TITLE },
    { key: "sendStatus", label: STATUS },
    { key: "msgCategory", label: CATEGORY },
  ],
  form: [
    { key: "titile", label: TITLE },
    { key: "msgCategory", label: CATEGORY },
    { key: "priority", label: PRIORITY },
    { key: "msgType", label: RECIPIENTS, kind: "radio" },
    { key: "startTime", label: l("开始时间", "Start") },
    { key: "endTime", label: l("结束时间", "End") },
    // the controls as elements, not plain calls: the kit calls `control`, and these keep state of their own
    {
      key: "userIds",
      label: l("指定用户", "Users"),
      control: UserIdsPicker,
      visible: (values) => values.msgType === "USER",
      rules: [requiredRule(UI_MESSAGES["announcement.usersRequired"], "change")],
    },
    // kind textarea: the editor spans the form's width
    { key: "msgContent", label: l("内容", "Content"), kind: "textarea", control: (props) => <RichTextEditor {...props} /> },
  ],
  // 预览 shows an announcement as its readers will; the kit's 详情 would show the HTML as text
  actions: { detail: false },
  rowEditable: isDraft,
  rowActions: (row, reload) => <RowActions row={row} reload={reload} />,
  modalWidth: 960,
};

export default function SysAnnouncementList({ path }: PageProps) {
  return <ListPage def={announcementPage} path={path} />;
}
