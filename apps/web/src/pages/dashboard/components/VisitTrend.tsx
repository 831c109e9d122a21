/** The visit chart fed by /sys/visitInfo, with its loading and failure states. */
import { Skeleton, Text } from "@chakra-ui/react";
import { useLoad } from "../../../data/query";
import { VisitChart } from "./VisitChart";

export function VisitTrend({ height }: { height?: number }) {
  const days = useLoad(["dashboard", "visitInfo"], (api, signal) => api.dashboard.visitInfo(signal));
  if (days.error)
    return (
      <Text color="fg.error" role="alert">
        {days.error.message}
      </Text>
    );
  if (days.data === undefined) return <Skeleton h={`${height ?? 260}px`} />;
  return <VisitChart days={days.data} {...(height ? { height } : {})} />;
}
