/** Gallery: the yes/no switch (kit/yesno) — Y/N by default, other values, and its 是/否 select for search bars. */
import { l } from "../../../../kit/list/types";
import { YesNoSwitch } from "../../../../kit/yesno/YesNoSwitch";
import { FieldDemo, GallerySection, type GallerySectionMeta } from "../gallery-kit";

export const section: GallerySectionMeta = { id: "yes-no", title: l("是否开关", "Yes/no switch"), order: 30 };

const ENABLED = l("是否启用", "Enabled");

export default function YesNoGallery() {
  return (
    <GallerySection meta={section}>
      <FieldDemo id="switch" title={l("开关（默认 Y / N，空值即 N）", "Switch (Y / N by default; empty becomes N)")} label={ENABLED} Widget={YesNoSwitch} settings={{}} />
      <FieldDemo id="switch-10" title={l("开关：值 1 / 0", "Switch: values 1 / 0")} label={ENABLED} Widget={YesNoSwitch} settings={{ options: ["1", "0"] as const }} initial="1" />
      <FieldDemo id="switch-query" title={l("查询条件：是 / 否 选择", "Search field: yes / no select")} label={ENABLED} Widget={YesNoSwitch} settings={{ query: true }} />
    </GallerySection>
  );
}
