/**
 * One list page's controller (@qt/machines createListController: the list, form, export and import
 * machines over the SDK client) for a view: created from the page's declaration, started while the
 * page is mounted, its query and open form remembered in page-state.ts, its effects turned into
 * toasts, dialogs and saved files, and its toolbar and row actions (listActions) under the user's
 * permissions. Everything the page does lives in the machines; this hook only subscribes.
 */
import { createListController, listActions, type ErrorDownload, type ListController, type ListPageEvent, type Locale } from "@qt/machines";
import { useSelector } from "@xstate/react";
import { useEffect, useMemo, useRef } from "react";
import { usePermissionLists } from "../../app/auth";
import { useI18n } from "../../app/i18n";
import { confirm, notify, notifyMessage } from "../../app/notify";
import { useServices } from "../../app/ServicesContext";
import type { Api } from "../../data/api";
import { saveFile } from "./files";
import { pageState } from "./page-state";
import { listSpecOf } from "./list-spec";
import type { ListPageDef } from "./types";

export function useListPage(def: ListPageDef, pageKey: string) {
  const services = useServices();
  const controller = useMemo(
    () => {
      const draft = pageState.form(pageKey);
      return createListController(services.client, listSpecOf(def), {
        onTaskProgress: services.onTaskProgress,
        stored: pageState.query(pageKey),
        openForm: draft ? { mode: draft.mode, record: draft.record } : null,
        persist: (query) => pageState.saveQuery(pageKey, query),
      });
    },
    // one controller per page: the declaration of a mounted page does not change
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [pageKey, services],
  );
  useEffect(() => {
    controller.start();
    return () => controller.stop();
  }, [controller]);
  useControllerEffects(controller, services.api);

  // forget everything of the page when its tab was closed
  useEffect(
    () => () => {
      const open = services.tabs.getSnapshot().context.tabs.some((tab) => tab.path === pageKey);
      if (!open) pageState.drop(pageKey);
    },
    [pageKey, services],
  );

  const snapshot = useSelector(controller.list, (s) => s);
  const lists = usePermissionLists();
  const can = useMemo(() => listActions(controller.spec, lists), [controller, lists]);
  const send = (event: ListPageEvent) => controller.list.send(event);
  return {
    controller,
    state: snapshot.value as string,
    ctx: snapshot.context,
    /** The search form's values as typed. */
    search: snapshot.context.search,
    setSearch: (values: Record<string, unknown>) => controller.input(values),
    can,
    send,
    /** Searches what was typed; answers the key of a reversed range it refused, else null. */
    submitSearch: () => controller.submitSearch(),
    resetSearch: () => controller.resetSearch(),
    reload: () => controller.reload(),
  };
}

export type ListPageController = ReturnType<typeof useListPage>;

/** An import's error rows, saved like an export (文件下载失败 and the like when they cannot be had). */
async function downloadErrors(api: Api, file: ErrorDownload): Promise<void> {
  const outcome = await api.lists.download(file.url, file.name);
  if (outcome.ok) saveFile(outcome.result.blob, outcome.result.fileName ?? file.name);
  else notify("error", outcome.error.text);
}

/** The machines' effects as the console shows them: toasts, the batch-delete dialog, saved files. */
function useControllerEffects(controller: ListController, api: Api) {
  const { tx } = useI18n();
  const asking = useRef(false);
  useEffect(() => {
    const subscriptions = [
      controller.list.on("notice", notifyMessage),
      controller.form.on("notice", notifyMessage),
      controller.exporter.on("notice", notifyMessage),
      controller.exporter.on("download", ({ blob, fileName }) => saveFile(blob, fileName)),
      // a partial import's warning (with the error rows to download) stays until closed; the
      // dialog's own warnings (a refused file, a failed upload) show in the open dialog
      controller.importer.on("partial", ({ text, detail, download }) => {
        // MESSAGES.md: 导入成功,但是有错误数据! then 具体详情请 and a 点击下载 link
        const line = (locale: Locale) => [text[locale], detail, download?.before[locale]].filter(Boolean).join(" ");
        notify("warning", { "zh-CN": line("zh-CN"), "en-US": line("en-US") }, {
          duration: null,
          ...(download ? { action: { label: tx(download.label), onClick: () => void downloadErrors(api, download) } } : {}),
        });
      }),
      controller.importer.on("imported", ({ message, partial }) => void (partial || notify("success", message))),
      // the batch-delete confirmation → a dialog
      controller.list.subscribe(({ context }) => {
        if (!context.confirm || asking.current) return;
        asking.current = true;
        void confirm({ title: { "zh-CN": "确认删除", "en-US": "Confirm deletion" }, text: context.confirm }).then((ok) => {
          asking.current = false;
          controller.list.send({ type: ok ? "CONFIRM" : "CANCEL" });
        });
      }),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [controller, api, tx]);
}
