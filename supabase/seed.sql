-- Local seed data for public.fb_listings: 48 sample property ads (24 rent, 24 sale) written like
-- posts from Facebook groups, for the local backend (PGlite) and `supabase db reset`. Never run
-- this in production.
--
-- All dates are relative to the moment of seeding (now() minus an interval), so the "today",
-- "this week" and "this month" filters always match some rows: published_at spreads over the last
-- 60 days (several within 24 hours, a few with no date at all); uploaded_at and created_at follow
-- a little after publication (or recently when the publication date is unknown).
--
-- Pictures are the SVG illustrations in public/seed/listings/ (served at /seed/listings/); each
-- row lists 1–4 of them by name, the thumbnail is the first unless `thumb` names another.
-- Plain INSERT with generated ids: meant to run once on a freshly migrated database.

insert into public.fb_listings (
  type, title, price, location, bedrooms, size_m2, furnished, pets, phone,
  thumbnail_url, images, source_url, group_url, description,
  published_at, uploaded_at, created_at
)
select
  v.type, v.title, v.price, v.location, v.bedrooms, v.size_m2, v.furnished, v.pets, v.phone,
  '/seed/listings/' || coalesce(v.thumb, v.pictures[1]) || '.svg',
  array(
    select '/seed/listings/' || p.name || '.svg'
    from unnest(v.pictures) with ordinality as p(name, n)
    order by p.n
  ),
  'https://www.facebook.com/groups/' || v.grp || '/posts/' || v.post_id,
  'https://www.facebook.com/groups/' || v.grp,
  v.description,
  now() - v.published_ago::interval,
  now() - v.uploaded_ago::interval,
  now() - v.uploaded_ago::interval
