/** A figure with its label (a count of users, today's logins …), its loading and failure states. */
import { Card, Skeleton, Stat, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { Loaded } from "./useApi";

export function StatCard({ label, loaded, format = (n) => n.toLocaleString(), help }: { label: string; loaded: Loaded<number>; format?: (n: number) => string; help?: ReactNode }) {
  return (
    <Card.Root size="sm" data-testid="stat-card">
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          {loaded.state === "loading" ? (
            <Skeleton h="8" w="20" />
          ) : loaded.state === "done" ? (
            <Stat.ValueText>{format(loaded.value)}</Stat.ValueText>
          ) : (
            <Text color="fg.error" fontSize="sm" role="alert">
              {loaded.state === "failed" ? loaded.message : ""}
            </Text>
          )}
          {help ? <Stat.HelpText>{help}</Stat.HelpText> : null}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}
