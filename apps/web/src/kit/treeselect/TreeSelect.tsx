/**
 * The tree select (widgets.md §5, §7, §9; JeecgBoot's JTreeSelect): a table's rows as a tree,
 * `dict` = `table,text,code`, parents by `pidField` from `pidValue` (root '0'), children loaded on
 * opening (GET /sys/dict/loadTreeData with pid, tableName, text, code, pidField, hasChildField,
 * condition); a stored value's titles by loadDictItem. `condition` must be a JSON object string,
 * else 组件JTreeSelect-condition传值有误，需要一个json字符串! shows and nothing loads.
 */
import { checkTreeCondition, TREE_ROOT_PID } from "@qt/machines";
import { useApi } from "../../app/ServicesContext";
import type { WidgetValueProps } from "../form/as-control";
import type { LabelResolver } from "../pickers/usePickedLabels";
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

/** Titles of stored keys through the table dictionary (loadDictItem, in the keys' order); a failed read: the keys. */
const titlesOf = (dictCode: string): LabelResolver => ({
  id: `tree:${dictCode}`,
  load: async (api, keys) => {
    const outcome = await api.dict.texts(dictCode, keys);
    return outcome.ok ? { ...outcome, result: new Map(keys.map((k, i) => [k, outcome.result[i] ?? k] as const)) } : outcome;
  },
});

export function TreeSelect(props: TreeSelectProps) {
  const { dict, pidField = "pid", pidValue = TREE_ROOT_PID, hasChildField, condition, ...rest } = props;
  const [tableName = "", text = "", code = ""] = dict.split(",");
  const error = checkTreeCondition(condition);
  const { dict: dictCalls } = useApi();
  const load = (pid: string) => dictCalls.treeLevel({ pid, tableName, text, code, pidField, ...(hasChildField ? { hasChildField } : {}), ...(condition ? { condition } : {}) });
  return (
    <TreeDropdown
      // another table or condition: another tree
      key={`${dict}|${pidField}|${pidValue}|${condition ?? ""}`}
      {...rest}
      error={error}
      loadRoots={() => load(pidValue)}
      loadChildren={load}
      titles={titlesOf(`${tableName},${text},${code}`)}
      testId="tree-select"
    />
  );
}
