import { Slot } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '@/lib/cn';

// Each variant and size sets its own properties, and a caller's className adds others (a width, a
// text or border colour on the outline): two classes for one property are an error (src/lib/cn.ts).
const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/50',
  accent: 'bg-accent-700 text-white hover:bg-accent-800 disabled:bg-accent-700/50',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/50',
  /** A send button that waits for a tick: it looks disabled but still answers a press with the reason. */
  inactive: 'bg-slate-200 text-slate-600',
  // A border takes the text's colour unless the caller gives it one.
  outline: 'border bg-transparent hover:bg-black/5',
  outlineOnDark: 'border border-white/70 bg-transparent text-white hover:bg-white/10',
  ghost: 'bg-transparent hover:bg-black/5',
} as const;

const SIZES = {
  sm: 'h-9 rounded-lg px-3 text-sm',
  md: 'h-11 rounded-lg px-5 text-base',
  lg: 'h-12 rounded-lg px-7 text-lg',
  icon: 'size-11 rounded-lg',
  iconRound: 'size-11 rounded-full',
} as const;

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Render the child element (a link, say) with the button's look. */
  asChild?: boolean;
}

export function Button({ variant = 'primary', size = 'md', asChild, className, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(
        'inline-flex items-center justify-center gap-2 font-medium transition-colors disabled:cursor-not-allowed',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    />
  );
}
