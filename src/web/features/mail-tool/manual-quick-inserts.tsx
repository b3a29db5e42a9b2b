import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { QUICK_INSERTS } from './manual-tools.ts';

type QuickInsert = (typeof QUICK_INSERTS)[number];

/** The Manual Customizer's quick inserts: colours, sizes and dividers. */
export function QuickInserts({ onInsert }: { onInsert: (item: QuickInsert) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-2 font-bold text-ink-900 text-sm">
        {t('customizer.manual.quickInsertsLabel')}
      </legend>
      <div className="flex flex-wrap gap-2" data-testid="quick-inserts">
        {QUICK_INSERTS.map((item) => (
          <Button
            key={item.id}
            variant="parchment"
            size="sm"
            className="min-h-11"
            onClick={() => onInsert(item)}
          >
            {t(`customizer.manual.inserts.${item.id}`)}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
