import { registerHebrewWords } from './locale-text';

// Hebrew's words for the site's dates and "time ago" (see HebrewWords in locale-text.ts), in a module
// of their own so that only Hebrew pages download them.
registerHebrewWords({
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
});
