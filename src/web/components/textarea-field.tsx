import type { ComponentProps, ReactNode } from 'react';
import { textareaClassName } from '#web/components/admin-section.tsx';
import { FormField } from '#web/components/form-field.tsx';

type TextareaFieldProps = ComponentProps<'textarea'> & {
  label: ReactNode;
  error?: string;
  /** Classes of the field around the label and the textarea (its gaps, say). */
  fieldClassName?: string;
};

/** A labelled textarea in the parchment look with its error (a comment, a bio, a reason…). */
export function TextareaField({ label, error, fieldClassName, ...textarea }: TextareaFieldProps) {
  return (
    <FormField label={label} error={error} className={fieldClassName}>
      {(field) => <textarea {...field} className={textareaClassName} {...textarea} />}
    </FormField>
  );
}