from (values
  -- ------------------------------------------------------------------------------------------
  -- Rent
  -- ------------------------------------------------------------------------------------------
  ('rent', 'Bright T2 in Alfama with river view', 1650, 'Lisbon, Alfama', 2, 78, true, false,
   '+351 912 438 106', array['city-rooftops', 'living-room', 'bedroom', 'kitchen'], null,
   'lisbonrentals', '2964417053318825',
   E'Available from the 1st of next month! ☀️\nLovely 2-bedroom apartment on the 3rd floor of a renovated building in the heart of Alfama, with a view over the rooftops to the Tagus.\n\n• 78 m², fully furnished and equipped\n• Washing machine, dishwasher, AC in every room\n• 5 min walk to the 28 tram and Santa Apolónia metro\n\n1,650 €/month + bills. 12-month contract, 2 months deposit. Sorry, no pets (building rules).\nSend me a PM or WhatsApp for viewings.',
   '2 hours 15 minutes', '1 hour 50 minutes'),

  ('rent', 'T1 in Príncipe Real, renovated, long term', 1450, 'Lisbon, Príncipe Real', 1, 55, true, null,
   '+351 936 221 470', array['apartment-facade', 'living-room', 'bedroom'], null,
   'lisbonrentals', '2964398120457731',
   E'Long-term rental in Príncipe Real 🌿\nRenovated T1 (55 m²) with high ceilings, original wooden floors and a small balcony facing the garden. Furnished, but we can remove some furniture if you prefer.\nQuiet street, two minutes from the Jardim do Príncipe Real and the Saturday market.\nRent 1,450 € + utilities. Minimum one year. Available now.',
   '5 hours', '4 hours 35 minutes'),

  ('rent', 'להשכרה: דירת 3 חדרים מרוהטת בקמפו דה אוריקה', 1900, 'Lisbon, Campo de Ourique', 2, 90, true, true,
   '+351 963 127 584', array['apartment-facade', 'living-room', 'kitchen', 'bedroom'], null,
   'israelisinportugal', '3018274659102846',
   E'היי לכולם 👋\nאנחנו עוזבים את הדירה שלנו בקמפו דה אוריקה ומחפשים שוכרים שייכנסו במקומנו מה-1 לחודש הבא.\n3 חדרים (2 חדרי שינה + סלון), 90 מ״ר, קומה שנייה עם מעלית, מרוהטת לגמרי כולל מכונת כביסה ומדיח.\nשכר דירה: 1,900 אירו לחודש + חשבונות. חוזה לשנה לפחות, פיקדון של חודשיים.\nבעלי חיים מתקבלים בברכה 🐶\nמוזמנים לשלוח הודעה בפרטי או בוואטסאפ.',
   '9 hours', '8 hours 20 minutes'),

  ('rent', 'Studio near Saldanha – all bills included', 950, 'Lisbon, Saldanha', 0, 32, true, false,
   null, array['studio-apartment', 'bathroom'], null,
   'lisbonrentals', '2963870215544903',
   E'Studio for rent near Saldanha – ALL BILLS INCLUDED (water, electricity, internet).\nIdeal for one person. Kitchenette, private bathroom, lots of light. 3 min from Saldanha metro.\n950 €/month, minimum 6 months. Non-smokers only, no pets.\nComment or send a message, I will reply to everyone.',
   '20 hours', '19 hours 5 minutes'),

  ('rent', 'Family house in Cascais with garden, 4 bedrooms', 4800, 'Cascais', 4, 240, false, true,
   '+351 917 554 302', array['garden-house', 'living-room', 'kitchen', 'bedroom'], null,
   'portugalrealestate', '1187346209958112',
   E'Unfurnished 4-bedroom family house in a quiet residential area of Cascais, 10 minutes by car from the international schools.\n240 m² on two floors, private garden with fruit trees, garage for two cars, central heating.\nPets welcome 🐕\nRent: 4,800 €/month. Long-term contract only.',
   '1 day 6 hours', '1 day 4 hours 30 minutes'),

  ('rent', 'Sea view T2 in Estoril, 5 min walk to the beach', 2400, 'Estoril', 2, 95, true, false,
   '+351 925 880 613', array['terrace-sea-view', 'living-room', 'bedroom'], null,
   'lisbonrentals', '2962114587730026',
   E'Sea view apartment in Estoril 🌊\nT2 of 95 m² with a large terrace, 5 minutes walk to Tamariz beach and the train to Lisbon.\nFully furnished, two bathrooms, garage space included.\n2,400 € per month. Available now for a minimum of 1 year.\nVisits this week – PM me.',
   '2 days 3 hours', '2 days 1 hour'),

  ('rent', 'T1 in Baixa, Porto – mid-term stays OK', 1100, 'Porto, Baixa', 1, 48, true, null,
   '+351 938 402 115', array['modern-building', 'studio-apartment', 'bathroom'], null,
   'portorentals', '874120563391847',
   E'Modern T1 (48 m²) in a new building 2 minutes from Aliados and São Bento station.\nFurnished, fast fibre internet, perfect for remote work. Mid-term (3–11 months) accepted.\n1,100 €/month + bills. Contact me by WhatsApp.',
   '3 days', '2 days 22 hours'),

  ('rent', 'Spacious T3 in Boavista with parking', 1750, 'Porto, Boavista', 3, 130, false, true,
   '+351 914 663 290', array['apartment-facade', 'living-room', 'kitchen', 'bedroom'], null,
   'portorentals', '873996204518760',
   E'Unfurnished T3, 130 m², 3 bedrooms (1 en suite), enclosed kitchen with pantry and a balcony.\nParking space and storage room in the building. Close to Casa da Música and the metro.\nRent 1,750 €. Pets allowed. Guarantor or 3 months deposit required.',
   '4 days 2 hours', '4 days'),

  ('rent', 'Cosy T1 in Lagos old town, long term', 1200, 'Algarve, Lagos', 1, 60, true, true,
   '+351 967 215 448', array['azulejo-townhouse', 'bedroom'], null,
   'algarvehomes', '5521390847126655',
   E'Charming one-bedroom flat inside the old town walls of Lagos, 10 minutes walk to Batata beach.\n60 m², furnished, small patio. Cats and small dogs OK.\n1,200 €/month, long term only (no holiday lets). Available now.',
   '5 days 8 hours', '5 days 6 hours'),

  ('rent', 'Winter let: 3-bedroom villa with pool near Albufeira (Oct–May)', 2800, 'Algarve, Albufeira', 3, 180, true, false,
   '+351 966 730 912', array['villa-pool', 'living-room', 'bedroom', 'bathroom'], null,
   'algarvehomes', '5520874419036218',
   E'Detached villa with private pool, 180 m², 3 bedrooms / 3 bathrooms, 5 km from Albufeira centre.\nAvailable for a winter let from October to May. Fully furnished, AC and fireplace, pool heating on request.\n2,800 €/month including pool and garden maintenance. No pets, sorry.',
   '6 days 1 hour', '5 days 23 hours'),

  ('rent', 'להשכרה בפארו: דירת 2 חדרים ליד האוניברסיטה', 900, 'Algarve, Faro', 1, 52, true, false,
   '+351 927 318 064', array['apartment-facade', 'studio-apartment', 'kitchen'], null,
   'israelisinportugal', '3102948576610394',
   E'דירת 2 חדרים (חדר שינה + סלון), מרוהטת, 52 מ״ר, 10 דקות הליכה מהקמפוס ומהמרינה.\n900 אירו לחודש כולל מים ואינטרנט, חשמל וגז בנפרד.\nמתאימה לזוג או לסטודנט/ית. בלי בעלי חיים ובלי עישון.\nכניסה מיידית. לפרטים בפרטי 🙏',
   '9 days 4 hours', '9 days 2 hours'),

  ('rent', 'Quinta-style house in Sintra with fireplace and garden', 2200, 'Sintra', 3, 160, null, true,
   '+351 919 047 226', array['country-house', 'living-room', 'bedroom'], null,
   'expatsinportugal', '412093857716204',
   E'3-bedroom country house (160 m²) surrounded by greenery, 5 min drive to Sintra village and 20 min to the beaches.\nFireplace, large garden, parking. Can be rented furnished or unfurnished – let''s talk.\nDogs very welcome 🐾\n2,200 €/month.',
   '11 days', '10 days 21 hours'),

  ('rent', 'T2 in Setúbal near the riverfront', 1050, 'Setúbal', 2, 82, false, null,
   '+351 936 594 781', array['apartment-facade', 'kitchen'], null,
   'portugalrealestate', '1183025579640318',
   E'Unfurnished T2, 82 m², 3rd floor with lift, fully renovated kitchen and bathroom.\n5 minutes from the riverfront and the ferry to Tróia; 45 min to Lisbon by car.\nRent 1,050 €/month. Long-term contract, 2 months deposit.',
   '13 days 5 hours', '13 days 2 hours'),

  ('rent', 'Funchal T1 with ocean view – digital nomads welcome', 1300, 'Madeira, Funchal', 1, 58, true, null,
   '+351 961 882 504', array['terrace-sea-view', 'studio-apartment', 'bathroom'], null,
   'expatsinportugal', '411873360925147',
   E'Bright 1-bedroom apartment (58 m²) in Funchal with a balcony looking over the Atlantic 🌅\nFibre 1 Gbps, desk and ergonomic chair, 10 min walk to the marina and the old town.\nMinimum 3 months. 1,300 €/month, bills included up to 100 €. Pets negotiable.',
   '15 days 7 hours', '15 days 4 hours'),

  ('rent', 'Surf house in Ericeira – T2 with terrace, 3 min to the beach', 1600, 'Ericeira', 2, 85, true, true,
   '+351 913 770 458', array['beach-house', 'living-room', 'bedroom'], null,
   'expatsinportugal', '411650218834590',
   E'Two-bedroom house with a sunny terrace and outdoor shower (surfboard storage included 🏄).\n85 m², furnished, walking distance to Foz do Lizandro and the village centre.\n1,600 €/month, long term. Dogs OK.',
   '17 days', '16 days 20 hours'),

  ('rent', 'Student-friendly T3 in Coimbra, near the university', 1150, 'Coimbra', 3, 105, true, false,
   null, array['apartment-facade', 'bedroom', 'kitchen'], null,
   'portugalrealestate', '1180417736205593',
   E'Furnished 3-bedroom apartment, 105 m², 8 min walk to the University of Coimbra (Polo I).\nGood for a family or three students sharing. Heating, washing machine, internet ready.\n1,150 €/month for the whole flat. September to July contracts possible. No pets.',
   '19 days 3 hours', '19 days'),

  ('rent', 'T2 in Braga centre – unfurnished, long term only', 780, 'Braga', 2, 88, false, false,
   '+351 934 216 097', array['apartment-facade', 'living-room'], null,
   'portugalrealestate', '1179660428817342',
   E'Unfurnished T2 of 88 m² in the centre of Braga, close to the Sé and the main shopping street.\nNew windows, heat pump, closed garage box available for +50 €.\n780 €/month. Long-term only, proof of income required.',
   '22 days 6 hours', '22 days 1 hour'),

  ('rent', 'Luxury penthouse in Chiado with private rooftop terrace', 6500, 'Lisbon, Chiado', 3, 210, true, false,
   '+351 912 006 375', array['terrace-sea-view', 'living-room', 'kitchen', 'bathroom'], null,
   'lisbonrentals', '2958731064482219',
   E'Exclusive 3-bedroom penthouse (210 m²) on the top floor of a restored 19th-century building in Chiado.\nPrivate 60 m² rooftop terrace with views over the river and the castle, concierge, parking.\nDesigner furniture, high-end appliances.\n6,500 €/month. Minimum 1 year. Serious enquiries only.',
   '25 days', '24 days 20 hours'),

  ('rent', 'Studio (T0) in Graça with miradouro views – price by PM', null, 'Lisbon, Graça', 0, 30, true, null,
   null, array['studio-apartment', 'bathroom'], null,
   'lisbonrentals', '2957902215637480',
   E'Small but charming studio, 30 m², next to the Miradouro da Graça.\nFurnished, renovated bathroom, lots of natural light.\nPrice by private message. Available for 6–12 months.',
   '27 days 2 hours', '27 days'),

  ('rent', 'Tavira townhouse, 2 bedrooms, roof terrace', 1250, 'Algarve, Tavira', 2, 96, true, true,
   '+351 965 447 820', array['azulejo-townhouse', 'terrace-sea-view', 'bedroom'], null,
   'algarvehomes', '5513207764981032',
   E'Traditional townhouse in the historic centre of Tavira with a roof terrace (açoteia) overlooking the river Gilão.\n2 bedrooms, 96 m², furnished, small pets allowed.\n1,250 €/month, long term. Free from next month.',
   '33 days', '32 days 19 hours'),

  ('rent', 'T1 in Parque das Nações, new building with gym and pool', 1550, 'Lisbon, Parque das Nações', 1, 62, false, true,
   '+351 939 551 602', array['modern-building', 'living-room', 'kitchen'], null,
   'lisbonrentals', '2955118340726695',
   E'Brand-new T1 (62 m²) in a condominium with gym, pool and 24h concierge.\nUnfurnished, equipped kitchen, parking space included. 5 min to Oriente station.\n1,550 €/month. Pets allowed.',
   '38 days', '37 days 22 hours'),

  ('rent', 'Loft in Marvila, artist-friendly', 1400, 'Lisbon, Marvila', 1, 70, null, true,
   '+351 918 365 207', array['studio-apartment', 'living-room', 'kitchen'], null,
   'lisbonrentals', '2953384107265514',
   E'Converted warehouse loft (70 m²) in Marvila: bedroom on a mezzanine, huge windows, concrete floors.\nClose to the breweries and galleries by the river. Workshop use OK. Dogs OK.\n1,400 €/month.',
   '44 days', '43 days 21 hours'),

  ('rent', 'Cascais T2 close to the marina, available now', 2300, 'Cascais', 2, 88, true, false,
   '+351 916 238 905', array['apartment-facade', 'terrace-sea-view', 'bedroom'], 'terrace-sea-view',
   'lisbonrentals', '2965020873316408',
   E'Furnished 2-bedroom flat, 88 m², balcony with partial sea view, 3 min walk to Cascais marina and the train.\n2,300 €/month + bills. Minimum 12 months.',
   null, '3 hours 10 minutes'),

  ('rent', 'Simple T1 in Braga, bills not included', 650, 'Braga', 1, 45, false, null,
   '+351 932 774 118', array['studio-apartment', 'kitchen'], null,
   'portugalrealestate', '1188209475530261',
   E'T1 of 45 m² in São Vicente, Braga. Unfurnished except the kitchen appliances. 10 min by bus to the University of Minho.\n650 €/month, bills not included. Available now.',
   null, '2 days 4 hours'),

  -- ------------------------------------------------------------------------------------------
  -- Sale
  -- ------------------------------------------------------------------------------------------
  ('sale', 'For sale: renovated T3 in Lapa with Tagus views', 1150000, 'Lisbon, Lapa', 3, 165, false, null,
   '+351 917 402 653', array['apartment-facade', 'living-room', 'kitchen', 'bathroom'], null,
   'portugalrealestate', '1188530962217744',
   E'FOR SALE – 1,150,000 €\nElegant T3 of 165 m² in Lapa, fully renovated in 2023 keeping the original tiles and stucco ceilings.\nThree bedrooms (one en suite), living room with river view, two balconies, lift, storage room.\nEnergy certificate B. Direct from owner, no agency fees.',
   '7 hours', '6 hours 40 minutes'),

  ('sale', 'Investment opportunity: T1 in Arroios, currently rented', 285000, 'Lisbon, Arroios', 1, 50, true, null,
   '+351 962 814 390', array['apartment-facade', 'studio-apartment'], null,
   'israelisinportugal', '3018105527649931',
   E'T1 of 50 m² in Arroios, sold with a tenant in place (1,150 €/month, contract until next year).\nGross yield about 4.8%. Building with lift, 3 min from the metro.\nPrice: 285,000 €.\n\n🇮🇱 בעברית: דירת 2 חדרים מושכרת בארויוש, תשואה ברוטו של כ-4.8%. אפשר לקבל את כל המסמכים, דברו איתי בפרטי.',
   '1 day 2 hours', '1 day 1 hour 20 minutes'),

  ('sale', 'Contemporary villa with infinity pool and ocean views, Lagos', 2400000, 'Algarve, Lagos', 5, 420, true, true,
   '+351 968 115 276', array['villa-pool', 'living-room', 'bedroom', 'terrace-sea-view'], null,
   'algarvehomes', '5522018437765390',
   E'Stunning 5-bedroom contemporary villa on a 2,000 m² plot above Porto de Mós beach.\n420 m² of living space, infinity pool, home cinema, wine cellar, underfloor heating, solar panels.\nSold fully furnished. 2,400,000 €.\nViewings by appointment – message me for the full brochure.',
   '2 days', '1 day 23 hours'),

  ('sale', 'Townhouse with azulejo façade in Bonfim, Porto', 495000, 'Porto, Bonfim', 3, 150, false, null,
   '+351 935 287 640', array['azulejo-townhouse', 'living-room', 'kitchen'], null,
   'portugalrealestate', '1187960315528407',
   E'Traditional Porto townhouse with its original blue-and-white tiled façade, 150 m² on 3 floors plus a back garden.\n3 bedrooms, 2 bathrooms; partly renovated, needs some finishing work upstairs.\n495,000 €. Great as a family home or for conversion into 2 units (subject to licensing).',
   '3 days 5 hours', '3 days 3 hours'),

  ('sale', 'Cascais: T4 villa within walking distance of the beach', null, 'Cascais', 4, 310, false, true,
   '+351 917 554 302', array['garden-house', 'villa-pool', 'living-room', 'bedroom'], 'villa-pool',
   'portugalrealestate', '1187702264490185',
   E'Detached T4 villa (310 m²) on the Monte Estoril side of Cascais, 8 minutes walk to the beach.\nGarden, heated pool, double garage, solar panels.\nPrice on request. Off-market sale – qualified buyers only, proof of funds required.',
   '4 days 9 hours', '4 days 7 hours'),

  ('sale', 'למכירה: דירת 4 חדרים באשטוריל עם נוף לים', 890000, 'Estoril', 3, 140, false, null,
   '+351 912 660 873', array['terrace-sea-view', 'apartment-facade', 'living-room', 'bedroom'], null,
   'israelisinportugal', '3016548830271169',
   E'דירה מדהימה למכירה באשטוריל, 5 דקות הליכה מהחוף ומהקזינו 🌊\n4 חדרים (3 חדרי שינה), 140 מ״ר, מרפסת גדולה עם נוף פתוח לים, חניה ומחסן.\nהבניין משנת 2015, עם מעלית ובריכה משותפת.\nמחיר: 890,000 אירו.\nמתאימה גם להשקעה – ביקוש גבוה להשכרה בחודשי הקיץ.\nאפשר ללוות בתהליך מול הבנק ועורך הדין. לפרטים ולתיאום ביקור – בפרטי.',
   '6 days 12 hours', '6 days 9 hours'),

  ('sale', 'Studio in Coimbra old town – great for short-term rental', 120000, 'Coimbra', 0, 30, true, null,
   '+351 939 103 552', array['studio-apartment', 'bathroom'], null,
   'portugalrealestate', '1186633409172258',
   E'Renovated T0 of 30 m² in the Alta of Coimbra, a few steps from the University tower.\nSold furnished. Ideal for students or as an investment.\n120,000 €. Low condominium fees (15 €/month).',
   '8 days 3 hours', '8 days'),

  ('sale', 'Renovated T2 in Braga with balcony', 235000, 'Braga', 2, 92, false, true,
   '+351 934 216 097', array['apartment-facade', 'living-room', 'bedroom'], null,
   'portugalrealestate', '1186125587340016',
   E'T2 of 92 m², renovated in 2022: new kitchen, bathrooms, windows and heat pump.\nSouth-facing balcony, garage space, 10 min walk to the centre.\n235,000 €. Available for viewing any day.',
   '10 days 2 hours', '9 days 23 hours'),

  ('sale', 'Beach house in Ericeira with sea view, 3 bedrooms', 780000, 'Ericeira', 3, 145, true, true,
   '+351 913 770 458', array['beach-house', 'terrace-sea-view', 'living-room', 'bedroom'], null,
   'expatsinportugal', '410987742203385',
   E'Rare opportunity: 3-bedroom house on the cliffs north of Ericeira with unobstructed ocean views.\n145 m², terrace, garden, outdoor shower, parking for 2 cars. 5 min walk to Ribeira d''Ilhas.\nSold furnished. 780,000 €.',
   '12 days', '11 days 22 hours'),

  ('sale', 'Funchal T2 in a condominium with pool', 395000, 'Madeira, Funchal', 2, 98, false, false,
   '+351 961 882 504', array['modern-building', 'villa-pool', 'kitchen'], null,
   'expatsinportugal', '410652209917734',
   E'T2 of 98 m² in a gated condominium in São Martinho, Funchal, with communal pool and gardens.\nTwo bedrooms, two bathrooms, balcony with ocean view, parking and storage.\n395,000 €. Condominium 80 €/month.',
   '14 days 6 hours', '14 days 1 hour'),

  ('sale', 'Historic quinta in Sintra with 1 hectare of land', null, 'Sintra', 6, 450, false, true,
   '+351 919 047 226', array['country-house', 'garden-house', 'living-room', 'kitchen'], null,
   'portugalrealestate', '1185039971624463',
   E'19th-century quinta in the Sintra hills: 450 m² main house with 6 bedrooms, chapel, annex and stables.\n1 hectare of land with a spring, an orchard and views to the Pena Palace.\nNeeds partial restoration. Price on request – contact us for the dossier.',
   '16 days 4 hours', '16 days'),

  ('sale', 'T1 in Setúbal, 10 min to the Tróia ferry', 175000, 'Setúbal', 1, 55, false, null,
   null, array['apartment-facade', 'studio-apartment'], null,
   'portugalrealestate', '1184720086351297',
   E'T1 of 55 m², 2nd floor, renovated kitchen, closed balcony.\nWalking distance to the ferry, the market and Avenida Luísa Todi.\n175,000 €. Ready to move in.',
   '18 days', '17 days 21 hours'),

  ('sale', 'Traditional Tavira house with açoteia roof terrace', 340000, 'Algarve, Tavira', 2, 110, null, null,
   '+351 965 447 820', array['azulejo-townhouse', 'terrace-sea-view', 'bedroom'], null,
   'algarvehomes', '5517460032918874',
   E'Typical Tavira house with a "telhado de tesoura" roof and a flat açoteia terrace.\n2 bedrooms, 110 m², inner patio, 5 min walk to the Roman bridge.\n340,000 €. Furniture negotiable.',
   '21 days 8 hours', '21 days 5 hours'),

  ('sale', 'T2 by the marina in Faro, fully furnished', 310000, 'Algarve, Faro', 2, 85, true, false,
   '+351 927 318 064', array['apartment-facade', 'living-room', 'bedroom'], null,
   'algarvehomes', '5516234498810527',
   E'T2 of 85 m² overlooking the marina and the Ria Formosa. Fully furnished, AC, lift.\n10 min walk to the old town and the train station, 15 min to the airport.\n310,000 €.',
   '24 days', '23 days 20 hours'),

  ('sale', 'Albufeira T1 with pool – holiday rental licence (AL) included', 215000, 'Algarve, Albufeira', 1, 58, true, true,
   '+351 966 730 912', array['villa-pool', 'studio-apartment', 'bathroom'], null,
   'algarvehomes', '5514871126603349',
   E'One-bedroom apartment (58 m²) in a resort with pools, 800 m from Praia da Oura.\nSold with an active Alojamento Local licence and a history of bookings (approx. 18,000 €/year gross).\n215,000 €, furnished and ready to rent.',
   '28 days', '27 days 22 hours'),

  ('sale', 'Penthouse in Príncipe Real with private terrace', 1850000, 'Lisbon, Príncipe Real', 4, 230, false, null,
   '+351 936 221 470', array['terrace-sea-view', 'living-room', 'kitchen', 'bedroom'], null,
   'portugalrealestate', '1182266750419908',
   E'Duplex penthouse of 230 m² with a 70 m² terrace and 360° views over Lisbon and the river.\n4 bedrooms, 3 bathrooms, lift opening into the apartment, 2 parking spaces.\n1,850,000 €. Agencies welcome (shared commission).',
   '32 days', '31 days 20 hours'),

  ('sale', 'New development in Foz do Douro – T2 from 560,000 €', 560000, 'Porto, Foz do Douro', 2, 104, false, false,
   '+351 938 402 115', array['modern-building', 'living-room', 'kitchen', 'bathroom'], null,
   'portugalrealestate', '1181530074462811',
   E'New-build condominium 300 m from the beach in Foz do Douro. T2 units from 104 m² with balcony, parking and storage.\nCompletion expected in 12 months, 20% deposit on signing the promissory contract.\nPrices from 560,000 €. Floor plans on request.',
   '36 days 3 hours', '36 days'),

  ('sale', 'Alfama T2 for renovation – huge potential', 390000, 'Lisbon, Alfama', 2, 70, false, null,
   '+351 912 438 106', array['city-rooftops', 'apartment-facade'], null,
   'israelisinportugal', '3011297486630574',
   E'Apartment to renovate in a typical Alfama building, 70 m², 2nd floor, river view from the kitchen.\nApproved project for a T2 with two bathrooms. Great as a home or as a short-term rental investment.\n390,000 €. Cash buyers preferred.',
   '41 days', '40 days 21 hours'),

  ('sale', 'למכירה: וילה בקשקאיש עם בריכה וגינה', 1650000, 'Cascais', 5, 380, false, true,
   '+351 916 238 905', array['villa-pool', 'garden-house', 'living-room', 'kitchen'], null,
   'israelisinportugal', '3009845512276603',
   E'וילה מרווחת של 6 חדרים (5 חדרי שינה) על מגרש של 900 מ״ר, 380 מ״ר בנוי.\nבריכה פרטית, גינה מטופחת ומוסך לשני רכבים.\n10 דקות נסיעה למרכז קשקאיש ולבתי הספר הבינלאומיים.\nמחיר: 1,650,000 אירו.\nנשמח לענות על כל שאלה בפרטי או בוואטסאפ.',
   '45 days', '44 days 22 hours'),

  ('sale', 'Estoril T3 with garage and storage', 720000, 'Estoril', 3, 135, false, true,
   '+351 925 880 613', array['apartment-facade', 'living-room', 'bedroom', 'bathroom'], null,
   'portugalrealestate', '1178094436657120',
   E'Spacious T3 of 135 m² in São João do Estoril, 7 min walk to the train and the seafront promenade.\nThree bedrooms, two bathrooms, fireplace, box garage and storage room.\n720,000 €.',
   '52 days', '51 days 20 hours'),

  ('sale', 'Ribeira, Porto: T1 with Douro river view', null, 'Porto, Ribeira', 1, 48, true, null,
   '+351 914 663 290', array['city-rooftops', 'studio-apartment', 'bathroom'], null,
   'portugalrealestate', '1176512207384469',
   E'Renovated T1 in a listed building at Ribeira, with a window over the Douro and the Gaia wine cellars.\nSold furnished, currently run as a holiday rental (AL licence).\nPrice on request.',
   '58 days', '57 days 21 hours'),

  ('sale', 'Lagos T3 townhouse near Meia Praia', 545000, 'Algarve, Lagos', 3, 140, false, true,
   '+351 967 215 448', array['garden-house', 'living-room', 'bedroom'], null,
   'algarvehomes', '5522305918847261',
   E'End-of-terrace T3 townhouse, 140 m², garden, roof terrace with sea view, shared pool.\n5 min by car to Meia Praia and the marina.\n545,000 €.',
   null, '1 day 1 hour'),

  ('sale', 'T2 in Campo de Ourique, ready to move in', 620000, 'Lisbon, Campo de Ourique', 2, 95, true, false,
   '+351 963 127 584', array['apartment-facade', 'kitchen', 'bedroom'], 'kitchen',
   'portugalrealestate', '1188011437206598',
   E'T2 of 95 m², 1st floor, completely renovated, sold with furniture and appliances.\nTwo bedrooms, open kitchen, balcony. Near the Mercado de Campo de Ourique and tram 28.\n620,000 €.',
   null, '5 days 3 hours'),

  ('sale', 'Whole building for sale in Intendente – 6 units', null, 'Lisbon, Intendente', null, 410, null, null,
   '+351 917 402 653', array['apartment-facade', 'city-rooftops'], null,
   'israelisinportugal', '3018396614402287',
   E'Building with 6 apartments (T1 and T2) and a shop on the ground floor, 410 m² in total, near Largo do Intendente.\nPartially rented. Renovation project available.\nPrice on request – serious investors only. 🇮🇱 אפשר לדבר גם בעברית.',
   null, '6 hours 5 minutes')
) as v(
  type, title, price, location, bedrooms, size_m2, furnished, pets,
  phone, pictures, thumb,
  grp, post_id,
  description,
  published_ago, uploaded_ago
);

