import { Building2, TrendingUp } from 'lucide-react';
import type { Dictionary } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';

export type ContactFormService = 'investment' | 'property';

const SERVICE_OPTIONS = [
  { value: 'property', label: (ui: Dictionary) => ui.contactForm.serviceProperty, Icon: Building2 },
  { value: 'investment', label: (ui: Dictionary) => ui.contactForm.serviceInvestment, Icon: TrendingUp },
] as const;

export interface ServiceChoiceProps {
  /** The radio group's name, unique on the page. */
  name: string;
  value: ContactFormService;
  onChange: (service: ContactFormService) => void;
}

/** The contact page's investment/property toggle: two large radio cards. */
export function ServiceChoice({ name, value: chosen, onChange }: ServiceChoiceProps) {
  const { ui } = useI18n();
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-medium text-slate-900">{ui.contactForm.serviceLegend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {SERVICE_OPTIONS.map(({ value, label, Icon }) => (
          <label
            key={value}
            className="flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 border-slate-200 bg-white px-4 py-3 transition-colors hover:border-brand-300 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={chosen === value}
              onChange={() => onChange(value)}
              className="size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
            />
            <Icon aria-hidden className="size-5 shrink-0 text-brand-700" />
            <span className="font-medium text-slate-900">{label(ui)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
