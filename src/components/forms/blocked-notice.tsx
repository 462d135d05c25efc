import { ShieldAlert } from 'lucide-react';
import { useI18n } from '@/lib/i18n/i18n-context';

/** The 'Temporarily Blocked' alert a lead form shows while its submission limit holds. */
export function BlockedNotice() {
  const { ui } = useI18n();
  return (
    <div role="alert" className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
      <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{ui.leadForm.blockedTitle}</p>
        <p className="text-sm">{ui.leadForm.blockedDescription}</p>
      </div>
    </div>
  );
}
