/** The small widgets' texts (widgets.md §2, §4; MESSAGES.md "Detailed information"). */
import { l } from "../list/types";

export const WIDGET_TEXTS = {
  sliderHint: l("请按住滑块拖动", "Hold and drag the slider"),
  sliderLabel: l("拖动滑块到最右边完成验证（或按 End 键）", "Drag the slider to the far right to verify (or press End)"),
  sliderVerified: l("验证通过", "Verified"),
  detailsTitle: l("详细信息", "Detailed information"),
  promptLabel: l("请输入", "Please enter"),
} as const;
