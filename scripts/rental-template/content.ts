// The text of the downloadable rental agreement template (docs/decisions.md, "Rental
// agreement template"): a residential lease under Portuguese law, with blanks to fill, in English,
// Hebrew and Portuguese. generate.ts turns it into Word documents: English with Hebrew, and the
// Portuguese text (which governs) with English or Hebrew beside it. Rules as of 2026: Civil Code
// (Código Civil) arts. 1022 and following as amended by Law 13/2019 and the 2023 changes to art. 1076
// (advance rent and deposit at most two months' rent), the NRAU (Law 6/2006), and the Stamp Duty Code
// (Modelo 2 declaration by the end of the month after the lease starts; 10% of one month's rent,
// item 2 of its table; tenants may report an unregistered lease since 1 August 2025). The rates it
// states come from the facts module (docs/facts.md).
import { RENTAL_RULES } from '@/lib/content/facts';
import { formatPercent } from '@/lib/format/intl';

/** A rate in the Hebrew text, written by the formatter as everywhere else (docs/copy-style.md). */
const hePercent = (percent: number) => formatPercent(percent, 'he', 2);
/** A rate in the Portuguese text, likewise. */
const ptPercent = (percent: number) => formatPercent(percent, 'pt', 2);

/** The languages of the template. */
export type TemplateLang = 'en' | 'he' | 'pt';

/** One text in some of the template's languages. */
export type TemplateText<L extends TemplateLang> = Readonly<Record<L, string>>;

/**
 * One text in every language of the template (the name is older than the Portuguese: the English
 * and Hebrew document is bilingual, and so is each Portuguese one).
 */
export type Bilingual = TemplateText<TemplateLang>;

/** The language a Portuguese document shows beside the Portuguese text. */
export type CompanionLang = Exclude<TemplateLang, 'pt'>;

/** The ten sections the page lists, in the document's order. */
export const TEMPLATE_SECTION_IDS = [
  'parties',
  'property',
  'period',
  'rent',
  'deposit',
  'maintenance',
  'uses',
  'termination',
  'insurance',
  'jurisdiction',
] as const;

export type TemplateSectionId = (typeof TEMPLATE_SECTION_IDS)[number];

export interface TemplateSection {
  id: TemplateSectionId;
  title: Bilingual;
  clauses: readonly Bilingual[];
}

export interface RentalTemplateContent {
  title: Bilingual;
  subtitle: Bilingual;
  /**
   * The cover note of the English and Hebrew document: not legal advice, the Portuguese text, how
   * to register the lease. The Portuguese documents have their own (portugueseEdition).
   */
  note: { title: Bilingual; items: readonly TemplateText<CompanionLang>[] };
  sections: readonly TemplateSection[];
  signatures: { title: Bilingual; lines: readonly Bilingual[] };
}

/** A blank to fill in. */
const B = '__________';

const NOTE_TITLE: Bilingual = {
  en: 'Before you use this template',
  he: 'לפני שמשתמשים בתבנית',
  pt: 'Antes de utilizar esta minuta',
};

// The cover note's items that every document carries.
const NOT_LEGAL_ADVICE: Bilingual = {
  en: 'This is a template, not legal advice. Rental law in Portugal changes often: have a Portuguese lawyer (advogado) or solicitor (solicitador) check the final text before anyone signs.',
  he: 'זו תבנית, לא ייעוץ משפטי. דיני השכירות בפורטוגל משתנים לעיתים קרובות: לפני החתימה, בקשו מעורך דין פורטוגלי (advogado) או מסוליסיטור (solicitador) לבדוק את הנוסח הסופי.',
  pt: 'Esta minuta é um modelo e não constitui aconselhamento jurídico. A legislação do arrendamento muda com frequência: antes da assinatura, peça a um advogado ou solicitador que reveja o texto final.',
};

const REGISTRATION: Bilingual = {
  en: `How to register the lease: by the end of the month after the lease starts, the landlord submits the lease declaration (Declaração do contrato de arrendamento, Modelo 2) on the Portal das Finanças, in its rentals area (Arrendamento), attaching a copy of the signed contract. Finanças then issues a payment slip for stamp duty (Imposto do Selo) of ${RENTAL_RULES.leaseStampDutyPercent}% of one month\u2019s rent, which the landlord pays. Changes to the lease and its end are reported the same way.`,
  he: `איך רושמים את החוזה: עד סוף החודש שאחרי תחילת השכירות, המשכיר מגיש באתר Portal das Finanças, באזור השכירות (Arrendamento), את הצהרת החוזה (Modelo 2) ומצרף עותק של החוזה החתום. לאחר מכן רשות המסים מנפיקה שובר לתשלום מס בולים (Imposto do Selo) בשיעור ${hePercent(RENTAL_RULES.leaseStampDutyPercent)} משכר דירה של חודש אחד, והמשכיר משלם אותו. גם שינויים בחוזה וסיומו מדווחים באותה דרך.`,
  pt: `Comunicação do contrato à AT: até ao fim do mês seguinte ao do início do arrendamento, o senhorio entrega no Portal das Finanças, na área Arrendamento, a declaração do contrato de arrendamento (Modelo 2), com cópia do contrato assinado. A Autoridade Tributária (AT) emite depois a guia para pagamento do Imposto do Selo, de ${ptPercent(RENTAL_RULES.leaseStampDutyPercent)} de uma renda mensal, a cargo do senhorio. As alterações do contrato e a sua cessação são comunicadas pela mesma via.`,
};

const RENT_RECEIPTS: Bilingual = {
  en: 'For every rent payment the landlord issues an electronic rent receipt (recibo de renda eletrónico) on the same portal. If the landlord does not register the lease in time, the tenant may report it to Finanças (possible since 1 August 2025).',
  he: 'על כל תשלום של שכר דירה המשכיר מנפיק קבלה אלקטרונית (recibo de renda eletrónico) באותו אתר. אם המשכיר לא רשם את החוזה בזמן, השוכר רשאי לדווח עליו לרשות המסים (אפשרי מאז 1 באוגוסט 2025).',
  pt: 'Por cada renda recebida, o senhorio emite o recibo de renda eletrónico no mesmo portal. Se o senhorio não comunicar o contrato dentro do prazo, o arrendatário pode comunicá-lo à AT (possibilidade em vigor desde 1 de agosto de 2025).',
};

