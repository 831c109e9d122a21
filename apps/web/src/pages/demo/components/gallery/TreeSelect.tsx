/**
 * Gallery: the tree select over the seeded departments (`sys_depart,depart_name,id`, parents by
 * parent_id, children loaded on opening) — single, multiple, under one department with a condition,
 * a condition that is not JSON (its error) — and the category select over the seeded categories
 * (one level at a time, the whole tree under A01 at once, the areas with a stored value, multiple).
 * A stored value not loaded yet shows its title (loadDictItem).
 */
import { l } from "../../../../kit/list/types";
import { CategorySelect } from "../../../../kit/treeselect/CategorySelect";
import { TreeSelect } from "../../../../kit/treeselect/TreeSelect";
import { FieldDemo, GallerySection, type GallerySectionMeta } from "../gallery-kit";

export const section: GallerySectionMeta = { id: "tree-select", title: l("树选择与分类选择", "Tree select and category select"), order: 20 };

const DEPARTS = { dict: "sys_depart,depart_name,id", pidField: "parent_id" };
/** The seeded company and its 研发组 (under 技术部), apps/server seed-departs.ts. */
const COMPANY = "d0000000000000000000000000000001";
const RD_GROUP = "d0000000000000000000000000000007";

export default function TreeSelectGallery() {
  const depart = l("部门", "Department");
  const category = l("分类", "Category");
  return (
    <GallerySection meta={section}>
      <FieldDemo id="tree-single" title={l("树选择（部门，异步加载）", "Tree select (departments, loaded on opening)")} label={depart} Widget={TreeSelect} settings={DEPARTS} />
      <FieldDemo id="tree-multi" title={l("树选择：多选", "Tree select: multiple")} label={depart} Widget={TreeSelect} settings={{ ...DEPARTS, multiple: true }} />
      <FieldDemo
        id="tree-condition"
        title={l("树选择：指定上级与条件 {\"org_category\":\"2\"}", "Tree select: given parent and condition {\"org_category\":\"2\"}")}
        label={depart}
        Widget={TreeSelect}
        settings={{ ...DEPARTS, pidValue: COMPANY, condition: '{"org_category":"2"}' }}
        initial={RD_GROUP}
      />
      <FieldDemo id="tree-bad-condition" title={l("树选择：条件不是 JSON", "Tree select: a condition that is not JSON")} label={depart} Widget={TreeSelect} settings={{ ...DEPARTS, condition: "org_category=2" }} />
      <FieldDemo id="category" title={l("分类选择（逐级加载）", "Category select (one level at a time)")} label={category} Widget={CategorySelect} settings={{}} />
      <FieldDemo id="category-a01" title={l("分类选择：平面设计下，一次加载", "Category select: under A01, all at once")} label={category} Widget={CategorySelect} settings={{ pcode: "A01", async: false }} />
      <FieldDemo id="category-area" title={l("分类选择：地区（86）下，已有值", "Category select: under the areas (86), with a value")} label={category} Widget={CategorySelect} settings={{ pcode: "86" }} initial="area110101" />
      <FieldDemo id="category-multi" title={l("分类选择：多选", "Category select: multiple")} label={category} Widget={CategorySelect} settings={{ multiple: true }} />
    </GallerySection>
  );
}
