/** The report popup's and the business picker's texts (widgets.md §2, §5, §8); the messages of its logic are @qt/machines popup.*. */
import { l } from "../list/types";

export const POPUP_TEXTS = {
  placeholder: l("请点击选择", "Click to choose"),
  choose: l("选择", "Choose"),
  clear: l("清除", "Clear"),
  searchForm: l("查询条件", "Search conditions"),
  table: l("报表数据", "Report rows"),
} as const;