-- A few leads of every kind, so the staff inbox (/en/admin/leads) is not empty on `npm run dev`:
-- Hebrew and English names, every status, and notifications sent, failed and waiting in a digest.
insert into public.contact_submissions
  (name, email, phone, subject, message, service, agrees_to_terms, agrees_to_marketing, consent_version,
   source_page, status, notification_status, notification_attempts, created_at)
values
  ('Sarah Mitchell', 'sarah.mitchell@example.com', '+44 7700 900123', 'Property management',
   E'We own a T2 in Alfama and would like a quote for long-term letting.', 'property', true, true,
   '2026-11-23', '/en/contact', 'new', 'sent', 1, now() - interval '2 hours'),
  ('יעל ברק', 'yael.barak@example.com', '+972 54 555 0101', 'ייעוץ השקעות',
   E'אנחנו שוקלים לקנות דירה להשכרה בפורטו ונשמח לשיחה.', 'investment', true, false,
   '2026-11-23', '/he/investment', 'contacted', 'sent', 1, now() - interval '1 day 3 hours'),
  ('João Almeida', 'joao.almeida@example.com', null, 'Management quote: T3, Lisbon',
   E'Monthly rent 1,800 EUR, full management package.', 'property', true, false,
   '2026-11-23', '/en/property-management/calculate-cost', 'new', 'failed', 6, now() - interval '3 days'),
  ('Daniel Katz', 'daniel.katz@example.com', '+351 912 000 111', 'Relocation', null, null, true, false,
   '2026-11-23', '/en/relocation', 'closed', 'sent', 1, now() - interval '20 days');

