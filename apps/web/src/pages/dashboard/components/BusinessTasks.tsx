/**
 * The marketplace's open work (/dashboard/tasks): pending audits, withdrawals, unpaid orders and
 * open feedback, each a link to the screen where it is done. The server leaves out what the
 * caller may not list, and so does this panel.
 */
import { Card, Link, SimpleGrid, Skeleton, Stat, Text } from "@chakra-ui/react";
import { useI18n } from "../../../app/i18n";
import type { UiMessageId } from "../../../app/messages";
import type { Tasks } from "../../../data/dashboard";
import { useLoad } from "../../../data/query";
import { moneyFigure } from "./figures";

type Task = { key: string; label: UiMessageId; path: string; count: number | undefined; amount?: string | undefined };

function tasksOf(v: Tasks): Task[] {
  const f = v.feedback;
  const list: Task[] = [
    { key: "pendingWorks", label: "dashboard.task.pendingWorks", path: "/work/qtWorkAuditList", count: v.pendingWorks },
    { key: "reexamWorks", label: "dashboard.task.reexamWorks", path: "/work/qtWorkAuditList", count: v.reexamWorks },
    { key: "pendingAdjusts", label: "dashboard.task.pendingAdjusts", path: "/work/qtWorkAdjustList", count: v.pendingAdjusts },
    { key: "pendingExams", label: "dashboard.task.pendingExams", path: "/work/qtWorkExamList", count: v.pendingExams },
    { key: "pendingWithdrawals", label: "dashboard.task.pendingWithdrawals", path: "/without/qtWithoutList", count: v.pendingWithdrawals, amount: v.pendingWithdrawalAmount },
    { key: "approvedWithdrawals", label: "dashboard.task.approvedWithdrawals", path: "/without/qtWithoutList", count: v.approvedWithdrawals, amount: v.approvedWithdrawalAmount },
    { key: "unpaidOrders", label: "dashboard.task.unpaidOrders", path: "/work/qtWorkOrderList", count: v.unpaidOrders },
    { key: "feedbackUser", label: "dashboard.task.feedbackUser", path: "/feedback/qtFeedbackList", count: f?.byChannel.user },
    { key: "feedbackAgent", label: "dashboard.task.feedbackAgent", path: "/feedback/qtFeedbackAgentList", count: f?.byChannel.agent },
    { key: "feedbackOutlet", label: "dashboard.task.feedbackOutlet", path: "/feedback/qtFeedbackOutletList", count: f?.byChannel.outlet },
  ];
  return list.filter((task) => task.count !== undefined);
}

export function BusinessTasks() {
  const { t } = useI18n();
  const loaded = useLoad(["dashboard", "tasks"], (api, signal) => api.dashboard.tasks(signal));
  if (loaded.error)
    return (
      <Text color="fg.error" role="alert">
        {loaded.error.message}
      </Text>
    );
  if (loaded.data === undefined) return <Skeleton h="24" />;
  const tasks = tasksOf(loaded.data);
  const feedback = loaded.data.feedback;
  return (
    <Card.Root size="sm" data-testid="business-tasks">
      <Card.Header>
        <Card.Title>{t("dashboard.businessTasks")}</Card.Title>
        <Text color="fg.muted" fontSize="sm">
          {t("dashboard.countedAt", { time: loaded.data.generatedAt })}
          {feedback ? ` · ${t("dashboard.feedbackStates", { new: feedback.new, processing: feedback.processing })}` : ""}
        </Text>
      </Card.Header>
      <Card.Body>
        {tasks.length === 0 ? <Text color="fg.muted">{t("dashboard.nothingToDo")}</Text> : null}
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
          {tasks.map((task) => (
            <li key={task.key}>
              <Link href={`#${task.path}`} display="block" borderWidth="1px" rounded="md" p="3" _hover={{ bg: "bg.muted" }} data-task={task.key}>
                <Stat.Root>
                  <Stat.Label>{t(task.label)}</Stat.Label>
                  <Stat.ValueText data-testid="task-count">{task.count!.toLocaleString()}</Stat.ValueText>
                  {task.amount !== undefined ? <Stat.HelpText as="dd" data-testid="task-amount">¥{moneyFigure(task.amount)}</Stat.HelpText> : null}
                </Stat.Root>
              </Link>
            </li>
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
