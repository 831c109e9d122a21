/** The texts of the grid's picker, popup and upload cells (the spec's Chinese verbatim, English ours). */
import { l } from "../../list/types";

export const CELL_TEXTS = {
  upload: l("点击上传", "Click to upload"),
  uploadImage: l("上传图片", "Upload image"),
  moreFiles: (n: number) => l(`等 ${n} 个文件`, `and ${n} more`),
  editLonger: l("在大输入框中编辑", "Edit in a larger box"),
  textareaHint: l("Enter 确定，Shift+Enter 换行，Esc 取消", "Enter confirms, Shift+Enter breaks the line, Esc cancels"),
  choose: l("选择", "Choose"),
  loading: l("加载中", "Loading"),
} as const;