/** Clause 10.3 of the English and Hebrew document: which versions exist and which prevails. */
const VERSIONS_EN_HE: Bilingual = {
  en: `10.3 This agreement is signed in ${B} copies, in Portuguese, English and Hebrew. If the versions differ, the Portuguese version prevails; the English and Hebrew versions help the parties understand it.`,
  he: `10.3 החוזה נחתם ב-${B} עותקים, בפורטוגזית, באנגלית ובעברית. אם יש הבדל בין הנוסחים, הנוסח הפורטוגלי קובע; הנוסחים באנגלית ובעברית נועדו לעזור לצדדים להבין אותו.`,
  pt: `10.3 O presente contrato é feito em ${B} exemplares, nas versões em língua portuguesa, inglesa e hebraica. Em caso de divergência entre as versões, prevalece a versão em língua portuguesa; as versões em língua inglesa e hebraica destinam-se a facilitar a sua compreensão pelas partes.`,
};

export const RENTAL_TEMPLATE: RentalTemplateContent = {
  title: {
    en: 'Residential lease agreement – Portugal',
    he: 'חוזה שכירות למגורים – פורטוגל',
    pt: 'Contrato de Arrendamento para Habitação',
  },
  subtitle: {
    en: 'Contrato de arrendamento urbano para habitação. A template under Portuguese law (Civil Code, arts. 1022 and following, and the NRAU, Law 6/2006), as of 2026.',
    he: 'תבנית לחוזה שכירות למגורים לפי הדין הפורטוגלי (הקוד האזרחי, סעיפים 1022 ואילך, וחוק השכירות העירונית NRAU, חוק 6/2006), נכון ל-2026.',
    pt: `Minuta de contrato de arrendamento urbano para habitação, ao abrigo da lei portuguesa (Código Civil, artigos 1022.º e seguintes, e Novo Regime do Arrendamento Urbano – NRAU, aprovado pela Lei n.º 6/2006), atualizada em ${RENTAL_RULES.year}.`,
  },
  note: {
    title: NOTE_TITLE,
    items: [
      NOT_LEGAL_ADVICE,
      {
        en: 'The tax office (Autoridade Tributária, known as Finanças) registers the lease from its Portuguese text. Have a Portuguese version of this agreement prepared, sign it together with this one, and attach the Portuguese version when you register. Clause 10.3 makes the Portuguese version prevail.',
        he: 'רשות המסים הפורטוגלית (Autoridade Tributária, המכונה Finanças) רושמת את החוזה לפי הנוסח הפורטוגלי שלו. הכינו גרסה פורטוגלית של החוזה, חתמו עליה יחד עם הגרסה הזו, וצרפו את הגרסה הפורטוגלית ברישום. לפי סעיף 10.3, הגרסה הפורטוגלית היא הקובעת.',
      },
      REGISTRATION,
      RENT_RECEIPTS,
      {
        en: `Fill in every blank (${B}) and delete the options in [square brackets] that do not apply. Each section appears first in English and then in Hebrew; both say the same.`,
        he: `מלאו כל שורה ריקה (${B}) ומחקו את האפשרויות שבסוגריים מרובעים [ ] שאינן רלוונטיות. כל סעיף מופיע קודם באנגלית ואחר כך בעברית, ושני הנוסחים אומרים אותו דבר.`,
      },
    ],
  },
  sections: [
    {
      id: 'parties',
      title: { en: '1. Parties', he: '1. הצדדים', pt: '1. Partes' },
      clauses: [
        {
          en: `1.1 Landlord (Senhorio): full name ${B}, tax number (NIF) ${B}, ID card or passport no. ${B}, address ${B}, e-mail ${B}.`,
          he: `1.1 המשכיר (Senhorio): שם מלא ${B}, מספר זיהוי לצורכי מס (NIF) ${B}, מספר תעודת זהות או דרכון ${B}, כתובת ${B}, דואר אלקטרוני ${B}.`,
          pt: `1.1 Primeiro outorgante (Senhorio): nome completo ${B}, número de identificação fiscal (NIF) ${B}, cartão de cidadão ou passaporte n.º ${B}, morada ${B}, endereço de correio eletrónico ${B}.`,
        },
        {
          en: `1.2 Tenant (Arrendatário): full name ${B}, tax number (NIF) ${B}, ID card or passport no. ${B}, current address ${B}, e-mail ${B}.`,
          he: `1.2 השוכר (Arrendatário): שם מלא ${B}, מספר זיהוי לצורכי מס (NIF) ${B}, מספר תעודת זהות או דרכון ${B}, כתובת נוכחית ${B}, דואר אלקטרוני ${B}.`,
          pt: `1.2 Segundo outorgante (Arrendatário): nome completo ${B}, número de identificação fiscal (NIF) ${B}, cartão de cidadão ou passaporte n.º ${B}, morada atual ${B}, endereço de correio eletrónico ${B}.`,
        },
        {
          en: `1.3 [Guarantor (Fiador): full name ${B}, tax number (NIF) ${B}, address ${B}. The guarantor guarantees all the tenant's obligations under this agreement and its renewals, and waives the right to have the tenant's assets pursued first (benefício da excussão prévia).]`,
          he: `1.3 [ערב (Fiador): שם מלא ${B}, מספר זיהוי לצורכי מס (NIF) ${B}, כתובת ${B}. הערב ערב לכל התחייבויות השוכר לפי החוזה ולפי חידושיו, ומוותר על הזכות לדרוש שייפרעו קודם מנכסי השוכר (benefício da excussão prévia).]`,
          pt: `1.3 [Fiador: nome completo ${B}, número de identificação fiscal (NIF) ${B}, morada ${B}. O fiador garante, como fiador e principal pagador, o cumprimento de todas as obrigações do arrendatário emergentes do presente contrato e das suas renovações, e renuncia ao benefício da excussão prévia.]`,
        },
        {
          en: '1.4 Notices under this agreement are given in writing, by registered letter with acknowledgement of receipt (carta registada com aviso de receção) to the addresses above, or by e-mail to the addresses above where the law allows it.',
          he: '1.4 הודעות לפי החוזה יינתנו בכתב, במכתב רשום עם אישור מסירה (carta registada com aviso de receção) לכתובות שלמעלה, או בדואר אלקטרוני לכתובות שלמעלה כשהחוק מתיר זאת.',
          pt: '1.4 As comunicações entre as partes relativas ao presente contrato são feitas por escrito, por carta registada com aviso de receção para as moradas acima indicadas ou, nos casos em que a lei o admita, por correio eletrónico para os endereços acima indicados.',
        },
      ],
    },
    {
      id: 'property',
      title: { en: '2. The property', he: '2. הנכס', pt: '2. Objeto do arrendamento' },
      clauses: [
        {
          en: `2.1 The landlord lets to the tenant the dwelling at ${B} (street, number, floor, postcode, parish and municipality), entered in the land registry (Conservatória do Registo Predial) under no. ${B} and in the urban property tax register (matriz predial urbana) under article ${B} of the parish of ${B}.`,
          he: `2.1 המשכיר משכיר לשוכר את הדירה בכתובת ${B} (רחוב, מספר, קומה, מיקוד, רובע ועירייה), הרשומה בלשכת רישום המקרקעין (Conservatória do Registo Predial) במספר ${B} ובמרשם המס של נכסים עירוניים (matriz predial urbana) בסעיף ${B} של הרובע ${B}.`,
          pt: `2.1 O senhorio dá de arrendamento ao arrendatário a fração autónoma [ou o prédio] destinada a habitação, sita em ${B} (rua, número, andar, código postal, freguesia e concelho), descrita na Conservatória do Registo Predial sob o n.º ${B} e inscrita na matriz predial urbana sob o artigo ${B} da freguesia de ${B}.`,
        },
        {
          en: `2.2 Type T${B} (number of bedrooms), usable area ${B} m², with ${B} (parking space, storage room, balcony, other).`,
          he: `2.2 סוג T${B} (מספר חדרי השינה), שטח שימושי ${B} מ"ר, כולל ${B} (חניה, מחסן, מרפסת, אחר).`,
          pt: `2.2 Tipologia T${B} (número de quartos), com a área útil de ${B} m², dispondo de ${B} (lugar de estacionamento, arrecadação, varanda, outros).`,
        },
        {
          en: `2.3 Licence of use (autorização de utilização) no. ${B}, issued by ${B} on ${B}. Energy certificate (certificado energético) no. ${B}, class ${B}.`,
          he: `2.3 רישיון שימוש (autorização de utilização) מספר ${B}, שהונפק על ידי ${B} בתאריך ${B}. תעודת יעילות אנרגטית (certificado energético) מספר ${B}, דירוג ${B}.`,
          pt: `2.3 Licença de utilização (autorização de utilização) n.º ${B}, emitida por ${B} em ${B}. Certificado energético n.º ${B}, classe energética ${B}.`,
        },
        {
          en: '2.4 The property is let [furnished / unfurnished]. An inventory of the furniture and appliances and a record of the condition of the property, with dated photographs, signed by both parties, form Annex 1.',
          he: '2.4 הנכס מושכר [מרוהט / לא מרוהט]. רשימת הריהוט ומכשירי החשמל ופרוטוקול מצב הנכס עם תמונות מתוארכות, חתומים בידי שני הצדדים, הם נספח 1.',
          pt: '2.4 O imóvel é arrendado [mobilado / não mobilado]. O inventário do mobiliário e dos equipamentos e o auto de vistoria do estado de conservação do imóvel, com fotografias datadas, assinados por ambas as partes, constituem o Anexo 1.',
        },
      ],
    },
    {
      id: 'period',
      title: { en: '3. Period and renewal', he: '3. תקופת השכירות וחידושה', pt: '3. Prazo e renovação' },
      clauses: [
        {
          en: `3.1 The property is let as the tenant's permanent home (habitação permanente), for a fixed term (prazo certo) of ${B} year(s) [at least one year], from ${B} to ${B}.`,
          he: `3.1 הנכס מושכר כדירת המגורים הקבועה של השוכר (habitação permanente), לתקופה קצובה (prazo certo) של ${B} שנים [שנה אחת לפחות], מתאריך ${B} עד תאריך ${B}.`,
          pt: `3.1 O arrendamento destina-se a habitação permanente do arrendatário e é celebrado com prazo certo, pelo período de ${B} ano(s) [no mínimo, um ano], com início em ${B} e termo em ${B}.`,
        },
        {
          en: `3.2 At the end of the term the lease renews automatically for successive periods of ${B} year(s) [the initial term, or three years if the initial term is shorter: Civil Code art. 1096], unless either party opposes renewal in writing with the notice below.`,
          he: `3.2 בתום התקופה החוזה מתחדש מאליו לתקופות רצופות של ${B} שנים [כמו התקופה הראשונה, או שלוש שנים אם התקופה הראשונה קצרה מכך: הקוד האזרחי, סעיף 1096], אלא אם אחד הצדדים מתנגד לחידוש בכתב, בהודעה מוקדמת כמפורט להלן.`,
          pt: `3.2 Findo o prazo, o contrato renova-se automaticamente por períodos sucessivos de ${B} ano(s) [igual ao prazo inicial ou de três anos, se este for inferior: artigo 1096.º do Código Civil], salvo se qualquer das partes se opuser à renovação, por escrito, com a antecedência prevista nos números seguintes.`,
        },
        {
          en: '3.3 The landlord gives notice of at least 240 days for a term or renewal of six years or more, 120 days for one to six years, and 60 days for six months to one year (art. 1097). The landlord\u2019s opposition to the first renewal takes effect only three years after the lease began, unless the landlord needs the home for themselves or their children (arts. 1097 and 1102).',
          he: '3.3 המשכיר נותן הודעה מוקדמת של 240 ימים לפחות לתקופה או לחידוש של שש שנים ומעלה, 120 ימים לתקופה של שנה עד שש שנים, ו-60 ימים לתקופה של חצי שנה עד שנה (סעיף 1097). התנגדות המשכיר לחידוש הראשון נכנסת לתוקף רק שלוש שנים אחרי תחילת השכירות, אלא אם המשכיר צריך את הדירה למגוריו או למגורי ילדיו (סעיפים 1097 ו-1102).',
          pt: '3.3 O senhorio comunica a oposição à renovação com a antecedência mínima de 240 dias, se o prazo de duração inicial do contrato ou da sua renovação for igual ou superior a seis anos; de 120 dias, se for igual ou superior a um ano e inferior a seis anos; e de 60 dias, se for igual ou superior a seis meses e inferior a um ano (artigo 1097.º). A oposição do senhorio à primeira renovação só produz efeitos decorridos três anos sobre a celebração do contrato, salvo necessidade de habitação pelo próprio senhorio ou pelos seus descendentes em 1.º grau (artigos 1097.º e 1102.º).',
        },
        {
          en: '3.4 The tenant gives notice of at least 120 days for a term or renewal of six years or more, 90 days for one to six years, and 60 days for six months to one year (art. 1098).',
          he: '3.4 השוכר נותן הודעה מוקדמת של 120 ימים לפחות לתקופה או לחידוש של שש שנים ומעלה, 90 ימים לתקופה של שנה עד שש שנים, ו-60 ימים לתקופה של חצי שנה עד שנה (סעיף 1098).',
          pt: '3.4 O arrendatário comunica a oposição à renovação com a antecedência mínima de 120 dias, se o prazo de duração inicial do contrato ou da sua renovação for igual ou superior a seis anos; de 90 dias, se for igual ou superior a um ano e inferior a seis anos; e de 60 dias, se for igual ou superior a seis meses e inferior a um ano (artigo 1098.º).',
        },
      ],
    },
    {
      id: 'rent',
      title: { en: '4. Rent and payment', he: '4. שכר הדירה ואופן התשלום', pt: '4. Renda e pagamento' },
      clauses: [
        {
          en: `4.1 The monthly rent (renda) is € ${B} (${B} euros).`,
          he: `4.1 שכר הדירה החודשי (renda) הוא ${B} אירו (במילים: ${B} אירו).`,
          pt: `4.1 A renda mensal é de ${B} euros (por extenso: ${B} euros).`,
        },
        {
          en: `4.2 The rent is paid by the ${B} day of [the month before / the month] it covers, by bank transfer to IBAN ${B} in the landlord's name. Without this clause, the law makes each month's rent due on the first business day of the month before (art. 1075).`,
          he: `4.2 שכר הדירה משולם עד היום ה-${B} [בחודש שלפני החודש / בחודש] שעליו הוא משולם, בהעברה בנקאית לחשבון IBAN ${B} על שם המשכיר. בלי סעיף זה, לפי החוק שכר הדירה של כל חודש משולם ביום העסקים הראשון של החודש שלפניו (סעיף 1075).`,
          pt: `4.2 A renda é paga até ao dia ${B} do [mês anterior àquele a que respeita / mês a que respeita], por transferência bancária para o IBAN ${B}, de que o senhorio é titular. Na falta desta cláusula, a renda de cada mês vence-se no primeiro dia útil do mês imediatamente anterior àquele a que respeita (artigo 1075.º).`,
        },
        {
          en: `4.3 On signing, the tenant pays ${B} month(s) of rent in advance [at most two months: art. 1076, as amended in 2023]. The landlord issues an electronic rent receipt on the Portal das Finanças for every payment.`,
          he: `4.3 בחתימה על החוזה השוכר משלם מראש שכר דירה של ${B} חודשים [לכל היותר חודשיים: סעיף 1076, בנוסחו מ-2023]. על כל תשלום המשכיר מנפיק קבלה אלקטרונית באתר Portal das Finanças.`,
          pt: `4.3 Na data da assinatura do contrato, o arrendatário paga antecipadamente ${B} mês(es) de renda [no máximo, dois meses: artigo 1076.º, na redação dada pela Lei n.º 24-D/2022, de 30 de dezembro]. Por cada pagamento, o senhorio emite o recibo de renda eletrónico no Portal das Finanças.`,
        },
        {
          en: '4.4 From the end of the first year, the landlord may update the rent once a year by the coefficient the National Statistics Institute (INE) publishes each year, with at least 30 days\u2019 written notice (NRAU, art. 24).',
          he: '4.4 מתום השנה הראשונה המשכיר רשאי לעדכן את שכר הדירה פעם בשנה לפי המקדם שהלשכה הלאומית לסטטיסטיקה (INE) מפרסמת מדי שנה, בהודעה בכתב לפחות 30 ימים מראש (NRAU, סעיף 24).',
          pt: '4.4 Decorrido o primeiro ano de vigência do contrato, o senhorio pode atualizar a renda uma vez por ano, de acordo com o coeficiente publicado anualmente pelo Instituto Nacional de Estatística (INE), mediante comunicação escrita ao arrendatário com a antecedência mínima de 30 dias (artigo 24.º do NRAU).',
        },
        {
          en: `4.5 If the rent is late, the landlord may demand, besides the rent, compensation of ${RENTAL_RULES.lateRentPercent}% of the amount owed, unless the tenant pays within eight days of the due date (art. 1041).`,
          he: `4.5 אם שכר הדירה מאחר, המשכיר רשאי לדרוש, נוסף על שכר הדירה, פיצוי של ${hePercent(RENTAL_RULES.lateRentPercent)} מהסכום שבפיגור, אלא אם השוכר משלם תוך שמונה ימים מהמועד (סעיף 1041).`,
          pt: `4.5 Em caso de mora no pagamento da renda, o senhorio tem o direito de exigir, além das rendas em atraso, uma indemnização igual a ${ptPercent(RENTAL_RULES.lateRentPercent)} do que for devido, salvo se o arrendatário fizer cessar a mora no prazo de oito dias a contar do seu começo (artigo 1041.º).`,
        },
      ],
    },
    {
      id: 'deposit',
      title: { en: '5. Deposit and costs', he: '5. פיקדון והוצאות', pt: '5. Caução e encargos' },
      clauses: [
        {
          en: `5.1 On signing, the tenant pays a deposit (caução) of € ${B}, equal to ${B} month(s) of rent [at most two months\u2019 rent: art. 1076, as amended in 2023].`,
          he: `5.1 בחתימה על החוזה השוכר מפקיד פיקדון (caução) של ${B} אירו, השווה לשכר דירה של ${B} חודשים [לכל היותר שכר דירה של חודשיים: סעיף 1076, בנוסחו מ-2023].`,
          pt: `5.1 Na data da assinatura do contrato, o arrendatário entrega ao senhorio, a título de caução, a quantia de ${B} euros, correspondente a ${B} mês(es) de renda [no máximo, dois meses de renda: artigo 1076.º, na redação dada pela Lei n.º 24-D/2022, de 30 de dezembro].`,
        },
        {
          en: `5.2 The landlord returns the deposit within ${B} days after the tenant hands back the keys, less only what the tenant owes under this agreement (unpaid rent, unpaid bills, damage beyond normal wear and tear), with a written account of every deduction. The deposit is not used for the last month\u2019s rent unless both parties agree in writing.`,
          he: `5.2 המשכיר מחזיר את הפיקדון תוך ${B} ימים מהיום שהשוכר מחזיר את המפתחות, בניכוי מה שהשוכר חייב לפי החוזה בלבד (שכר דירה שלא שולם, חשבונות שלא שולמו, נזק מעבר לבלאי רגיל), עם פירוט בכתב של כל ניכוי. הפיקדון לא משמש לתשלום שכר הדירה של החודש האחרון, אלא בהסכמת שני הצדדים בכתב.`,
          pt: `5.2 O senhorio restitui a caução no prazo de ${B} dias a contar da entrega das chaves pelo arrendatário, deduzida apenas das quantias que este lhe deva nos termos do presente contrato (rendas em dívida, despesas por pagar, danos que excedam o desgaste decorrente de uma utilização normal), com discriminação escrita de cada dedução. A caução não é imputada na renda do último mês, salvo acordo escrito de ambas as partes.`,
        },
        {
          en: `5.3 From the start date the tenant pays for electricity, water, gas, telecommunications and ${B}, [and transfers these contracts into their own name / and repays the landlord against the bills].`,
          he: `5.3 מיום תחילת השכירות השוכר משלם על חשמל, מים, גז, תקשורת ו-${B}, [ומעביר את החוזים האלה על שמו / ומחזיר למשכיר את הסכומים לפי החשבונות].`,
          pt: `5.3 A partir da data de início do contrato, são encargo do arrendatário os consumos de eletricidade, água, gás, telecomunicações e ${B}, [transferindo os respetivos contratos para o seu nome / reembolsando o senhorio contra a apresentação das faturas].`,
        },
        {
          en: `5.4 The landlord pays the annual property tax (IMI) and [the condominium fees (quotas de condomínio) / ${B}]. [The tenant pays the ordinary condominium fees of € ${B} a month: art. 1078.] The landlord pays the stamp duty on the lease when registering it.`,
          he: `5.4 המשכיר משלם את מס הרכוש השנתי (IMI) ו[את דמי ועד הבית (quotas de condomínio) / ${B}]. [השוכר משלם את דמי ועד הבית השוטפים, ${B} אירו לחודש: סעיף 1078.] המשכיר משלם את מס הבולים על החוזה כשהוא רושם אותו.`,
          pt: `5.4 São encargo do senhorio o Imposto Municipal sobre Imóveis (IMI) e [as quotas de condomínio / ${B}]. [São encargo do arrendatário as despesas correntes de condomínio, no valor de ${B} euros por mês: artigo 1078.º.] O senhorio comunica o contrato à AT (Modelo 2) e suporta o Imposto do Selo devido pelo arrendamento.`,
        },
      ],
    },
    {
      id: 'maintenance',
      title: { en: '6. Maintenance and repairs', he: '6. תחזוקה ותיקונים', pt: '6. Conservação e obras' },
      clauses: [
        {
          en: '6.1 The landlord keeps the property fit for living in and carries out the maintenance and repairs the law, building regulations or its condition require, except those the tenant causes (arts. 1031 and 1074).',
          he: '6.1 המשכיר שומר על הנכס ראוי למגורים ומבצע את התחזוקה והתיקונים שהחוק, תקנות הבנייה או מצב הנכס מחייבים, חוץ מאלה שהשוכר גרם להם (סעיפים 1031 ו-1074).',
          pt: '6.1 O senhorio assegura que o imóvel se mantém em condições de habitabilidade e realiza as obras de conservação exigidas pela lei, pelos regulamentos aplicáveis ou pelo estado do imóvel, salvo as que resultem de atuação do arrendatário (artigos 1031.º e 1074.º).',
        },
        {
          en: `6.2 The tenant takes good care of the property, pays for small repairs that come from normal daily use (${B}, for example light bulbs, tap washers, unblocking drains), and repairs any damage caused by them, their household or their visitors.`,
          he: `6.2 השוכר שומר על הנכס בקפידה, משלם על תיקונים קטנים הנובעים משימוש יומיומי רגיל (${B}, למשל נורות, אטמים לברזים, פתיחת סתימות), ומתקן כל נזק שגרמו הוא, בני ביתו או אורחיו.`,
          pt: `6.2 O arrendatário faz uma utilização prudente do imóvel, suporta as pequenas reparações decorrentes do seu uso normal e corrente (${B}, por exemplo lâmpadas, vedantes de torneiras, desentupimentos) e repara os danos causados por si, pelas pessoas do seu agregado familiar ou pelos seus visitantes.`,
        },
        {
          en: '6.3 The tenant tells the landlord in writing, without delay, of any defect or danger in the property. If the landlord does not carry out an urgent repair in time, the tenant may have it done and be repaid (art. 1036).',
          he: '6.3 השוכר מודיע למשכיר בכתב, בלי דיחוי, על כל ליקוי או סכנה בנכס. אם המשכיר אינו מבצע תיקון דחוף בזמן, השוכר רשאי לבצע אותו ולקבל את ההוצאה בחזרה (סעיף 1036).',
          pt: '6.3 O arrendatário comunica por escrito ao senhorio, sem demora, qualquer defeito ou situação de perigo no imóvel. Se o senhorio não realizar atempadamente uma reparação urgente, o arrendatário pode realizá-la e exigir o reembolso da despesa (artigo 1036.º).',
        },
        {
          en: `6.4 The tenant makes no works or alterations without the landlord\u2019s written consent. The landlord or their representative may visit the property at a time agreed in advance, with at least ${B} hours\u2019 notice [for example 48 hours].`,
          he: `6.4 השוכר אינו מבצע עבודות או שינויים בנכס בלי הסכמת המשכיר בכתב. המשכיר או נציגו רשאים לבקר בנכס במועד שתואם מראש, בהודעה של ${B} שעות לפחות [למשל 48 שעות].`,
          pt: `6.4 O arrendatário não realiza obras nem alterações no imóvel sem o consentimento escrito do senhorio. O senhorio ou o seu representante pode visitar o imóvel em data e hora previamente acordadas, com a antecedência mínima de ${B} horas [por exemplo, 48 horas].`,
        },
      ],
    },
    {
      id: 'uses',
      title: { en: '7. Permitted uses', he: '7. שימושים מותרים', pt: '7. Fim a que se destina o imóvel' },
      clauses: [
        {
          en: `7.1 The property is used only as the permanent home of the tenant and of these members of their household: ${B}.`,
          he: `7.1 הנכס משמש רק כדירת המגורים הקבועה של השוכר ושל בני ביתו האלה: ${B}.`,
          pt: `7.1 O imóvel destina-se exclusivamente a habitação permanente do arrendatário e dos seguintes membros do seu agregado familiar: ${B}.`,
        },
        {
          en: '7.2 The tenant may not sublet, lend or assign the property, in whole or in part, let rooms in it or offer it as short-term holiday accommodation (alojamento local), without the landlord\u2019s written consent (arts. 1038 and 1088).',
          he: '7.2 השוכר אינו רשאי להשכיר את הנכס בשכירות משנה, להשאיל אותו או להעביר אותו, כולו או חלקו, להשכיר בו חדרים או להציע אותו כאירוח לטווח קצר (alojamento local), בלי הסכמת המשכיר בכתב (סעיפים 1038 ו-1088).',
          pt: '7.2 O arrendatário não pode subarrendar, emprestar ou ceder, total ou parcialmente, o imóvel, arrendar quartos nem afetá-lo a alojamento local sem o consentimento escrito do senhorio (artigos 1038.º e 1088.º).',
        },
        {
          en: `7.3 Pets: [allowed: ${B} / not allowed]. The tenant has received the condominium rules (regulamento do condomínio) and keeps them, including the neighbours\u2019 rest hours.`,
          he: `7.3 חיות מחמד: [מותרות: ${B} / אסורות]. השוכר קיבל את תקנון הבניין (regulamento do condomínio) ומקיים אותו, כולל שעות המנוחה של השכנים.`,
          pt: `7.3 Animais de companhia: [permitidos: ${B} / não permitidos]. O arrendatário recebeu o regulamento do condomínio e obriga-se a cumpri-lo, incluindo os períodos de descanso dos vizinhos.`,
        },
      ],
    },
    {
      id: 'termination',
      title: { en: '8. Termination', he: '8. סיום החוזה', pt: '8. Cessação do contrato' },
      clauses: [
        {
          en: '8.1 Once a third of the initial term, or of a renewal, has passed, the tenant may end the lease at any time with written notice of 120 days if that term is one year or longer, or 60 days if it is shorter (art. 1098).',
          he: '8.1 אחרי שחלף שליש מהתקופה הראשונה או מתקופת החידוש, השוכר רשאי לסיים את החוזה בכל עת בהודעה בכתב של 120 ימים אם התקופה היא שנה או יותר, או 60 ימים אם היא קצרה משנה (סעיף 1098).',
          pt: '8.1 Decorrido um terço do prazo de duração inicial do contrato ou da sua renovação, o arrendatário pode denunciá-lo a todo o tempo, mediante comunicação escrita ao senhorio com a antecedência mínima de 120 dias, se o prazo for igual ou superior a um ano, ou de 60 dias, se for inferior a um ano (artigo 1098.º).',
        },
        {
          en: '8.2 Either party may end the lease for a serious breach by the other (arts. 1083 and following). Among other grounds, the landlord may end it when rent is two months or more in arrears, or when rent has been more than eight days late more than four times within twelve months.',
          he: '8.2 כל צד רשאי לסיים את החוזה בשל הפרה חמורה של הצד השני (סעיפים 1083 ואילך). בין היתר, המשכיר רשאי לסיים אותו כששכר הדירה בפיגור של חודשיים או יותר, או כששכר הדירה איחר ביותר משמונה ימים יותר מארבע פעמים בתוך שנים-עשר חודשים.',
          pt: '8.2 Qualquer das partes pode resolver o contrato com fundamento em incumprimento grave da outra parte (artigos 1083.º e seguintes). Entre outros fundamentos, o senhorio pode resolver o contrato em caso de mora igual ou superior a dois meses no pagamento da renda, ou de mora superior a oito dias no pagamento da renda por mais de quatro vezes, seguidas ou interpoladas, num período de doze meses.',
        },
        {
          en: `8.3 The parties may also end the lease at any time by a written agreement (revogação) that sets the handover date: ${B}.`,
          he: `8.3 הצדדים רשאים גם לסיים את החוזה בכל עת בהסכם בכתב (revogação) שקובע את מועד המסירה: ${B}.`,
          pt: `8.3 As partes podem ainda, a todo o tempo, fazer cessar o contrato por revogação, mediante acordo escrito que fixe a data de entrega do imóvel: ${B}.`,
        },
        {
          en: '8.4 When the lease ends, the tenant returns the keys and the property clean and in the condition recorded in Annex 1, allowing for normal wear and tear, and both parties sign a handover record. A tenant who stays on after the end pays the agreed rent until handover, doubled once they are in delay (art. 1045).',
          he: '8.4 בסיום השכירות השוכר מחזיר את המפתחות ואת הנכס נקי ובמצב המתואר בנספח 1, למעט בלאי רגיל, ושני הצדדים חותמים על פרוטוקול מסירה. שוכר שנשאר בנכס אחרי סיום החוזה משלם את שכר הדירה המוסכם עד המסירה, וכפליים ממנו מרגע שהוא בפיגור (סעיף 1045).',
          pt: '8.4 Findo o contrato, o arrendatário restitui as chaves e o imóvel limpo e no estado descrito no Anexo 1, ressalvadas as deteriorações inerentes a uma utilização normal, e as partes assinam o auto de entrega. Se o imóvel não for restituído no fim do contrato, o arrendatário paga, até à restituição, a renda acordada, elevada ao dobro logo que se constitua em mora (artigo 1045.º).',
        },
      ],
    },
    {
      id: 'insurance',
      title: { en: '9. Insurance', he: '9. ביטוח', pt: '9. Seguros' },
      clauses: [
        {
          en: `9.1 The landlord insures the property against fire, as the Civil Code requires for flats in a building under horizontal property (art. 1429), [and holds building insurance covering the landlord\u2019s furniture: policy no. ${B} with ${B}].`,
          he: `9.1 המשכיר מבטח את הנכס מפני אש, כפי שהקוד האזרחי מחייב לגבי דירות בבניין משותף (סעיף 1429), [ומחזיק ביטוח מבנה שמכסה גם את ריהוט המשכיר: פוליסה מספר ${B} בחברת ${B}].`,
          pt: `9.1 O senhorio segura o imóvel contra o risco de incêndio, como o Código Civil exige para as frações autónomas em regime de propriedade horizontal (artigo 1429.º), [e mantém um seguro multirriscos que abrange também o mobiliário do senhorio: apólice n.º ${B} da seguradora ${B}].`,
        },
        {
          en: `9.2 The tenant [must take out / is advised to take out] insurance for their belongings and for third-party liability (seguro de recheio e responsabilidade civil) for the whole lease, and shows the policy to the landlord on request: policy no. ${B} with ${B}.`,
          he: `9.2 השוכר [חייב לעשות / מומלץ שיעשה] ביטוח לתכולה ולאחריות כלפי צד שלישי (seguro de recheio e responsabilidade civil) לכל תקופת השכירות, ומציג את הפוליסה למשכיר לפי בקשתו: פוליסה מספר ${B} בחברת ${B}.`,
          pt: `9.2 O arrendatário [obriga-se a contratar / é aconselhado a contratar] um seguro de recheio e de responsabilidade civil para toda a duração do arrendamento, e exibe a apólice ao senhorio quando este o solicite: apólice n.º ${B} da seguradora ${B}.`,
        },
        {
          en: '9.3 Each party tells the other, and their insurer, of any damage without delay.',
          he: '9.3 כל צד מודיע לצד השני ולמבטח שלו על כל נזק, בלי דיחוי.',
          pt: '9.3 Cada uma das partes comunica à outra e à respetiva seguradora, sem demora, a ocorrência de qualquer dano.',
        },
      ],
    },
    {
      id: 'jurisdiction',
      title: {
        en: '10. Governing law and jurisdiction',
        he: '10. הדין החל וסמכות השיפוט',
        pt: '10. Lei aplicável e foro',
      },
      clauses: [
        {
          en: '10.1 This agreement is governed by Portuguese law: the Civil Code (arts. 1022 and following) and the New Urban Lease Regime (NRAU, Law 6/2006), as in force. Anything this agreement does not cover follows that law, and a clause that goes against a mandatory rule of that law is replaced by the rule.',
          he: '10.1 על החוזה חל הדין הפורטוגלי: הקוד האזרחי (סעיפים 1022 ואילך) וחוק השכירות העירונית החדש (NRAU, חוק 6/2006), בנוסחם התקף. כל עניין שהחוזה אינו מסדיר כפוף לדין הזה, וסעיף שסותר הוראה מחייבת של הדין מוחלף בהוראה.',
          pt: '10.1 O presente contrato rege-se pela lei portuguesa, designadamente pelo Código Civil (artigos 1022.º e seguintes) e pelo Novo Regime do Arrendamento Urbano (NRAU, Lei n.º 6/2006), na redação em vigor. Em tudo o que nele não estiver previsto aplica-se essa lei, e qualquer cláusula contrária a uma norma imperativa é substituída por esta.',
        },
        {
          en: `10.2 Disputes are decided by the courts of the place where the property is located [${B}], without prejudice to the special eviction procedure at the Balcão do Arrendatário e do Senhorio (BAS).`,
          he: `10.2 סכסוכים יוכרעו בבתי המשפט של המקום שבו נמצא הנכס [${B}], בלי לגרוע מהליך הפינוי המיוחד בלשכת השוכר והמשכיר (Balcão do Arrendatário e do Senhorio, BAS).`,
          pt: `10.2 Para dirimir quaisquer litígios emergentes do presente contrato é competente o tribunal da comarca da situação do imóvel [${B}], sem prejuízo do procedimento especial de despejo junto do Balcão do Arrendatário e do Senhorio (BAS).`,
        },
        VERSIONS_EN_HE,
        {
          en: `10.4 Annexes: 1 – inventory and condition record; 2 – energy certificate; 3 – condominium rules; ${B}.`,
          he: `10.4 נספחים: 1 – רשימת תכולה ופרוטוקול מצב הנכס; 2 – תעודת יעילות אנרגטית; 3 – תקנון הבניין; ${B}.`,
          pt: `10.4 Anexos: 1 – inventário e auto de vistoria; 2 – certificado energético; 3 – regulamento do condomínio; ${B}.`,
        },
      ],
    },
  ],
  signatures: {
    title: { en: 'Signatures', he: 'חתימות', pt: 'Assinaturas' },
    lines: [
      { en: `Place and date: ${B}`, he: `מקום ותאריך: ${B}`, pt: `Local e data: ${B}` },
      { en: `Landlord: ${B}`, he: `המשכיר: ${B}`, pt: `O Senhorio: ${B}` },
      { en: `Tenant: ${B}`, he: `השוכר: ${B}`, pt: `O Arrendatário: ${B}` },
      { en: `[Guarantor: ${B}]`, he: `[הערב: ${B}]`, pt: `[O Fiador: ${B}]` },
    ],
  },
};

