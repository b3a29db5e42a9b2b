import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailMode } from '#shared/constants.ts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { ManualBuilder } from '#web/features/manual-builder/manual-builder.tsx';

/** The working area of the chosen mode. */
export function ModePanel({ mode }: { mode: MailMode }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [manualText, setManualText] = useState('');
  return (
    <Card asChild>
      <section data-testid={`mode-panel-${mode}`} aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle id={titleId}>{t(`home.modes.${mode}.panelTitle`)}</CardTitle>
          <CardDescription>{t(`home.modes.${mode}.panelText`)}</CardDescription>
        </CardHeader>
        {mode === 'manual' ? (
          <CardContent>
            <ManualBuilder text={manualText} onTextChange={setManualText} />
          </CardContent>
        ) : null}
      </section>
    </Card>
  );
}
