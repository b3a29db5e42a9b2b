import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type * as z from '#shared/schemas/zod.ts';

/**
 * A form checked by the server's own zod schema. Errors show on submit and each clears as soon as
 * its field is edited: the behaviour of every form of the app, in one place.
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    reValidateMode: 'onSubmit',
  });
  /** Registers a field whose error clears as soon as it is edited (and `onEdit` runs then too). */
  const registerField = (name: Path<Input>, onEdit?: () => void) =>
    form.register(name, {
      onChange: () => {
        form.clearErrors(name);
        onEdit?.();
      },
    });
  return { ...form, registerField, errors: form.formState.errors };
}
