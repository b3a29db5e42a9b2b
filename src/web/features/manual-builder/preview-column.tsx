import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lookFor, MailPreview } from '#web/components/mail-preview.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { TagReference } from '#web/features/manual-builder/tag-reference.tsx';
import { useMailBackground } from '#web/lib/mail-background.ts';

/** The Manual Builder's side column: the in-game preview behind Hide/Show, and the tag reference. */
export function PreviewColumn({ id, markup }: { id: string; markup: string }) {
  const { t } = useTranslation();
  const [isPreviewShown, setIsPreviewShown] = useState(true);
  const [background] = useMailBackground();
  return (
    <div className="flex min-w-0 flex-col gap-3 lg:sticky lg:top-24 lg:self-start">
      <Button
        variant="parchment"
        className="self-start"
        aria-expanded={isPreviewShown}
        aria-controls={id}
        onClick={() => setIsPreviewShown((isShown) => !isShown)}
      >
        {isPreviewShown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        {isPreviewShown ? t('manualBuilder.hidePreview') : t('manualBuilder.showPreview')}
      </Button>
      <div id={id} hidden={!isPreviewShown}>
        {isPreviewShown ? (
          // Where the mail is read (AI Assist's choice) is the look it starts with.
          <MailPreview key={background} markup={markup} defaultLook={lookFor(background)} />
        ) : null}
      </div>
      <TagReference />
    </div>
  );
}
