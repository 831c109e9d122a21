/** 反馈列表 (/feedback/qtFeedbackList): feedback from platform users (feedback-page.ts, channel user). */
import { ListPage } from "../../kit/list/ListPage";
import type { PageProps } from "../registry";
import { feedbackPage } from "./components/feedback-page";

const def = feedbackPage("user");

export default function QtFeedbackList({ path }: PageProps) {
  return <ListPage def={def} path={path} />;
}
