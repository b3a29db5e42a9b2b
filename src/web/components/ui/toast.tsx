import * as ToastPrimitive from '@radix-ui/react-toast';
import type { VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { toastVariants } from '#web/components/ui/toast-variants.ts';
import { cn } from '#web/lib/utils.ts';

export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        'fixed top-0 end-0 z-100 flex max-h-dvh w-full flex-col-reverse gap-2 p-4 outline-none sm:top-auto sm:bottom-0 sm:max-w-105',
        className,
      )}
      {...props}
    />
  );
}

type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  return <ToastPrimitive.Root className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-bold', className)} {...props} />;
}

export function ToastDescription({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm opacity-90', className)} {...props} />;
}

export function ToastClose({
  className,
  label,
  ...props
}: ComponentProps<typeof ToastPrimitive.Close> & { label: string }) {
  return (
    <ToastPrimitive.Close
      aria-label={label}
      className={cn(
        'absolute end-1 top-1 inline-flex size-9 cursor-pointer items-center justify-center rounded-md opacity-70 hover:opacity-100',
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        'inline-flex min-h-9 shrink-0 items-center rounded-md border border-current px-3 text-sm font-semibold',
        className,
      )}
      {...props}
    />
  );
}