insert into public.investment_leads
  (name, email, phone, equity, leverage, mortgage_years, property_type, total_asset_value,
   expected_annual_return, loan_amount, monthly_mortgage_payment, gross_monthly_rent, estimated_expenses,
   expected_monthly_income, agrees_to_terms, agrees_to_marketing, consent_version, source_page, status,
   notification_status, notification_attempts, created_at)
values
  ('אורי שמעוני', 'uri.shimoni@example.com', '+972 52 444 0202', 150000, 50, 25, 'apartment', 300000,
   7.2, 150000, 780, 1500, 380, 340, true, true, '2026-11-23', '/he/investment', 'new', 'batched', 0,
   now() - interval '5 hours'),
  ('Emma Rossi', 'emma.rossi@example.com', '+39 333 123 4567', 300000, 0, 0, 'family_house', 300000,
   5.1, 0, 0, 1400, 330, 1070, true, false, '2026-11-23', '/en/investment', 'qualified', 'sent', 1,
   now() - interval '6 days');

insert into public.template_downloads
  (full_name, email, agrees_to_terms, agrees_to_marketing, consent_version, source_page, status,
   notification_status, notification_attempts, created_at)
values
  ('Michael Green', 'michael.green@example.com', true, false, '2026-11-23',
   '/en/property-management/rental-agreement', 'new', 'sent', 1, now() - interval '30 minutes'),
  ('נועה לוי', 'noa.levi@example.com', true, true, '2026-11-23',
   '/he/property-management/rental-agreement', 'spam', 'logged', 1, now() - interval '9 days');

