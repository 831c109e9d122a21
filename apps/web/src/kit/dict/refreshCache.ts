/**
 * 刷新缓存 as the user sees it wherever it is offered (数据字典's button, the user menu): the server's
 * and this browser's dictionary cache refreshed, then 刷新缓存完成！ (success) or, whatever went
 * wrong, 刷新缓存失败！ as a warning (widgets.md §8; an HTTP failure also has the client's 系统提示).
 */
import { notify } from "../../app/notify";
import type { Api } from "../../data/api";

export async function refreshDictCacheNotified(dicts: Api["system"]["dicts"]): Promise<boolean> {
  const outcome = await dicts.refreshCache();
  notify(outcome.ok ? "success" : "warning", outcome.notice);
  return outcome.ok;
}
