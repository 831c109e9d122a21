/** Today's logins, all logins, today's distinct IPs (/sys/loginfo), as three figures. */
import { useI18n } from "../../../app/i18n";
import { useLoad } from "../../../data/query";
import { StatCard } from "./StatCard";

export function LoginStats() {
  const { t } = useI18n();
  const info = useLoad(["dashboard", "loginInfo"], (api, signal) => api.dashboard.loginInfo(signal));
  return (
    <>
      <StatCard label={t("dashboard.todayVisits")} value={info.data?.todayVisitCount} error={info.error} />
      <StatCard label={t("dashboard.totalVisits")} value={info.data?.totalVisitCount} error={info.error} />
      <StatCard label={t("dashboard.todayIps")} value={info.data?.todayIp} error={info.error} />
    </>
  );
}