insert into public.newsletter_subscribers
  (email, consent_version, source_page, status, notification_status, notification_attempts, created_at)
values
  ('sarah.mitchell@example.com', '2026-11-23', '/en', 'new', 'sent', 1, now() - interval '1 hour'),
  ('avi.cohen@example.com', '2026-11-23', '/he/articles', 'new', 'failed', 2, now() - interval '2 days');
-- A subscriber from a Portuguese page (issue 56), who reads the newsletter in Portuguese.
insert into public.newsletter_subscribers
  (email, language, consent_version, source_page, status, notification_status, notification_attempts, created_at)
values
  ('ana.ferreira@example.pt', 'pt', '2026-11-23', '/pt/blog', 'new', 'sent', 1, now() - interval '5 hours');

-- Ad alerts (docs/ad-alerts.md), for the staff's demand page: confirmed alerts in the three languages,
-- places written in English, Portuguese and Hebrew, one pending and one ended; the listings above
-- count as matched and mailed to the alerts they match.
insert into public.ad_alerts
  (email, language, frequency, type, min_price, max_price, location, bedrooms, status, confirmed_at,
   ended_at, end_reason, consent_version, consent_marketing, source_page, confirmation_expires_at, created_at)
values
  ('sarah.mitchell@example.com', 'en', 'daily', 'rent', null, 1500, 'Lisbon', 2, 'confirmed', now() - interval '9 days',
   null, null, '2026-11-23', true, '/en/real-estate-ads', now() - interval '3 days', now() - interval '10 days'),
  ('rui.costa@example.pt', 'pt', 'daily', 'rent', null, 1000, 'Setubal', 2, 'confirmed', now() - interval '3 days',
   null, null, '2026-11-23', true, '/pt/real-estate-ads', now() + interval '3 days', now() - interval '4 days'),
  ('avi.cohen@example.com', 'he', 'instant', 'rent', 800, 2000, 'ליסבון', null, 'confirmed', now() - interval '4 days',
   null, null, '2026-11-23', true, '/he/real-estate-ads', now() + interval '2 days', now() - interval '5 days'),
  ('joao.silva@example.com', 'en', 'weekly', 'rent', null, 1200, 'Lisboa', 1, 'confirmed', now() - interval '2 days',
   null, null, '2026-11-23', true, '/en/real-estate-ads', now() + interval '4 days', now() - interval '3 days'),
  ('emma.rossi@example.com', 'en', 'weekly', 'sale', 200000, 500000, 'Porto', null, 'confirmed', now() - interval '6 days',
   null, null, '2026-11-23', true, '/en/real-estate-ads', now(), now() - interval '7 days'),
  ('uri.shimoni@example.com', 'he', 'daily', 'sale', null, 1000000, 'קשקאיש', 3, 'confirmed', now() - interval '1 day',
   null, null, '2026-11-23', true, '/he/real-estate-ads', now() + interval '5 days', now() - interval '2 days'),
  ('noa.levi@example.com', 'he', 'daily', 'any', null, null, '', null, 'confirmed', now() - interval '12 days',
   null, null, '2026-11-23', true, '/he/real-estate-ads', now() - interval '6 days', now() - interval '13 days'),
  ('michael.green@example.com', 'en', 'instant', 'rent', null, 3000, 'Cascais', null, 'pending', null,
   null, null, '2026-11-23', true, '/en/real-estate-ads', now() + interval '6 days', now() - interval '1 day'),
  ('daniel.katz@example.com', 'en', 'daily', 'sale', null, null, 'Faro', null, 'ended', now() - interval '40 days',
   now() - interval '10 days', 'one-click', '2026-11-23', true, '/en/real-estate-ads', now() - interval '34 days',
   now() - interval '41 days');

