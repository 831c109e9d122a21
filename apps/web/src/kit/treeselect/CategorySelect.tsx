/**
 * The category select (widgets.md §5, §7; JeecgBoot's JCategorySelect): the category dictionary
 * under the category coded `pcode` (default '0': all) as a tree — GET /sys/category/loadTreeRoot
 * (async: one level, children by loadTreeChildren on opening; async false: the whole tree at once),
 * with a `condition` GET /sys/category/loadTreeData (pcode / pid + condition); a stored value's
 * names by GET /sys/category/loadDictItem/{ids}. The value is the category id(s).
 * `condition` must be a JSON object string (组件JTreeSelect-condition传值有误，需要一个json字符串!).
 */
import { checkTreeCondition, joinValues, toTreeOptions, TREE_ROOT_PID } from "@qt/machines";
import { client } from "../../app/services";
import type { WidgetValueProps } from "../form/as-control";
import { TreeDropdown } from "./TreeDropdown";

export interface CategorySelectProps extends WidgetValueProps {
  /** The code of the category whose descendants are offered (default '0': every category). */
  pcode?: string;
  /** One level at a time (default), or the whole tree at once. */
  async?: boolean;
  /** A JSON object string of equality filters on id, pid, code, name, hasChild. */
  condition?: string;
  multiple?: boolean;
  placeholder?: string;
  "aria-label"?: string;
}

export function CategorySelect(props: CategorySelectProps) {
  const { pcode = TREE_ROOT_PID, async = true, condition, ...rest } = props;
  const error = checkTreeCondition(condition);
  const nodes = async (call: Promise<{ ok: boolean; result?: unknown }>) => {
    const outcome = await call;
    return outcome.ok ? toTreeOptions(outcome.result) : [];
  };
  const roots = () =>
    nodes(
      condition
        ? client.unwrap(client.GET("/sys/category/loadTreeData", { params: { query: { pcode, condition } } }))
        : client.unwrap(client.GET("/sys/category/loadTreeRoot", { params: { query: { async, pcode } } })),
    );
  const children = (pid: string) =>
    nodes(
      condition
        ? client.unwrap(client.GET("/sys/category/loadTreeData", { params: { query: { pid, condition } } }))
        : client.unwrap(client.GET("/sys/category/loadTreeChildren", { params: { query: { pid } } })),
    );
  const titles = async (ids: string[]) => {
    const outcome = await client.unwrap(client.GET("/sys/category/loadDictItem/{ids}", { params: { path: { ids: joinValues(ids) } } }));
    return outcome.ok ? outcome.result : ids;
  };
  return (
    <TreeDropdown
      key={`${pcode}|${async}|${condition ?? ""}`}
      {...rest}
      error={error}
      loadRoots={roots}
      loadChildren={children}
      loadTitles={titles}
      testId="category-select"
    />
  );
}
