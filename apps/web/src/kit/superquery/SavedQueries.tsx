/** The saved queries card of the advanced query builder: click a name to apply it, or delete it (asked first). */
import { Box, Button, Card, Flex, IconButton, Text } from "@chakra-ui/react";
import type { SavedQuery } from "@qt/machines";
import { Trash2 } from "lucide-react";
import { useId } from "react";
import { useI18n } from "../../app/i18n";

export interface SavedQueriesProps {
  saved: readonly SavedQuery[];
  onApply: (index: number) => void;
  onDelete: (index: number) => void;
}

export function SavedQueries({ saved, onApply, onDelete }: SavedQueriesProps) {
  const { t } = useI18n();
  const titleId = useId();
  return (
    <Card.Root size="sm" variant="outline" h="full" data-testid="super-query-saved">
      <Card.Header>
        <Card.Title id={titleId} fontSize="sm">
          {t("superQuery.saved")}
        </Card.Title>
      </Card.Header>
      <Card.Body pt="2" overflowY="auto" maxH="360px">
        {saved.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {t("superQuery.noSaved")}
          </Text>
        ) : (
          <Box as="ul" aria-labelledby={titleId} listStyleType="none">
            {saved.map((query, index) => (
              <Flex as="li" key={query.title} align="center" gap="1">
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  flex="1"
                  justifyContent="flex-start"
                  title={t("superQuery.apply")}
                  onClick={() => onApply(index)}
                  data-testid="super-query-saved-item"
                >
                  <Text as="span" truncate>
                    {query.title}
                  </Text>
                </Button>
                <IconButton type="button" variant="ghost" size="sm" colorPalette="red" aria-label={t("superQuery.deleteSaved", { name: query.title })} onClick={() => onDelete(index)}>
                  <Trash2 size={14} />
                </IconButton>
              </Flex>
            ))}
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}