insert into public.ad_alert_matches (alert_id, listing_id, status, matched_at, sent_at)
select m.id, l.id, 'sent', l.uploaded_at, l.uploaded_at
from public.fb_listings l, private.ad_alert_matches_for(l) as m(id)
on conflict (alert_id, listing_id) do nothing;

-- =============================================================================================
-- Owners' accounts (docs/owner-accounts.md): two owners, three properties, 14 published months
-- =============================================================================================
-- owner@lusaproperty.local (Hebrew, tax resident in Israel) owns a flat in Lisbon alone and 60% of
-- one in Porto; owner2@lusaproperty.local (English, Israel) owns the other 40% and a studio in Lisbon
-- alone. Their Auth users (ids ...e1 and ...e2) are the local backend's accounts. Each property has
-- a lease and 14 months of entries ending with the last month that has ended (relative to the moment
-- of seeding, like the listings above): the rent with its electronic receipt's number, the
-- condominium every month, IMI each May, the insurance each March, a repair or two, a payout to each
-- owner every month, and one adjustment correcting an earlier month. Every month is closed through
-- admin_month_close, as the staff page does it, with the local admin's claims (so the audit log names
-- admin@lusaproperty.local), and the statement e-mails are marked 'skipped' so that nobody is mailed
-- on the first start. Receipts have no files (receipt_path null).
do $$
declare
  v_admin constant text := '{"role": "authenticated", "sub": "00000000-0000-4000-8000-00000000a11e",
    "email": "admin@lusaproperty.local", "app_metadata": {"provider": "email", "role": "admin"}}';
  v_first date := (date_trunc('month', now() at time zone 'Europe/Lisbon') - interval '14 months')::date;
  v_owner1 uuid;
  v_owner2 uuid;
  v_lisbon uuid;
  v_porto uuid;
  v_studio uuid;
  v_property uuid;
  v_month date;
  v_key text;
  v_rent bigint;
  v_withheld bigint;
  v_expenses bigint;
  v_fee bigint;
  v_terms record;
  v_share record;
  v_net bigint;
  v_adjusted date;
  k integer;
