/**
 * The copy views of one form (JeecgBoot's OnlCgformCopyList, issue #20): the head list filtered by
 * copyType 1 and physicId, with 编辑 (the designer over the copy's fields: page settings only),
 * 功能测试, 添加到菜单 and 删除. The original's id is the route's last segment
 * (`/online/copyform/<id>`) or its `physicId` query; the form list's 查看视图 shows the same view.
 */
import { Text } from "@chakra-ui/react";
import { useI18n } from "../../app/i18n";
import type { PageProps } from "../registry";
import { CopyListView } from "./components/head-list";

/** The original's id of a copy-list route. */
export function physicIdOf(path: string, query: URLSearchParams): string {
  const fromQuery = query.get("physicId") ?? query.get("code");
  if (fromQuery) return fromQuery;
  const last = path.split("?")[0]!.split("/").filter(Boolean).at(-1) ?? "";
  return /^[A-Za-z0-9_-]+$/.test(last) && last !== "copyform" ? last : "";
}

export default function OnlCgformCopyList({ path, query }: PageProps) {
  const { t } = useI18n();
  const physicId = physicIdOf(path, query);
  if (!physicId) return <Text color="fg.muted">{t("onlineForm.noOriginal")}</Text>;
  return <CopyListView physicId={physicId} />;
}
