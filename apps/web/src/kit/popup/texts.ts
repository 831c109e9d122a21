/** The report popup's and the business picker's texts (widgets.md §2, §5, §8); the messages of its logic are @qt/machines popup.*. */
import { l } from "../list/types";

export const POPUP_TEXTS = {
  placeholder: l("请点击选择", "Click to choose"),
  choose: l("选择", "Choose"),
} as const;
