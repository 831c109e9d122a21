/** Today's logins, all logins, today's distinct IPs (/sys/loginfo), as three figures. */
import { useI18n } from "../../../app/i18n";
import { loginInfo, type LoginInfo } from "./counts";
import { StatCard } from "./StatCard";
import { useApi, type Loaded } from "./useApi";

const pick = (loaded: Loaded<LoginInfo>, key: keyof LoginInfo): Loaded<number> => (loaded.state === "done" ? { state: "done", value: loaded.value[key] } : loaded);

export function LoginStats() {
  const { t } = useI18n();
  const info = useApi(loginInfo);
  return (
    <>
      <StatCard label={t("dashboard.todayVisits")} loaded={pick(info, "todayVisitCount")} />
      <StatCard label={t("dashboard.totalVisits")} loaded={pick(info, "totalVisitCount")} />
      <StatCard label={t("dashboard.todayIps")} loaded={pick(info, "todayIp")} />
    </>
  );
}
