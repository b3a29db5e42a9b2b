import type { ComponentProps, ReactNode } from 'react';
import { selectClassName } from '#web/components/admin-section.tsx';
import { FormField } from '#web/components/form-field.tsx';
import { cn } from '#web/lib/utils.ts';

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id'> & {
  label: ReactNode;
  error?: string;
  /** The label's classes: dark words for parchment by default, light ones over the night sky. */
  labelClassName?: string;
  /** Classes of the field around the label and the select (its place in a grid, say). */
  fieldClassName?: string;
  /** The options (`ValueOptions`, `LanguageOptions`, a first option of no value…). */
  children: ReactNode;
};

/**
 * A labelled native select in the parchment look, with its error: the phone's own picker, the
 * keyboard and screen readers work as with any select. The rest of the props go to the `select`.
 */
export function SelectField({
  label,
  error,
  labelClassName,
  fieldClassName,
  className,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <FormField
      label={label}
      error={error}
      className={fieldClassName}
      labelClassName={labelClassName}
    >
      {(field) => (
        <select {...field} {...select} className={cn(selectClassName, className)}>
          {children}
        </select>
      )}
    </FormField>
  );
}

/** A native select's options, one for each value, named by `nameOf` (in the reader's language). */
export function ValueOptions<Value extends string>({
  values,
  nameOf,
}: {
  values: readonly Value[];
  nameOf: (value: Value) => string;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {nameOf(value)}
    </option>
  ));
}
