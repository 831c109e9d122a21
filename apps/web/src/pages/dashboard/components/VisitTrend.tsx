/** The visit chart fed by /sys/visitInfo, with its loading and failure states. */
import { Skeleton, Text } from "@chakra-ui/react";
import { visitInfo } from "./counts";
import { useApi } from "./useApi";
import { VisitChart } from "./VisitChart";

export function VisitTrend({ height }: { height?: number }) {
  const days = useApi(visitInfo);
  if (days.state === "loading") return <Skeleton h={`${height ?? 260}px`} />;
  if (days.state !== "done")
    return (
      <Text color="fg.error" role="alert">
        {days.state === "failed" ? days.message : ""}
      </Text>
    );
  return <VisitChart days={days.value} {...(height ? { height } : {})} />;
}
