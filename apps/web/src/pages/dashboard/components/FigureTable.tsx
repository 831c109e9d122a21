/** A titled card holding a table of figures (top lists, operations, database tables): one shape for every dashboard table. */
import { Card, Table, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface FigureColumn<T> {
  header: string;
  cell: (row: T, index: number) => ReactNode;
  /** Figures align right. */
  end?: boolean;
  mono?: boolean;
}

/** A dashboard card with its title. */
export function TitledCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card.Root size="sm" data-testid={testId}>
      <Card.Header>
        <Card.Title>{title}</Card.Title>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

export function FigureTable<T>({ title, testId, rows, rowKey, columns, empty }: { title: string; testId: string; rows: readonly T[]; rowKey: (row: T) => string; columns: readonly FigureColumn<T>[]; empty: string }) {
  return (
    <TitledCard title={title} testId={testId}>
        {rows.length === 0 ? (
          <Text color="fg.muted">{empty}</Text>
        ) : (
          <Table.Root size="sm">
            <Table.Caption srOnly>{title}</Table.Caption>
            <Table.Header>
              <Table.Row>
                {columns.map((c) => (
                  <Table.ColumnHeader key={c.header} textAlign={c.end ? "end" : undefined}>
                    {c.header}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row, i) => (
                <Table.Row key={rowKey(row)} data-id={rowKey(row)}>
                  {columns.map((c) => (
                    <Table.Cell key={c.header} textAlign={c.end ? "end" : undefined} fontFamily={c.mono ? "mono" : undefined} wordBreak={c.mono ? "break-all" : undefined}>
                      {c.cell(row, i)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
    </TitledCard>
  );
}
