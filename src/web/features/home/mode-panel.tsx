import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailMode } from '#shared/constants.ts';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

/** The working area of the chosen mode. */
export function ModePanel({ mode }: { mode: MailMode }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card asChild>
      <section data-testid={`mode-panel-${mode}`} aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle id={titleId}>{t(`home.modes.${mode}.panelTitle`)}</CardTitle>
          <CardDescription>{t(`home.modes.${mode}.panelText`)}</CardDescription>
        </CardHeader>
      </section>
    </Card>
  );
}