begin
  perform set_config('request.jwt.claims', v_admin, true);

  v_owner1 := public.admin_owner_save(jsonb_build_object('full_name', 'יעל כהן', 'email', 'owner@lusaproperty.local',
    'language', 'he', 'tax_country', 'IL', 'nif', '245678905', 'package', 'plus'));
  v_owner2 := public.admin_owner_save(jsonb_build_object('full_name', 'David Levy', 'email', 'owner2@lusaproperty.local',
    'language', 'en', 'tax_country', 'IL', 'nif', '276543211', 'package', 'basic'));
  -- The links to their Auth users and the invitations, as owner-invite records them.
  update public.owners set user_id = '00000000-0000-4000-8000-0000000000e1', invited_at = v_first - interval '1 month'
  where id = v_owner1;
  update public.owners set user_id = '00000000-0000-4000-8000-0000000000e2', invited_at = v_first - interval '1 month'
  where id = v_owner2;

  v_lisbon := public.admin_property_save(jsonb_build_object('address', 'Rua da Graça 42, 3.º Dto, 1170-165 Lisboa',
    'city', 'Lisbon', 'property_type', 'apartment', 'package', 'plus',
    'owners', jsonb_build_array(jsonb_build_object('owner_id', v_owner1, 'share_bp', 10000))));
  v_porto := public.admin_property_save(jsonb_build_object('address', 'Rua de Cedofeita 118, 2.º, 4050-174 Porto',
    'city', 'Porto', 'property_type', 'apartment', 'package', 'basic',
    'owners', jsonb_build_array(jsonb_build_object('owner_id', v_owner1, 'share_bp', 6000),
                                jsonb_build_object('owner_id', v_owner2, 'share_bp', 4000))));
  v_studio := public.admin_property_save(jsonb_build_object('address', 'Rua Morais Soares 77, R/C Esq., 1900-341 Lisboa',
    'city', 'Lisbon', 'property_type', 'studio', 'package', 'basic',
    'owners', jsonb_build_array(jsonb_build_object('owner_id', v_owner2, 'share_bp', 10000))));

  perform public.admin_lease_save(jsonb_build_object('property_id', v_lisbon, 'tenant_name', 'Marta Sousa',
    'tenant_email', 'marta.sousa@example.com', 'monthly_rent_cents', 135000, 'starts_on', (v_first - interval '3 months')::date,
    'ends_on', (v_first + interval '21 months')::date, 'deposit_cents', 270000));
  perform public.admin_lease_save(jsonb_build_object('property_id', v_porto, 'tenant_name', 'João Ferreira',
    'tenant_email', 'joao.ferreira@example.com', 'monthly_rent_cents', 95000, 'starts_on', (v_first - interval '8 months')::date,
    'deposit_cents', 190000));
  -- A company tenant, which withholds 25% of the rent as tax for a non-resident landlord.
  perform public.admin_lease_save(jsonb_build_object('property_id', v_studio, 'tenant_name', 'Nortelab, Lda.',
    'monthly_rent_cents', 78000, 'starts_on', (v_first - interval '1 month')::date, 'ends_on', (v_first + interval '35 months')::date,
    'deposit_cents', 156000));

  for k in 0..13 loop
    v_month := (v_first + make_interval(months => k))::date;
    v_key := to_char(v_month, 'YYYY-MM');
    foreach v_property in array array[v_lisbon, v_porto, v_studio] loop
      select monthly_rent_cents into v_rent from public.property_leases where property_id = v_property;
      v_withheld := case when v_property = v_studio then v_rent / 4 else 0 end;
      perform public.admin_ledger_add(jsonb_build_object('property_id', v_property, 'month', v_key, 'kind', 'rent',
        'amount_cents', v_rent, 'withheld_cents', v_withheld, 'entry_date', v_month + 7,
        -- The number of the electronic rent receipt (recibo de renda eletrónico) issued on the Finanças portal.
        'reference', 'RRE-' || to_char(v_month, 'YYYYMM') || '-' || (array[117, 342, 508])[array_position(array[v_lisbon, v_porto, v_studio], v_property)]));
      perform public.admin_ledger_add(jsonb_build_object('property_id', v_property, 'month', v_key, 'kind', 'expense',
        'category', 'condominium', 'entry_date', v_month + 2,
        'amount_cents', case v_property when v_lisbon then 6500 when v_porto then 4800 else 3500 end,
        'supplier', case v_property when v_porto then 'Condomínio Cedofeita 118' else 'Gestão de Condomínios Lisboa, Lda.' end));
      if extract(month from v_month) = 5 then
        perform public.admin_ledger_add(jsonb_build_object('property_id', v_property, 'month', v_key, 'kind', 'expense',
          'category', 'imi', 'entry_date', v_month + 20, 'supplier', 'Autoridade Tributária e Aduaneira',
          'amount_cents', case v_property when v_lisbon then 38740 when v_porto then 21415 else 9860 end));
      end if;
      if extract(month from v_month) = 3 then
        perform public.admin_ledger_add(jsonb_build_object('property_id', v_property, 'month', v_key, 'kind', 'expense',
          'category', 'insurance', 'entry_date', v_month + 11, 'supplier', 'Fidelidade, Companhia de Seguros',
          'amount_cents', case v_property when v_lisbon then 18900 when v_porto then 14250 else 9600 end));
      end if;
      if (v_property = v_lisbon and k = 4) or (v_property = v_porto and k = 9) then
        perform public.admin_ledger_add(jsonb_build_object('property_id', v_property, 'month', v_key, 'kind', 'expense',
          'category', 'repairs', 'entry_date', v_month + 15,
          'supplier', case when v_property = v_lisbon then 'Canalizações Silva' else 'Eletricidade Norte, Lda.' end,
          'amount_cents', case when v_property = v_lisbon then 24600 else 16730 end,
          'note', case when v_property = v_lisbon then 'Kitchen tap and siphon replaced' else 'Bathroom light circuit repaired' end));
      end if;
      -- The correction: the Porto condominium's extra charge of month 6 (a lift repair quota, €18.45)
      -- was left out of that month's statement.
      if v_property = v_porto and k = 10 then
        v_adjusted := (v_first + interval '6 months')::date;
        perform public.admin_ledger_add(jsonb_build_object('property_id', v_property, 'month', v_key, 'kind', 'adjustment',
          'direction', 'debit', 'category', 'condominium', 'amount_cents', 1845, 'entry_date', v_month + 12,
          'adjusts_month', to_char(v_adjusted, 'YYYY-MM'),
          'note', 'Condominium extra charge of ' || to_char(v_adjusted, 'MM/YYYY') || ' (lift repair quota) not recorded then'));
      end if;
      -- A payout to each owner: their balance with their share of what the month leaves after expenses,
      -- fee and VAT, in whole euros (the cents carry to the next month). Tax a tenant withholds never
      -- reaches the balance, so it is not paid out either.
      select * into v_terms from private.package_terms((select package from public.owner_properties where id = v_property));
      select coalesce(sum(amount_cents), 0) into v_expenses from public.ledger_entries
      where property_id = v_property and month = v_month and kind = 'expense';
      v_fee := public.management_fee_cents(v_rent, v_terms.percent, v_terms.minimum_cents);
      -- The month's result: adjustments, rent, less expenses, fee and VAT.
      v_net := coalesce((select sum(case direction when 'credit' then amount_cents else -amount_cents end)
                         from public.ledger_entries
                         where property_id = v_property and month = v_month and kind = 'adjustment'), 0)
        + v_rent - v_withheld - v_expenses - v_fee - (v_fee * 23 + 50) / 100;
      for v_share in select po.owner_id, po.share_bp, coalesce((
          select ss.closing_cents from public.owner_statement_shares ss join public.owner_statements s on s.id = ss.statement_id
          where s.property_id = v_property and s.month = (v_month - interval '1 month')::date and ss.owner_id = po.owner_id), 0)
          + v_net * po.share_bp / 10000 - 5 as balance
        from public.property_owners po where po.property_id = v_property loop
        if v_share.balance >= 100 then
          perform public.admin_ledger_add(jsonb_build_object('property_id', v_property, 'month', v_key, 'kind', 'payout',
            'owner_id', v_share.owner_id, 'amount_cents', v_share.balance / 100 * 100,
            'entry_date', v_month + 27, 'reference', 'TRF-' || to_char(v_month, 'YYYYMM') || '-' || left(v_share.owner_id::text, 4)));
        end if;
      end loop;
      perform public.admin_month_close(v_property, v_key);
    end loop;
  end loop;

  -- Seeded statements are not mailed (only the e-mail columns of a published part may change).
  update public.owner_statement_shares set email_status = 'skipped'
  where statement_id in (select id from public.owner_statements where property_id in (v_lisbon, v_porto, v_studio));
  perform set_config('request.jwt.claims', '', true);
