/**
 * 设计师考核 (/work/qtWorkExamList): applicants' sample files and the verdict (score, result,
 * reviewer, remark — the review flow's, shown in 详情). Only a pending exam may be edited.
 */
import { qtWorkExam } from "@qt/openapi/build";
import { ListPage } from "../../kit/list/ListPage";
import { l, type ListPageDef } from "../../kit/list/types";
import { createTimeColumn, createTimeSearch, imageField, refField, refSearch, shown } from "../components/biz-fields";
import type { PageProps } from "../registry";

const APPLICANT = l("申请人", "Applicant");
const SAMPLES = l("样稿", "Samples");
const SCORE = l("评分", "Score");
const RESULT = l("结果", "Result");
const REVIEWER = l("评审人", "Reviewer");
const REVIEW_TIME = l("评审时间", "Reviewed at");

export const workExamPage: ListPageDef = {
  resource: qtWorkExam,
  columns: [
    { key: "userId", title: APPLICANT },
    { key: "sampleFiles", title: SAMPLES, image: true },
    { key: "score", title: SCORE, width: 70 },
    { key: "result", title: RESULT, width: 80 },
    { key: "reviewer", title: REVIEWER, width: 100 },
    { key: "reviewTime", title: REVIEW_TIME, width: 170 },
    createTimeColumn,
  ],
  search: [refSearch("userId", APPLICANT), { key: "result", label: RESULT }, { key: "reviewTime", label: REVIEW_TIME }, createTimeSearch],
  form: [
    refField("userId", APPLICANT),
    imageField("sampleFiles", SAMPLES, 9),
    shown("result", RESULT),
    shown("score", SCORE),
    shown("reviewer", REVIEWER),
    shown("reviewTime", REVIEW_TIME),
    shown("remark", l("评审意见", "Review remark")),
  ],
  rowEditable: (row) => row.result === "pending",
  detailColumns: 2,
};

export default function QtWorkExamList({ path }: PageProps) {
  return <ListPage def={workExamPage} path={path} />;
}
