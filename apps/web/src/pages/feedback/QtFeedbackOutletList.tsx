/** 网点反馈 (/feedback/qtFeedbackOutletList): feedback from outlets (feedback-page.ts, channel outlet). */
import { ListPage } from "../../kit/list/ListPage";
import type { PageProps } from "../registry";
import { feedbackPage } from "./components/feedback-page";

const def = feedbackPage("outlet");

export default function QtFeedbackOutletList({ path }: PageProps) {
  return <ListPage def={def} path={path} />;
}
