/** A figure with its label (a count of users, today's sales …), its loading and failure states. */
import { Card, Skeleton, Stat, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { Loaded } from "./useApi";

const asText = (v: unknown) => (typeof v === "number" ? v.toLocaleString() : String(v));

export function StatCard<T = number>({ label, loaded, format = asText, help, testId }: { label: string; loaded: Loaded<T>; format?: (v: T) => string; help?: ReactNode; testId?: string }) {
  return (
    <Card.Root size="sm" data-testid="stat-card" {...(testId ? { "data-figure": testId } : {})}>
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          {loaded.state === "loading" ? (
            <Skeleton as="dd" h="8" w="20" />
          ) : loaded.state === "done" ? (
            <Stat.ValueText data-testid="stat-value">{format(loaded.value)}</Stat.ValueText>
          ) : (
            <Text as="dd" color="fg.error" fontSize="sm" role="alert">
              {loaded.state === "failed" ? loaded.message : ""}
            </Text>
          )}
          {/* a dd of the figure: a dl holds only dt/dd groups */}
          {help ? <Stat.HelpText as="dd">{help}</Stat.HelpText> : null}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}
