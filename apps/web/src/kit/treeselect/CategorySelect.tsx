/**
 * The category select (widgets.md §5, §7; JeecgBoot's JCategorySelect): the category dictionary
 * under the category coded `pcode` (default '0': all) as a tree — GET /sys/category/loadTreeRoot
 * (async: one level, children by loadTreeChildren on opening; async false: the whole tree at once),
 * with a `condition` GET /sys/category/loadTreeData (pcode / pid + condition); a stored value's
 * name by GET /sys/category/loadOne (field id) when it is one category, by
 * GET /sys/category/loadDictItem/{ids} when several. The value is the category id(s).
 * `condition` must be a JSON object string (组件JTreeSelect-condition传值有误，需要一个json字符串!).
 */
import { checkTreeCondition, TREE_ROOT_PID } from "@qt/machines";
import { useApi } from "../../app/ServicesContext";
import type { WidgetValueProps } from "../form/as-control";
import type { LabelResolver } from "../pickers/usePickedLabels";
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

/** Names of stored category ids, in their order (one category: loadOne); a failed read: the ids. */
const CATEGORY_TITLES: LabelResolver = {
  id: "category-titles",
  load: async (api, ids, signal) => {
    if (ids.length === 1) {
      const one = await api.categories.one("id", ids[0]!, signal);
      return one.ok ? { ...one, result: new Map([[ids[0]!, one.result?.name || ids[0]!]]) } : one;
    }
    const outcome = await api.categories.names(ids, signal);
    return outcome.ok ? { ...outcome, result: new Map(ids.map((k, i) => [k, outcome.result[i] ?? k] as const)) } : outcome;
  },
};

export function CategorySelect(props: CategorySelectProps) {
  const { pcode = TREE_ROOT_PID, async = true, condition, ...rest } = props;
  const error = checkTreeCondition(condition);
  const { categories } = useApi();
  const roots = () => (condition ? categories.treeFiltered({ pcode, condition }) : categories.treeRoot(pcode, async));
  const children = (pid: string) => (condition ? categories.treeFiltered({ pid, condition }) : categories.treeChildren(pid));
  return (
    <TreeDropdown
      key={`${pcode}|${async}|${condition ?? ""}`}
      {...rest}
      error={error}
      loadRoots={roots}
      loadChildren={children}
      titles={CATEGORY_TITLES}
      testId="category-select"
    />
  );
}
