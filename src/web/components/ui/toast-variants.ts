import { cva, type VariantProps } from 'class-variance-authority';

// Apart from toast.tsx so that the plain toasts of toast-host.tsx look the same without Radix.
export const toastVariants = cva(
  'toast-root group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border border-s-4 p-4 pe-10 shadow-xl shadow-black/40',
  {
    variants: {
      variant: {
        default: 'parchment border-parchment-400 border-s-gold-500 text-ink-900',
        success: 'parchment border-parchment-400 border-s-success-600 text-ink-900',
        destructive: 'border-danger-800 border-s-danger-300 bg-danger-700 text-white',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastVariant = NonNullable<VariantProps<typeof toastVariants>['variant']>;
