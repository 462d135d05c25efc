// Posts as staff copy them from the groups (names and numbers made up), each with what a careful
// person reads in it. A field left out of `expected` is one the post does not state clearly: the
// reader must leave it empty. `misses` lists fields the reader is known to leave empty although the
// post states them; they count against its hit rate (see parse-post.test.ts).
import type { PostFacts } from './parse-post';

export interface PostFixture {
  name: string;
  lang: 'en' | 'he' | 'pt';
  text: string;
  expected: PostFacts;
  misses?: readonly (keyof PostFacts)[];
  /**
   * Written after the reader's rules and run against them unchanged: the fairer measure of how it
   * does on posts it was not tuned on.
   */
  heldOut?: boolean;
}

export const POST_FIXTURES: readonly PostFixture[] = [
  // -------------------------------------------------------------------------------------------
  // English
  // -------------------------------------------------------------------------------------------
  {
    name: 'en: T2 in Alfama, price with a comma, no pets',
    lang: 'en',
    text: `Available from the 1st of next month! ☀️
Lovely 2-bedroom apartment on the 3rd floor of a renovated building in the heart of Alfama, with a view over the rooftops to the Tagus.

• 78 m², fully furnished and equipped
• Washing machine, dishwasher, AC in every room

1,650 €/month + bills. 12-month contract, 2 months deposit. Sorry, no pets (building rules).
WhatsApp +351 912 438 106
https://www.facebook.com/groups/lisbonrentals/posts/2964417053318825/`,
    expected: {
      type: 'rent',
      price: 1650,
      bedrooms: 2,
      size_m2: 78,
      furnished: true,
      pets: false,
      phone: '+351 912 438 106',
      location: 'Lisbon, Alfama',
      source_url: 'https://www.facebook.com/groups/lisbonrentals/posts/2964417053318825/',
      group_url: 'https://www.facebook.com/groups/lisbonrentals',
    },
  },
  {
    name: 'en: studio, bills included, phone without country code',
    lang: 'en',
    text: `STUDIO FOR RENT near Saldanha – ALL BILLS INCLUDED (water, electricity, internet)
Ideal for one person. Kitchenette, private bathroom, lots of light. 3 min from Saldanha metro.
950 €/month, minimum 6 months. Non-smokers only, no pets.
Call or text 936 221 470`,
    expected: {
      type: 'rent',
      price: 950,
      bedrooms: 0,
      pets: false,
      phone: '+351 936 221 470',
      location: 'Lisbon, Saldanha',
    },
  },
  {
    name: 'en: family house in Cascais, unfurnished, pets welcome',
    lang: 'en',
    text: `Unfurnished 4-bedroom family house in a quiet residential area of Cascais, 10 minutes by car from the international schools.
240 m² on two floors, private garden with fruit trees, garage for two cars.
Pets welcome 🐕
Rent: 4,800 €/month. Long-term contract only. Contact Maria +351 917 554 302`,
    expected: {
      type: 'rent',
      price: 4800,
      bedrooms: 4,
      size_m2: 240,
      furnished: false,
      pets: true,
      phone: '+351 917 554 302',
      location: 'Cascais',
    },
  },
  {
    name: 'en: sale with k and sqm, 25 minutes from Lisbon',
    lang: 'en',
    text: `🏡 FOR SALE – 3 bed villa in Sintra, 25 min from Lisbon
180 sqm, plot 1,200 m2, pool, solar panels
Asking €595k, open to offers. No agents please!
DM me or call +44 7700 900123`,
    expected: {
      type: 'sale',
      price: 595000,
      bedrooms: 3,
      size_m2: 180,
      phone: '+44 7700 900123',
      location: 'Sintra',
    },
  },
  {
    name: 'en: T1 in Porto with a deposit figure and a per-month price',
    lang: 'en',
    text: `Modern T1 (48 m2) in Baixa, Porto, 2 minutes from Aliados.
Furnished, fast fibre internet, perfect for remote work.
Deposit 2200€. Rent 1100€/month + bills.
https://m.facebook.com/groups/portorentals/permalink/874120563391847/?mibextid=abc`,
    expected: {
      type: 'rent',
      price: 1100,
      bedrooms: 1,
      size_m2: 48,
      furnished: true,
      location: 'Porto',
      source_url: 'https://m.facebook.com/groups/portorentals/permalink/874120563391847/?mibextid=abc',
      group_url: 'https://www.facebook.com/groups/portorentals',
    },
  },
  {
    name: 'en: price in shekels is not euros',
    lang: 'en',
    text: `Hi all, my cousin is renting her 2BR flat in Lisbon (Arroios) while she is in Israel for a year.
Furnished, 70 sqm. She asks ₪4500 a month, pets ok.`,
    expected: {
      type: 'rent',
      otherCurrencyPrice: { currency: 'ILS', amount: 4500, text: '₪4500' },
      bedrooms: 2,
      size_m2: 70,
      furnished: true,
      pets: true,
      location: 'Lisbon, Arroios',
    },
  },
  {
    name: 'en: sale or rent leaves the type empty',
    lang: 'en',
    text: `Apartment in Faro old town, for sale or for rent (long term). 2 bedroom, 85m2, renovated 2022.
Sale €280,000 / rent €1,200 per month. Message me for details.`,
    expected: { bedrooms: 2, size_m2: 85, location: 'Faro' },
  },
  {
    name: 'en: nightly price is not a monthly rent',
    lang: 'en',
    text: `Cosy studio in Ericeira for short stays 🏄 €80/night, minimum 3 nights. Surfboard storage.
Book: https://www.airbnb.com/rooms/123456`,
    expected: {
      bedrooms: 0,
      location: 'Ericeira',
      source_url: 'https://www.airbnb.com/rooms/123456',
    },
  },
  {
    name: 'en: furnished or unfurnished, pets on request',
    lang: 'en',
    text: `Long term rent – T3 in Oeiras, 120 m², can be rented furnished or unfurnished. Pets on request.
€1.900 p/m. Tel 965 123 987`,
    expected: {
      type: 'rent',
      price: 1900,
      bedrooms: 3,
      size_m2: 120,
      phone: '+351 965 123 987',
      location: 'Oeiras',
    },
  },
  {
    name: 'en: phone number that looks like a price, two-bedroom in words',
    lang: 'en',
    text: `two-bedroom flat to rent in Carcavelos, 5 min walk to the beach 🌊
1200 euros a month. call 912 345 678 (no calls after 9pm)`,
    expected: {
      type: 'rent',
      price: 1200,
      bedrooms: 2,
      phone: '+351 912 345 678',
      location: 'Carcavelos',
    },
  },
  {
    name: 'en: Israeli mobile in local format, instagram link',
    lang: 'en',
    text: `Selling our 2 bed apartment in Tavira! 92 sq m, sea views, garage.
Price: 345 000 EUR
Call Dana 052-123-4567 or see more photos: https://www.instagram.com/p/Cx1abc/`,
    expected: {
      type: 'sale',
      price: 345000,
      bedrooms: 2,
      size_m2: 92,
      phone: '+972 52 123 4567',
      location: 'Tavira',
      source_url: 'https://www.instagram.com/p/Cx1abc/',
    },
  },
  {
    name: 'en: price in dollars only',
    lang: 'en',
    text: `For rent: one-bedroom in Lagos, Algarve. $1,500 monthly, utilities included. Pet-friendly building.`,
    expected: {
      type: 'rent',
      otherCurrencyPrice: { currency: 'USD', amount: 1500, text: '$1,500' },
      bedrooms: 1,
      pets: true,
      location: 'Lagos',
    },
  },
  {
    name: 'en: two flats in one post leaves bedrooms and price empty',
    lang: 'en',
    text: `We have two apartments for rent in Coimbra near the university:
- T1, 45 m2, 750€
- T2, 65 m2, 950€
Both furnished. Students welcome.`,
    expected: { type: 'rent', furnished: true, location: 'Coimbra' },
  },
  {
    name: 'en: no details at all',
    lang: 'en',
    text: `Hi everyone! Does anyone know a good plumber? Thanks 🙏`,
    expected: {},
  },
  {
    name: 'en: room in a shared flat, price in euros word',
    lang: 'en',
    text: `Room available in a shared flat in Braga city centre, 400 euros including bills, from 1 December. No pets please.`,
    expected: { type: 'rent', price: 400, pets: false, location: 'Braga' },
    misses: ['type'],
  },
  {
    name: 'en: million with M, square metres in words',
    lang: 'en',
    text: `Exclusive: 5 bedroom villa for sale in Comporta, 450 square meters, 1 hectare of land. €3.2 million. Serious buyers only.`,
    expected: { type: 'sale', price: 3200000, bedrooms: 5, size_m2: 450, location: 'Comporta' },
  },
  // -------------------------------------------------------------------------------------------
  // Portuguese
  // -------------------------------------------------------------------------------------------
  {
    name: 'pt: arrenda-se T2 mobilado, €1.200',
    lang: 'pt',
    text: `ARRENDA-SE T2 MOBILADO EM LISBOA (Campo de Ourique) 🏠
Renda: €1.200/mês + despesas
85m2, 2º andar com elevador, aceita animais 🐶
Contacto: 913 222 111`,
    expected: {
      type: 'rent',
      price: 1200,
      bedrooms: 2,
      size_m2: 85,
      furnished: true,
      pets: true,
      phone: '+351 913 222 111',
      location: 'Lisbon, Campo de Ourique',
    },
  },
  {
    name: 'pt: vende-se moradia V4 com mil',
    lang: 'pt',
    text: `Vende-se moradia V4 em Albufeira, 220 m2 de área, terreno de 800 m2, piscina.
Preço: 650 mil euros. Sem mobília.
Tlm. +351 961 234 567`,
    expected: {
      type: 'sale',
      price: 650000,
      bedrooms: 4,
      size_m2: 220,
      furnished: false,
      phone: '+351 961 234 567',
      location: 'Albufeira',
    },
  },
  {
    name: 'pt: 1200€/mês, não aceita animais',
    lang: 'pt',
    text: `Aluga-se apartamento T1 no Porto, zona da Boavista. 1200€/mês. 60 m². Não aceita animais. Caução de 2 meses (2400€).`,
    expected: {
      type: 'rent',
      price: 1200,
      bedrooms: 1,
      size_m2: 60,
      pets: false,
      location: 'Porto, Boavista',
    },
  },
  {
    name: 'pt: 1.200 eur and quartos with a bathroom count',
    lang: 'pt',
    text: `Apartamento para arrendar em Setubal, 3 quartos, 2 casas de banho, cozinha equipada.
Valor 1.200 eur. Contrato mínimo 1 ano. Email: joao@example.pt`,
    expected: { type: 'rent', price: 1200, bedrooms: 3, location: 'Setúbal' },
  },
  {
    name: 'pt: assoalhadas counted with the living room',
    lang: 'pt',
    text: `Arrendamento - apartamento com 3 assoalhadas em Almada, vista rio, mobilado. 1 100 € por mês.`,
    expected: { type: 'rent', price: 1100, bedrooms: 2, furnished: true, location: 'Almada' },
  },
  {
    name: 'pt: wooden floors are not Madeira',
    lang: 'pt',
    text: `Vendo apartamento T3 em Aveiro, chão de madeira, 130m2, varanda 20 m2. 310.000€`,
    expected: { type: 'sale', price: 310000, bedrooms: 3, size_m2: 130, location: 'Aveiro' },
  },
  {
    name: 'pt: Madeira with a capital, 1.2k rent',
    lang: 'pt',
    text: `Arrenda-se T1 no Funchal, Madeira 🌴 Totalmente mobilado. €1.2k / mês. Animais de estimação bem-vindos!`,
    expected: { type: 'rent', price: 1200, bedrooms: 1, furnished: true, pets: true, location: 'Funchal' },
  },
  {
    name: 'pt: estúdio, sem animais, +351 with dots',
    lang: 'pt',
    text: `Estúdio para alugar em Coimbra, junto à universidade. 550€ mensais, despesas incluídas. Sem animais.
Contacto +351.934.555.666`,
    expected: {
      type: 'rent',
      price: 550,
      bedrooms: 0,
      pets: false,
      phone: '+351 934 555 666',
      location: 'Coimbra',
    },
  },
  {
    name: 'pt: Brazilian reais is not euros',
    lang: 'pt',
    text: `Alugo apartamento de 2 quartos em Braga, mobiliado, R$ 5.000 por mês (ou equivalente). WhatsApp https://wa.me/351925111222`,
    expected: {
      type: 'rent',
      otherCurrencyPrice: { currency: 'BRL', amount: 5000, text: 'R$ 5.000' },
      bedrooms: 2,
      furnished: true,
      phone: '+351 925 111 222',
      location: 'Braga',
    },
  },
  {
    name: 'pt: price reduced leaves two amounts',
    lang: 'pt',
    text: `Vende-se T2 em Portimão. Baixou de 250.000€ para 230.000€! 95 m2, garagem.`,
    expected: { type: 'sale', price: 230000, bedrooms: 2, size_m2: 95, location: 'Portimão' },
    misses: ['price'],
  },
  {
    name: 'pt: landline with country code, T2+1',
    lang: 'pt',
    text: `Para venda: apartamento T2+1 em Évora, centro histórico, 110 m², semi-mobilado. 275 mil €. Tel: +351 266 123 456`,
    expected: {
      type: 'sale',
      price: 275000,
      bedrooms: 2,
      size_m2: 110,
      phone: '+351 266 123 456',
      location: 'Évora',
    },
  },
  {
    name: 'pt: Lisbon without accent in a 10-minute clause',
    lang: 'pt',
    text: `Aluga-se quarto em T4 partilhado em Lisboa, a 10 min do metro Alvalade. 450€. Não fumadores.`,
    expected: { type: 'rent', price: 450, location: 'Lisbon' },
  },
  {
    name: 'pt: sale in Vila Nova de Gaia with accentless price',
    lang: 'pt',
    text: `VENDO moradia T3 em Vila Nova de Gaia, perto da praia. Preço 420000 euros. Area 160 metros quadrados. Aceitam-se animais.`,
    expected: {
      type: 'sale',
      price: 420000,
      bedrooms: 3,
      size_m2: 160,
      pets: true,
      location: 'Vila Nova de Gaia',
    },
  },
  {
    name: 'pt: price without currency after "Renda"',
    lang: 'pt',
    text: `Arrenda-se T1 em Matosinhos, perto do mar. Renda 850. Mobilado.`,
    expected: { type: 'rent', price: 850, bedrooms: 1, furnished: true, location: 'Matosinhos' },
  },
  // -------------------------------------------------------------------------------------------
  // Hebrew
  // -------------------------------------------------------------------------------------------
  {
    name: 'he: 3 rooms with the bedrooms stated, pets welcome',
    lang: 'he',
    text: `היי לכולם 👋
אנחנו עוזבים את הדירה שלנו בקמפו דה אוריקה ומחפשים שוכרים שייכנסו במקומנו מה-1 לחודש הבא.
3 חדרים (2 חדרי שינה + סלון), 90 מ״ר, קומה שנייה עם מעלית, מרוהטת לגמרי כולל מכונת כביסה ומדיח.
שכר דירה: 1,900 אירו לחודש + חשבונות. חוזה לשנה לפחות, פיקדון של חודשיים.
בעלי חיים מתקבלים בברכה 🐶
מוזמנים לשלוח הודעה בפרטי או בוואטסאפ 963-127-584`,
    expected: {
      type: 'rent',
      price: 1900,
      bedrooms: 2,
      size_m2: 90,
      furnished: true,
      pets: true,
      phone: '+351 963 127 584',
      location: 'Lisbon, Campo de Ourique',
    },
  },
  {
    name: 'he: 3 rooms only, the Israeli count',
    lang: 'he',
    text: `להשכרה בליסבון! דירת 3 חדרים משופצת, 75 מ"ר, לא מרוהטת. 1,350€ לחודש. ללא בעלי חיים. לפרטים: 054-7654321`,
    expected: {
      type: 'rent',
      price: 1350,
      bedrooms: 2,
      size_m2: 75,
      furnished: false,
      pets: false,
      phone: '+972 54 765 4321',
      location: 'Lisbon',
    },
  },
  {
    name: 'he: shekels are not euros',
    lang: 'he',
    text: `משכירים דירה בפורטו לשנה, 2 חדרי שינה, מרוהטת. המחיר 4,500 ש"ח לחודש (משלמים בארץ). מתאים לזוג.`,
    expected: {
      type: 'rent',
      otherCurrencyPrice: { currency: 'ILS', amount: 4500, text: '4,500 ש"ח' },
      bedrooms: 2,
      furnished: true,
      location: 'Porto',
    },
  },
  {
    name: 'he: sale with thousand in words',
    lang: 'he',
    text: `למכירה: דירת 4 חדרים בקשקאיש, 140 מטר, מרפסת 30 מ"ר עם נוף לים. מחיר: 780 אלף יורו. טל׳ +972-52-9876543`,
    expected: {
      type: 'sale',
      price: 780000,
      bedrooms: 3,
      size_m2: 140,
      phone: '+972 52 987 6543',
      location: 'Cascais',
    },
  },
  {
    name: 'he: T-notation beats the room count, euro sign first',
    lang: 'he',
    text: `דירת T2 להשכרה באשטוריל, 95 מ"ר, מרוהטת חלקית, €2,400 לחודש. חיות מחמד - לא. 🌊`,
    expected: { type: 'rent', price: 2400, bedrooms: 2, size_m2: 95, pets: false, location: 'Estoril' },
  },
  {
    name: 'he: half room leaves bedrooms empty',
    lang: 'he',
    text: `להשכרה דירת 3.5 חדרים בסינטרה, 110 מ"ר, גינה. 1800 אירו. מותר עם בעלי חיים`,
    expected: { type: 'rent', price: 1800, size_m2: 110, pets: true, location: 'Sintra' },
  },
  {
    name: 'he: studio, 20 minutes from Lisbon is not the place',
    lang: 'he',
    text: `סטודיו להשכרה בקרקבלוש, 20 דקות מליסבון ברכבת. 900 יורו כולל חשבונות. +351 924 000 777`,
    expected: {
      type: 'rent',
      price: 900,
      bedrooms: 0,
      phone: '+351 924 000 777',
      location: 'Carcavelos',
    },
  },
  {
    name: 'he: facebook link in the text, bills amount after the rent',
    lang: 'he',
    text: `מחפשים מחליפים לדירה שלנו בפארו 🙂 דירת 2 חדרים, מרוהטת, 800€ לחודש, חשבונות בערך 100€.
https://www.facebook.com/groups/israelisinportugal/posts/3018274659102846`,
    expected: {
      type: 'rent',
      price: 800,
      bedrooms: 1,
      furnished: true,
      location: 'Faro',
      source_url: 'https://www.facebook.com/groups/israelisinportugal/posts/3018274659102846',
      group_url: 'https://www.facebook.com/groups/israelisinportugal',
    },
  },
  {
    name: 'he: sale in Algarve with million',
    lang: 'he',
    text: `וילה למכירה באלגרבה (ליד לאגוש) – 5 חדרי שינה, בריכה, 300 מ"ר בנוי. 1.2 מיליון אירו. מתאים לבעלי חיים 🐕`,
    expected: { type: 'sale', price: 1200000, bedrooms: 5, size_m2: 300, pets: true, location: 'Algarve' },
  },
  {
    name: 'he: no phone, group link only',
    lang: 'he',
    text: `מישהו מכיר דירה להשכרה בבראגה? תקציב עד 900 אירו. תודה! https://www.facebook.com/groups/israelisinportugal/`,
    expected: {
      type: 'rent',
      location: 'Braga',
      group_url: 'https://www.facebook.com/groups/israelisinportugal',
    },
  },
  {
    name: 'he: dollars',
    lang: 'he',
    text: `דירה למכירה בפונשל, 3 חדרי שינה, 150 מ"ר. המחיר 650,000 דולר. ללא ריהוט`,
    expected: {
      type: 'sale',
      otherCurrencyPrice: { currency: 'USD', amount: 650000, text: '650,000 דולר' },
      bedrooms: 3,
      size_m2: 150,
      furnished: false,
      location: 'Funchal',
    },
  },
  {
    name: 'he: 500 metres from the sea is not the size',
    lang: 'he',
    text: `להשכרה דירת 2 חדרים באריסיירה, 500 מטר מהים, 1,100 אירו לחודש, מרוהטת. 052 111 2233`,
    expected: {
      type: 'rent',
      price: 1100,
      bedrooms: 1,
      furnished: true,
      phone: '+972 52 111 2233',
      location: 'Ericeira',
    },
  },
  {
    name: 'he: Hebrew number words',
    lang: 'he',
    text: `משכירה דירה עם שני חדרי שינה בטבירה, 80 מ"ר, 1000 יורו בחודש. בעלי חיים: לא.`,
    expected: { type: 'rent', price: 1000, bedrooms: 2, size_m2: 80, pets: false, location: 'Tavira' },
  },
  // -------------------------------------------------------------------------------------------
  // Held out: written after the rules above, expectations from reading only.
  // -------------------------------------------------------------------------------------------
  {
    name: 'held out en: lowercase t2, price after a colon with EUR code',
    lang: 'en',
    heldOut: true,
    text: `**AVAILABLE NOW** t2 apartment in lisbon (graça area), 2nd floor no lift
- 65m2
- furnished & equipped
- price: EUR 1350 / month
- no pets sorry!!
msg me on whatsapp 📱 +351 965 443 221`,
    expected: {
      type: 'rent',
      price: 1350,
      bedrooms: 2,
      size_m2: 65,
      furnished: true,
      pets: false,
      phone: '+351 965 443 221',
      location: 'Lisbon',
    },
  },
  {
    name: 'held out en: 3BR townhouse for sale, 1.1M',
    lang: 'en',
    heldOut: true,
    text: `Townhouse for sale in Estoril – 3BR / 3 bath, 210 m2 + rooftop terrace 40 m2. €1.1M. Agency fee not included. Viewings via +351 214 567 890`,
    expected: {
      type: 'sale',
      price: 1100000,
      bedrooms: 3,
      size_m2: 210,
      phone: '+351 214 567 890',
      location: 'Estoril',
    },
  },
  {
    name: 'held out en: sublet with dates, euro word before',
    lang: 'en',
    heldOut: true,
    text: `Subletting my 1 bedroom in Porto (Cedofeita) Jan–Jun. Rent is 950 euro incl. bills. Cat-friendly 🐱 Pets allowed. fb.com/groups/portoexpats/posts/998877`,
    expected: {
      type: 'rent',
      price: 950,
      bedrooms: 1,
      pets: true,
      location: 'Porto, Cedofeita',
    },
  },
  {
    name: 'held out en: rent with a square-feet size',
    lang: 'en',
    heldOut: true,
    text: `Beautiful 2-bed flat for long-term rent in Lagos marina, approx. 900 sq ft, €1,450pcm, partially furnished. Email only.`,
    expected: { type: 'rent', price: 1450, bedrooms: 2, location: 'Lagos' },
  },
  {
    name: 'held out en: wanted post with a budget',
    lang: 'en',
    heldOut: true,
    text: `LOOKING FOR a T1 or T2 to rent in Cascais or Oeiras, budget up to 1500€. We have a small dog. Thanks!`,
    expected: { type: 'rent' },
  },
  {
    name: 'held out pt: vendo T1 com mil e metros',
    lang: 'pt',
    heldOut: true,
    text: `VENDO T1 renovado em Lisboa - Arroios 🔑 48 m2 úteis. 289 mil €. Negociável. Ligue 938 765 432`,
    expected: {
      type: 'sale',
      price: 289000,
      bedrooms: 1,
      size_m2: 48,
      phone: '+351 938 765 432',
      location: 'Lisbon, Arroios',
    },
  },
  {
    name: 'held out pt: arrendamento de moradia, renda mensal',
    lang: 'pt',
    heldOut: true,
    text: `Arrendamento de longa duração: moradia T4 em Sintra com jardim, 200 m2. Renda mensal 2.300€. Não mobilada. Aceitamos animais de estimação.`,
    expected: {
      type: 'rent',
      price: 2300,
      bedrooms: 4,
      size_m2: 200,
      furnished: false,
      pets: true,
      location: 'Sintra',
    },
  },
  {
    name: 'held out pt: quarto room in shared house',
    lang: 'pt',
    heldOut: true,
    text: `Aluga-se quarto em casa partilhada em Faro, 350€ tudo incluído. Só raparigas. 961 111 222`,
    expected: { type: 'rent', price: 350, phone: '+351 961 111 222', location: 'Faro' },
  },
  {
    name: 'held out pt: Algarve villa with euros written after milhões',
    lang: 'pt',
    heldOut: true,
    text: `Moradia de luxo V5 em Vilamoura, à venda por 2,5 milhões de euros. 400 m² de construção, lote de 1500 m².`,
    expected: { type: 'sale', price: 2500000, bedrooms: 5, size_m2: 400, location: 'Vilamoura' },
  },
  {
    name: 'held out pt: price with .000,00',
    lang: 'pt',
    heldOut: true,
    text: `Apartamento T2 para venda em Braga. Valor: 195.000,00 €. Área 90m². Contacto: 253 000 111`,
    expected: {
      type: 'sale',
      price: 195000,
      bedrooms: 2,
      size_m2: 90,
      phone: '+351 253 000 111',
      location: 'Braga',
    },
  },
  {
    name: 'held out he: Hebrew rent with shekel-free euro sign after',
    lang: 'he',
    heldOut: true,
    text: `🏠 דירה להשכרה בפורטו, שכונת בואויסטה
3 חדרים, 85 מ"ר, מרפסת
1,250€ לחודש + ועד בית 40€
מרוהטת חלקית, בעלי חיים בתיאום
ליצירת קשר: 050-1234567`,
    expected: {
      type: 'rent',
      price: 1250,
      bedrooms: 2,
      size_m2: 85,
      phone: '+972 50 123 4567',
      location: 'Porto, Boavista',
    },
  },
  {
    name: 'held out he: sale with thousand euro, Lisbon spelled ליסבואה',
    lang: 'he',
    heldOut: true,
    text: `מוכרים דירת 2 חדרי שינה בליסבואה (אלקנטרה), 70 מטר רבוע, 420 אלף אירו. אפשר עם חיות. פרטים בפרטי.`,
    expected: { type: 'sale', price: 420000, bedrooms: 2, size_m2: 70, pets: true, location: 'Lisbon, Alcântara' },
  },
  {
    name: 'held out he: rent in Algarve, furnished, no animals',
    lang: 'he',
    heldOut: true,
    text: `להשכרה לטווח ארוך באלבופיירה: דירת 4 חדרים מרוהטת, 5 דקות מהחוף. 1,600 יורו לחודש. בלי בעלי חיים. 00351 912 000 333`,
    expected: {
      type: 'rent',
      price: 1600,
      bedrooms: 3,
      furnished: true,
      pets: false,
      phone: '+351 912 000 333',
      location: 'Albufeira',
    },
  },
  {
    name: 'held out he: shared flat room',
    lang: 'he',
    heldOut: true,
    text: `מחפשים שותף/ה לדירת 3 חדרים בקוימברה, החדר 400 אירו כולל חשבונות.`,
    expected: { type: 'rent', price: 400, location: 'Coimbra' },
    misses: ['type'],
  },
  {
    name: 'held out he: price in NIS letters',
    lang: 'he',
    heldOut: true,
    text: `למכירה דירה בסטובל, T3, 120 מ"ר. המחיר 1,500,000 NIS. ללא ריהוט.`,
    expected: {
      type: 'sale',
      otherCurrencyPrice: { currency: 'ILS', amount: 1500000, text: '1,500,000 NIS' },
      bedrooms: 3,
      size_m2: 120,
      furnished: false,
      location: 'Setúbal',
    },
  },
];
