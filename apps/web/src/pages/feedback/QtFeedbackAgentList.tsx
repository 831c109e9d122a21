/** 代理反馈 (/feedback/qtFeedbackAgentList): feedback from agents (feedback-page.ts, channel agent). */
import { ListPage } from "../../kit/list/ListPage";
import type { PageProps } from "../registry";
import { feedbackPage } from "./components/feedback-page";

const def = feedbackPage("agent");

export default function QtFeedbackAgentList({ path }: PageProps) {
  return <ListPage def={def} path={path} />;
}
