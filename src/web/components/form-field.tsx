import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateErrorText } from '#web/i18n/error-text.ts';
import { cn } from '#web/lib/utils.ts';

/** What a field gives its control so the label, the error and any hint are announced with it. */
type FieldControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  label: ReactNode;
  /** The control's id where others point at it; else one of its own. */
  id?: string;
  /**
   * The field's error message (a schema's or the server's English words, or already the reader's);
   * shown under the control in the reader's language and announced with it.
   */
  error?: string;
  /** Ids of other elements that describe the control (a checklist, say). */
  describedBy?: string;
  className?: string;
  /** The label's classes: dark words for parchment by default, light ones over the night sky. */
  labelClassName?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A label, a control and its error, wired with `aria-invalid` and `aria-describedby`. */
export function FormField({
  label,
  id: givenId,
  error,
  describedBy,
  className,
  labelClassName = 'font-semibold text-ink-900 text-sm',
  children,
}: FormFieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const errorId = `${id}-error`;
  const describedByIds = [describedBy, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedByIds || undefined,
      })}
      {error ? (
        <p id={errorId} className="font-medium text-danger-700 text-sm">
          {translateErrorText(error)}
        </p>
      ) : null}
    </div>
  );
}

const inputClassName =
  'min-h-11 w-full rounded-md border border-parchment-400 bg-parchment-50 px-3 py-2 text-base text-ink-900 shadow-inner shadow-ink-900/5 placeholder:text-ink-700/60 aria-invalid:border-danger-600 aria-invalid:ring-1 aria-invalid:ring-danger-600 disabled:opacity-60';

/** A text input in the parchment look; 16 px text so phones do not zoom in on focus. */
export function TextInput({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClassName, className)} {...props} />;
}

/** An email input: the phone's email keyboard, no spell check; `autoComplete` says which email. */
export function EmailInput(props: Omit<ComponentProps<'input'>, 'type' | 'inputMode'>) {
  return <TextInput type="email" inputMode="email" spellCheck={false} {...props} />;
}

/** A whole-number input: the phone's number keyboard. */
export function NumberInput(props: Omit<ComponentProps<'input'>, 'type' | 'inputMode'>) {
  return <TextInput type="number" inputMode="numeric" {...props} />;
}

/** A password input with a show/hide toggle (a pressed "Show password" button). */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className="relative">
      <input
        type={isVisible ? 'text' : 'password'}
        className={cn(inputClassName, 'pe-12', className)}
        {...props}
      />
      <button
        type="button"
        aria-pressed={isVisible}
        aria-label={t('auth.fields.showPassword')}
        aria-controls={props.id}
        onClick={() => setIsVisible((visible) => !visible)}
        className="absolute inset-y-0 end-0 grid w-11 cursor-pointer place-items-center rounded-e-md text-ink-700 hover:text-ink-900"
      >
        {isVisible ? (
          <EyeOff aria-hidden="true" className="size-5" />
        ) : (
          <Eye aria-hidden="true" className="size-5" />
        )}
      </button>
    </div>
  );
}

type TextFieldProps = ComponentProps<'input'> & {
  label: ReactNode;
  error?: string;
  describedBy?: string;
  /** Classes of the field around the label and the input (its place in a grid, say). */
  fieldClassName?: string;
};
type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A labelled password field with its error (the current password, a new one, its confirmation). */
export function PasswordField({
  label,
  error,
  describedBy,
  fieldClassName,
  ...input
}: PasswordFieldProps) {
  return (
    <FormField label={label} error={error} describedBy={describedBy} className={fieldClassName}>
      {(field) => <PasswordInput {...field} {...input} />}
    </FormField>
  );
}

/** A labelled text field with its error. */
export function TextField({ label, error, describedBy, fieldClassName, ...input }: TextFieldProps) {
  return (
    <FormField label={label} error={error} describedBy={describedBy} className={fieldClassName}>
      {(field) => <TextInput {...field} {...input} />}
    </FormField>
  );
}

/** A labelled email field with its error (sign-in, sign-up, the admin's sign-in). */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField type="email" inputMode="email" spellCheck={false} {...props} />;
}

type CheckboxLabelProps = Omit<ComponentProps<'input'>, 'type' | 'onChange' | 'className'> & {
  onCheckedChange: (isChecked: boolean) => void;
  /** Classes of the label around the box and its words. */
  className?: string;
  children: ReactNode;
};

/** A checkbox inside its label, the words beside the box. */
export function CheckboxLabel({
  onCheckedChange,
  className,
  children,
  ...input
}: CheckboxLabelProps) {
  return (
    <label
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-2 text-ink-900 text-sm',
        className,
      )}
    >
      <input
        type="checkbox"
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="size-5 accent-gold-600"
        {...input}
      />
      {children}
    </label>
  );
}

type HintedCheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'className'> & {
  label: ReactNode;
  /** Said under the label and read with the box. */
  hint: ReactNode;
};

/** A checkbox with its label in bold and a hint under it (a public profile or mail). */
export function HintedCheckbox({ label, hint, ...input }: HintedCheckboxProps) {
  const hintId = useId();
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm">
      <input
        type="checkbox"
        aria-describedby={hintId}
        className="mt-0.5 size-5 shrink-0 accent-gold-600"
        {...input}
      />
      <span className="flex flex-col gap-0.5">
        <span className="font-semibold text-ink-900">{label}</span>
        <span id={hintId} className="text-ink-700">
          {hint}
        </span>
      </span>
    </label>
  );
}
