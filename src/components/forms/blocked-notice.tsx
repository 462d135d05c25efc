import { ShieldAlert } from 'lucide-react';
import { useI18n } from '@/lib/i18n/i18n-context';
import { FormAlert } from './form-alert';

/** The 'Temporarily Blocked' alert a lead form shows while its submission limit holds. */
export function BlockedNotice() {
  const { ui } = useI18n();
  return (
    <FormAlert icon={ShieldAlert}>
      <div>
        <p className="font-semibold">{ui.leadForm.blockedTitle}</p>
        <p className="text-sm">{ui.leadForm.blockedDescription}</p>
      </div>
    </FormAlert>
  );
}
