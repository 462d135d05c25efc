import { localeWords } from './locale-words';

// Hebrew's words for the site's dates and "time ago" (see locale-words.ts), in a module of their own
// so that only Hebrew pages download them.
localeWords.he = {
  months: ['ינואר', 'פברואר', 'מרץ', 'אפריל', 'מאי', 'יוני', 'יולי', 'אוגוסט', 'ספטמבר', 'אוקטובר', 'נובמבר', 'דצמבר'],
  inMonth: 'ב',
  ago: 'לפני',
  units: {
    minute: ['דקה', '2 דקות', 'דקות'],
    hour: ['שעה', 'שעתיים', 'שעות'],
    day: ['יום אחד', 'יומיים', 'ימים'],
    month: ['חודש', 'חודשיים', 'חודשים'],
    year: ['שנה', 'שנתיים', 'שנים'],
  },
};
