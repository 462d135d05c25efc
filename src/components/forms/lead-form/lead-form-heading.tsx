import { useEffect, useRef, type ReactNode } from 'react';

export interface LeadFormHeadingProps {
  id: string;
  title: string;
  intro: string;
  /** A form revealed by a click announces itself: focus moves to its heading. */
  focusOnMount?: boolean;
  children?: ReactNode;
}

/** The heading that names a lead form (its id goes to the form's aria-labelledby), and its intro. */
export function LeadFormHeading({ id, title, intro, focusOnMount = false, children }: LeadFormHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <div>
      <h3 id={id} ref={ref} tabIndex={focusOnMount ? -1 : undefined} className="text-xl font-bold text-slate-900">
        {title}
      </h3>
      <p className="mt-1 text-slate-600">{intro}</p>
      {children}
    </div>
  );
}
