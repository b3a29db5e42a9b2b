import { TriangleAlert, Wand2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MarkupIssue, MarkupIssueCode } from '#markup/index.ts';
import { NoticeList } from '#web/components/notice-list.tsx';
import { Button } from '#web/components/ui/button.tsx';

/** The errors that make nesting improper, which Auto-Correct mends. */
const NESTING_ISSUES: ReadonlySet<MarkupIssueCode> = new Set([
  'unexpected-closing-tag',
  'improper-nesting',
  'unclosed-tags',
]);

const issueKey = (issue: MarkupIssue) => `${issue.code}-${issue.start}-${issue.end}`;

type TagIssuesProps = {
  issues: readonly MarkupIssue[];
  onAutoCorrect: () => void;
};

/**
 * The red 'Tag Validation Issues' box (errors, with the nesting warning and Auto-Correct when
 * nesting is improper) and a quieter list of things the game may show differently (warnings).
 */
export function TagIssues({ issues, onAutoCorrect }: TagIssuesProps) {
  const { t } = useTranslation();
  const errors = issues.filter((issue) => issue.severity === 'error');
  const notes = issues.filter((issue) => issue.severity === 'warning');
  const isNestingImproper = errors.some((issue) => NESTING_ISSUES.has(issue.code));
  const message = (issue: MarkupIssue) =>
    t(`markupIssues.${issue.code}`, { ...issue.params, defaultValue: issue.message });
  return (
    <>
      {errors.length > 0 ? (
        <div
          data-testid="tag-validation-issues"
          className="rounded-lg border-2 border-danger-600 bg-danger-300/25 p-3 text-ink-900 text-sm"
        >
          <p className="flex items-center gap-2 font-bold text-danger-800">
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
            {t('manualBuilder.issuesTitle')}
          </p>
          <ul className="mt-1 list-disc ps-5">
            {errors.map((issue) => (
              <li key={issueKey(issue)}>{message(issue)}</li>
            ))}
          </ul>
          {isNestingImproper ? (
            <div className="mt-3 flex flex-col items-start gap-2 sm:flex-row sm:items-center">
              <p className="flex-1 font-semibold">{t('manualBuilder.nestingWarning')}</p>
              <Button variant="destructive" icon={Wand2} onClick={onAutoCorrect}>
                {t('manualBuilder.autoCorrect')}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
      <NoticeList
        testId="tag-notes"
        title={t('manualBuilder.notesTitle')}
        notices={notes.map((issue) => ({ key: issueKey(issue), text: message(issue) }))}
      />
    </>
  );
}