end;
$$;

-- =============================================================================================
-- Euro -> shekel reference rates: a FIXTURE for the local backend (docs/owner-tax-summary.md)
-- =============================================================================================
-- The local backend fetches nothing from the ECB (the exchange-rates-fetch job does that in
-- production). These rows stand in for its work so the owners' year summary shows shekel figures
-- locally: one rate per working day (Monday to Friday, as the ECB publishes) from 15 months before
-- the current month to today, which covers the owners' 14 seeded months above and the month now.
-- The figures are APPROXIMATE and MADE UP (a smooth wave between about 3.85 and 4.25 shekels per
-- euro), NOT real quotes. The table's check allows only 'ECB' or 'BOI' as the source, so they carry
-- 'ECB'; never copy them into a real database.
insert into public.exchange_rates (rate_date, currency, per_euro, source)
select d::date, 'ILS',
  round((4.05 + 0.15 * sin((d::date - date '2000-01-01') / 23.0) + 0.05 * sin((d::date - date '2000-01-01') / 5.0))::numeric, 4),
  'ECB'
from generate_series(
  (date_trunc('month', now() at time zone 'Europe/Lisbon') - interval '15 months')::date,
  (now() at time zone 'Europe/Lisbon')::date,
  interval '1 day') as d
where extract(isodow from d) < 6
on conflict (rate_date, currency) do nothing;
