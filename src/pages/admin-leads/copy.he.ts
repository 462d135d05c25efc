import adminAuthCopy from '@/features/admin-auth/copy.he';
import leadInboxCopy from '@/features/lead-inbox/copy.he';
import type { AdminLeadsCopy } from './copy.en';

const copy: AdminLeadsCopy = {
  meta: {
    title: 'תיבת פניות',
    description: 'כלי פנימי לצוות של Lusa Property: כל הפניות שהגיעו דרך האתר, ובקשות של נושאי מידע.',
  },
  hero: {
    title: 'תיבת פניות',
    subtitle: 'כלי ניהול – לא לציבור',
  },
  auth: adminAuthCopy,
  inbox: leadInboxCopy,
};

export default copy;
