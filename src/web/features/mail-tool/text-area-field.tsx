import { type ComponentProps, type ReactNode, useId } from 'react';
import { FormField } from '#web/components/form-field.tsx';

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id' | 'aria-describedby'> & {
  label: string;
  /** Said under the label and announced with the box. */
  help: string;
  /** Ids of other elements that describe the box (its counter). */
  describedBy?: string;
  /** Shown under the box. */
  children?: ReactNode;
};

/** A labelled parchment text area with its help line (16 px: phones do not zoom on focus). */
export function TextAreaField({ label, help, describedBy, children, ...area }: TextAreaFieldProps) {
  const helpId = useId();
  return (
    <FormField label={label} describedBy={describedBy ? `${helpId} ${describedBy}` : helpId}>
      {(control) => (
        <>
          <p id={helpId} className="-mt-1 text-ink-700 text-sm">
            {help}
          </p>
          <textarea
            {...control}
            {...area}
            className="min-h-24 w-full resize-y rounded-lg border border-parchment-400 bg-parchment-50 p-3 text-base text-ink-900 leading-relaxed shadow-inner placeholder:text-ink-700/80 read-only:bg-parchment-100 focus-visible:outline-night-800"
          />
          {children}
        </>
      )}
    </FormField>
  );
}
