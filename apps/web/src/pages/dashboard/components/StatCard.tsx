/** A figure with its label (a count of users, today's sales …), its loading (no value yet) and failure states. */
import { Card, Skeleton, Stat, Text } from "@chakra-ui/react";
import type { ApiError } from "@qt/sdk";
import type { ReactNode } from "react";

const asText = (v: unknown) => (typeof v === "number" ? v.toLocaleString() : String(v));

export function StatCard<T = number>({ label, value, error, format = asText, help, testId }: {
  label: string;
  /** The figure; undefined while it loads. */
  value: T | undefined;
  /** The failure of its call (shown instead of the figure). */
  error: ApiError | null;
  format?: (v: T) => string;
  help?: ReactNode;
  testId?: string;
}) {
  return (
    <Card.Root size="sm" data-testid="stat-card" {...(testId ? { "data-figure": testId } : {})}>
      <Card.Body>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          {error ? (
            <Text as="dd" color="fg.error" fontSize="sm" role="alert">
              {error.message}
            </Text>
          ) : value === undefined ? (
            <Skeleton as="dd" h="8" w="20" />
          ) : (
            <Stat.ValueText data-testid="stat-value">{format(value)}</Stat.ValueText>
          )}
          {/* a dd of the figure: a dl holds only dt/dd groups */}
          {help ? <Stat.HelpText as="dd">{help}</Stat.HelpText> : null}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}