/** The Portuguese name of the language beside the Portuguese text, and its English and Hebrew names. */
const COMPANION_NAMES: Record<CompanionLang, Bilingual> = {
  en: { pt: 'língua inglesa', en: 'English', he: 'באנגלית' },
  he: { pt: 'língua hebraica', en: 'Hebrew', he: 'בעברית' },
};

/**
 * What a Portuguese document (the Portuguese text, which governs, with English or Hebrew beside it)
 * says differently from the English and Hebrew one. Every text is written in the three languages;
 * the document shows the Portuguese and its companion.
 */
export interface PortugueseEdition {
  companion: CompanionLang;
  /** The clause at the start: the language versions, and that the Portuguese text prevails. */
  prevailing: Bilingual;
  note: { title: Bilingual; items: readonly Bilingual[] };
  /** The sections, with clause 10.3 naming this document's two versions. */
  sections: readonly TemplateSection[];
}

/** The text the Portuguese documents open with, and which decides a discrepancy. */
export const PORTUGUESE_PREVAILS = 'Em caso de divergência entre as versões, prevalece a versão em língua portuguesa.';

export function portugueseEdition(
  companion: CompanionLang,
  content: RentalTemplateContent = RENTAL_TEMPLATE,
): PortugueseEdition {
  const name = COMPANION_NAMES[companion];
  const versions: Bilingual = {
    pt: `10.3 O presente contrato é feito em ${B} exemplares, em língua portuguesa, com a versão em ${name.pt} ao lado. Em caso de divergência entre as versões, prevalece a versão em língua portuguesa; a versão em ${name.pt} destina-se a facilitar a sua compreensão pelas partes.`,
    en: `10.3 This agreement is signed in ${B} copies, in Portuguese with the ${name.en} version beside it. If the versions differ, the Portuguese version prevails; the ${name.en} version helps the parties understand it.`,
    he: `10.3 החוזה נחתם ב-${B} עותקים, בפורטוגזית ולצידה הנוסח ${name.he}. אם יש הבדל בין הנוסחים, הנוסח הפורטוגלי קובע; הנוסח ${name.he} נועד לעזור לצדדים להבין אותו.`,
  };
  return {
    companion,
    prevailing: {
      pt: `Versões linguísticas: o presente contrato é redigido em língua portuguesa, com a versão em ${name.pt} ao lado de cada cláusula. ${PORTUGUESE_PREVAILS}`,
      en: `Language versions: this agreement is written in Portuguese, with the ${name.en} version beside each clause. If the versions differ, the Portuguese version prevails.`,
      he: `נוסחי החוזה: החוזה מנוסח בפורטוגזית, והנוסח ${name.he} מופיע לצד כל סעיף. אם יש הבדל בין הנוסחים, הנוסח בפורטוגזית הוא הקובע.`,
    },
    note: {
      title: NOTE_TITLE,
      items: [
        NOT_LEGAL_ADVICE,
        {
          pt: `O texto em língua portuguesa é o que a Autoridade Tributária (AT) recebe com a comunicação do contrato e o que prevalece (cláusula 10.3). A versão em ${name.pt}, ao lado, permite que ambas as partes leiam as mesmas condições.`,
          en: `The Portuguese text is the one the tax office (Autoridade Tributária, AT) receives when the lease is registered, and the one that prevails (clause 10.3). The ${name.en} version beside it lets both parties read the same terms.`,
          he: `הנוסח בפורטוגזית הוא הנוסח שרשות המסים (Autoridade Tributária, AT) מקבלת ברישום החוזה, והוא הנוסח הקובע (סעיף 10.3). הנוסח ${name.he} שלצידו מאפשר לשני הצדדים לקרוא את אותם תנאים.`,
        },
        REGISTRATION,
        RENT_RECEIPTS,
        {
          pt: `Preencha todos os espaços em branco (${B}) e elimine as opções entre [parênteses retos] que não se apliquem, da mesma forma nas duas versões.`,
          en: `Fill in every blank (${B}) and delete the options in [square brackets] that do not apply, in the same way in both versions.`,
          he: `מלאו כל שורה ריקה (${B}) ומחקו את האפשרויות שבסוגריים מרובעים [ ] שאינן רלוונטיות, באותו אופן בשני הנוסחים.`,
        },
      ],
    },
    sections: content.sections.map((section) => ({
      ...section,
      clauses: section.clauses.map((clause) => (clause === VERSIONS_EN_HE ? versions : clause)),
    })),
  };
}

/** Both Portuguese documents' own texts, for the copy checks that read every Hebrew text (tests/copy). */
export const PORTUGUESE_EDITIONS: Record<CompanionLang, PortugueseEdition> = {
  en: portugueseEdition('en'),
  he: portugueseEdition('he'),
};
