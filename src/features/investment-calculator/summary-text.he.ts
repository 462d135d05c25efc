import type { SummaryText } from './summary-text';

const text: SummaryText = {
  subject: 'הערכת ההשקעה שלי בנדל"ן בפורטוגל – Lusa Property',
  heading: 'הערכת תשואה על ההשקעה',
  inputsTitle: 'הנתונים שהזנתי',
  inputs: {
    equity: 'סכום ההשקעה (הון עצמי)',
    leverage: 'מימון במשכנתא',
    term: 'תקופת המשכנתא',
    propertyType: 'סוג הנכס',
    residence: 'תגורו בפורטוגל?',
  },
  residences: {
    resident: 'תושבי מס כבר עכשיו',
    becoming_resident: 'תושבי מס בתוך שנתיים',
    non_resident: 'לא תושבי מס',
  },
  types: { apartment: 'דירה', family_house: 'בית משפחתי', multi_family: 'בניין מגורים' },
  termValue: '{years} שנים',
  noMortgage: 'ללא משכנתא',
  resultsTitle: 'התוצאות המשוערות',
  results: {
    annualReturn: 'תשואה שנתית על ההון העצמי, לפני מס',
    weightedReturn: 'תשואה משוקללת',
    monthlyIncome: 'הכנסה חודשית אחרי המשכנתא, לפני מס',
    propertyValue: 'שווי הנכס',
    loanAmount: 'סכום ההלוואה',
    monthlyMortgagePayment: 'החזר משכנתא חודשי',
    grossMonthlyRent: 'שכר דירה חודשי ברוטו',
    monthlyExpenses: 'הוצאות חודשיות',
    oneTimeCosts: 'מסים ועמלות חד-פעמיים',
    cashAtPurchase: 'הסכום שתצטרכו ביום החתימה',
    netYieldBeforeTax: 'תשואה נטו לפני מס',
    netYieldAfterTax: 'תשואה נטו אחרי מס',
  },
  taxRateNote: '(מס בשיעור {taxRate} על שכר הדירה)',
  assumptions:
    'הנחות החישוב: ריבית משכנתא של {rate} בשנה, תשואת שכירות ברוטו של {yield}, הוצאות שוטפות של {share} משכר הדירה (ניהול כולל מע"מ, מס רכוש שנתי, דמי ועד בית, ביטוח, תחזוקה ותקופות בלי שוכר), עלויות חד-פעמיות לפי טבלאות המס של השנה לדירה להשכרה בפורטוגל היבשתית, תשואה משוקללת = תשואת השכירות ועוד {premium} נקודות אחוז.',
  changedAssumptions: 'הנחות ששיניתי: {list}.',
  expenseNames: {
    managementMonthly: 'ניהול לחודש',
    imiPercent: 'מס רכוש (IMI) לשנה',
    condominiumPercent: 'דמי ועד בית לשנה',
    insurancePercent: 'ביטוח לשנה',
    maintenancePercent: 'תחזוקה לשנה',
    vacancyPercent: 'תקופות בלי שוכר (משכר הדירה)',
  },
  disclaimer: 'זוהי הערכה בלבד, לא הצעה ולא הבטחה לתשואה. מסים וריביות משתנים – כדאי לבדוק אותם לפני הרכישה.',
  linkLabel: 'לפתיחת ההערכה הזאת שוב:',
};

export default text;
