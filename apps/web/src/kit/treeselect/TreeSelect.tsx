/**
 * The tree select (widgets.md §5, §7, §9; JeecgBoot's JTreeSelect): a table's rows as a tree,
 * `dict` = `table,text,code`, parents by `pidField` from `pidValue` (root '0'), children loaded on
 * opening (GET /sys/dict/loadTreeData with pid, tableName, text, code, pidField, hasChildField,
 * condition); a stored value's titles by loadDictItem. `condition` must be a JSON object string,
 * else 组件JTreeSelect-condition传值有误，需要一个json字符串! shows and nothing loads.
 */
import { checkTreeCondition, toTreeOptions, TREE_ROOT_PID } from "@qt/machines";
import { loadDictItem } from "@qt/sdk";
import { client } from "../../app/services";
import type { WidgetValueProps } from "../form/as-control";
import { TreeDropdown } from "./TreeDropdown";

export interface TreeSelectProps extends WidgetValueProps {
  /** `table,text,code`: the table, the title field and the stored field. */
  dict: string;
  /** The parent field (default pid). */
  pidField?: string;
  /** The parent of the top level (default '0'). */
  pidValue?: string;
  /** A field saying whether a row has children ('1'); without it the server finds out. */
  hasChildField?: string;
  /** A JSON object string of equality filters, e.g. `{"status":"1"}`. */
  condition?: string;
  multiple?: boolean;
  placeholder?: string;
  "aria-label"?: string;
}

export function TreeSelect(props: TreeSelectProps) {
  const { dict, pidField = "pid", pidValue = TREE_ROOT_PID, hasChildField, condition, ...rest } = props;
  const [tableName = "", text = "", code = ""] = dict.split(",");
  const error = checkTreeCondition(condition);
  const load = async (pid: string) => {
    const query = { pid, tableName, text, code, pidField, ...(hasChildField ? { hasChildField } : {}), ...(condition ? { condition } : {}) };
    const outcome = await client.unwrap(client.GET("/sys/dict/loadTreeData", { params: { query } }));
    return outcome.ok ? toTreeOptions(outcome.result) : [];
  };
  const titles = async (keys: string[]) => {
    const outcome = await loadDictItem(client, `${tableName},${text},${code}`, keys);
    return outcome.ok ? outcome.result : keys;
  };
  return (
    <TreeDropdown
      // another table or condition: another tree
      key={`${dict}|${pidField}|${pidValue}|${condition ?? ""}`}
      {...rest}
      error={error}
      loadRoots={() => load(pidValue)}
      loadChildren={load}
      loadTitles={titles}
      testId="tree-select"
    />
  );
}
