import type { HomeContent } from '@/features/home/home-content';

const copy: HomeContent = {
  meta: {
    title: 'Property management and real-estate investment in Portugal',
    description:
      'Lusa Property manages rental homes in Lisbon, Cascais and Porto and guides investors and families through buying property and relocating to Portugal.',
  },
  hero: {
    title: 'Your home in Portugal, managed and grown with care',
    subtitle:
      'Property management in Lisbon, Cascais and Porto, and end-to-end guidance for investing and relocating to Portugal, in Hebrew and English.',
    propertyButton: 'Property management',
    investmentButton: 'Invest in Portugal',
    highlights: ['Registered Portuguese company', 'Hebrew, English and Portuguese', 'Reply within 24 hours'],
  },
  management: {
    eyebrow: 'Property management',
    title: 'Your rental in Lisbon, Cascais or Porto, looked after end to end',
    intro:
      'You own the apartment; we take care of everything that comes with renting it out. From finding the right tenant to fixing a leaking tap at short notice, one local team handles it and keeps you informed.',
    citiesLabel: 'Where we manage',
    cities: ['Lisbon', 'Cascais', 'Porto'],
    services: [
      {
        title: 'Tenant search',
        text: 'Professional photos, listings on the leading Portuguese portals, viewings, income and background checks, and a lease drafted under Portuguese law.',
      },
      {
        title: 'Rent collection',
        text: 'Rent collected and transferred to you every month, with late payments followed up promptly and politely.',
      },
      {
        title: 'Repairs and maintenance',
        text: 'A vetted network of plumbers, electricians and handymen, coordinated by us, with every quote approved by you.',
      },
      {
        title: 'Regular inspections',
        text: 'Scheduled visits with photos, so you know the condition of your property without getting on a plane.',
      },
      {
        title: 'Clear reports',
        text: 'A monthly statement of income, expenses and open issues, in Hebrew or English.',
      },
    ],
    feesNote:
      'Packages from 8% to 12% of the monthly rent, with no setup fees. You pay only for the months in which the property is rented.',
    readMore: 'Read more about property management',
  },
  investment: {
    eyebrow: 'Real-estate investment',
    title: 'Invest in Portugal with a team on the ground',
    intro:
      'Buying from abroad raises many questions: which neighbourhood, what price is fair, how a Portuguese mortgage works and who will look after the property afterwards. We guide you through every step, from the first search to the first rent payment.',
    stats: [
      {
        value: '113%',
        label: 'rise in Portuguese home prices, 2010–2024',
      },
      {
        value: '6.6%',
        label: 'further price growth in 2025',
      },
      {
        value: '4–6%',
        label: 'typical gross rental yield',
      },
    ],
    readMore: 'Read more about investing in Portugal',
  },
  carousel: {
    label: 'How we support your investment',
    slides: [
      {
        id: 'guidance',
        title: 'Personal guidance',
        text: 'We define your goals and budget together, shortlist properties that fit, and check every title, licence and building before you sign.',
      },
      {
        id: 'financing',
        title: 'Financing',
        text: 'Portuguese banks typically lend foreign buyers up to about 70% of the price. We compare offers and walk you through the mortgage process.',
      },
      {
        id: 'management',
        title: 'Management after purchase',
        text: 'Once the keys are yours, our management team finds tenants and looks after the property, so your investment works from day one.',
      },
    ],
    previous: 'Previous slide',
    next: 'Next slide',
    goToSlide: 'Go to slide {n}',
    slideLabel: '{n} of {total}',
    status: 'Slide {n} of {total}: {title}',
    pause: 'Pause automatic rotation',
    play: 'Start automatic rotation',
  },
  brand: {
    eyebrow: 'Who we are',
    title: 'One partner in Portugal, from the first search to long-term management',
    text: 'Lusa Property is a registered Portuguese company with a team that speaks Hebrew, English and Portuguese. We know the questions buyers from abroad ask because we once asked them ourselves, and we answer them in your language, with local knowledge behind every answer.',
    points: [
      {
        title: 'A registered Portuguese company',
        text: 'We work locally, under Portuguese law, alongside attorneys, accountants and brokers we trust.',
      },
      {
        title: 'In your language',
        text: 'Every call, contract summary and report in Hebrew, English or Portuguese.',
      },
      {
        title: 'One team, start to finish',
        text: 'Search, purchase, relocation and management stay with the same people, so nothing falls through the cracks.',
      },
    ],
    readMore: 'Read more about us',
  },
  locations: {
    eyebrow: 'Locations',
    title: 'Where we work',
    intro: 'We focus on the areas we know street by street, and advise on opportunities across the whole country.',
    items: [
      {
        id: 'lisbon',
        title: 'Lisbon',
        text: 'A capital with steady rental demand from professionals, students and expats, and the home base of our property management team.',
        linkLabel: 'Property management in Lisbon',
      },
      {
        id: 'cascais',
        title: 'Cascais',
        text: 'A seaside town half an hour from Lisbon, loved by families and long-stay tenants and a favourite of international buyers.',
        linkLabel: 'Investing in Cascais',
      },
      {
        id: 'portugal',
        title: 'All of Portugal',
        text: 'From Porto and the Silver Coast to the Algarve, we help you compare regions by price, yield and way of life.',
        linkLabel: 'Investing across Portugal',
      },
    ],
  },
  whyPortugal: {
    eyebrow: 'Why Portugal',
    title: 'Good reasons to choose Portugal',
    intro:
      'A stable European market, a relaxed pace of life and a warm welcome for foreigners: it is no surprise that so many buyers from abroad are making Portugal their second home.',
    stats: [
      {
        value: '300+',
        label: 'sunny days a year',
      },
      {
        value: '95%+',
        label: 'occupancy for well-located rentals',
      },
      {
        value: '7th',
        label: 'safest country in the world',
      },
    ],
    cards: [
      {
        id: 'investment',
        title: 'A market that keeps growing',
        text: 'Home prices rose 113% between 2010 and 2024 and another 6.6% in 2025, while rentals in good locations earn gross yields of 4–6%.',
      },
      {
        id: 'advisor',
        title: 'An advisor on your side',
        text: 'A local, Hebrew-speaking advisor explains every step, from the tax number (NIF) to the deed, and tells you honestly when a deal is not worth it.',
      },
      {
        id: 'foreigners',
        title: 'Open to foreigners',
        text: 'Foreigners can buy property freely, and residence routes such as the D7, the D8 digital nomad visa and the Golden Visa make it possible to move here.',
      },
    ],
    readMore: 'Read the relocation guide',
  },
  cta: {
    property: {
      title: 'Own a property in Portugal?',
      text: 'Tell us about your apartment and get a free management quote within 24 hours.',
      button: 'Get a free quote',
    },
    investment: {
      title: 'Thinking of investing in Portugal?',
      text: 'Book a free, no-obligation consultation with an advisor who speaks your language.',
      button: 'Book a free consultation',
    },
    dialogDescription: 'Leave your details and we will reply within 24 hours (Monday to Friday, 09:00–18:00).',
    close: 'Close',
  },
  closing: {
    title: 'Keep learning about Portugal',
    text: 'Guides and articles on the property market, taxes, visas and everyday life, written by our team for investors and for everyone planning a move.',
    link: 'Browse our articles',
  },
  structuredData: {
    businessDescription:
      'Property management in Lisbon, Cascais and Porto, and real-estate investment and relocation guidance across Portugal.',
    serviceName: 'Property management and real-estate investment advisory',
    serviceDescription:
      'Tenant search, rent collection, repairs, inspections and monthly reports for rental owners, and end-to-end guidance for buying investment property in Portugal.',
    catalogName: 'Our services',
    propertyManagement: 'Property management',
    investmentAdvisory: 'Real-estate investment advisory',
  },
  faq: {
    title: 'Frequently asked questions',
    intro: 'Short answers to what owners and investors ask us most often.',
    items: [
      {
        question: 'How much does property management cost?',
        answer:
          'Our packages cost 8% to 12% of the monthly rent, with a monthly minimum, plus VAT. There are no setup fees, you pay only for the months in which the property is rented, and owners of several properties get a discount. The first quote is free.',
      },
      {
        question: 'Can a foreigner buy property in Portugal?',
        answer:
          'Yes. There are no restrictions on foreign buyers. You need a Portuguese tax number (NIF) and usually a local bank account; we help you get both and accompany you through the promissory contract and the deed.',
      },
      {
        question: 'What rental yield can I expect?',
        answer:
          'Well-located apartments in Lisbon, Cascais and Porto typically earn a gross yield of 4% to 6% a year. The figure depends on the area, the purchase price and the type of rental, so we prepare a realistic estimate for each property before you buy.',
      },
      {
        question: 'Do I need to be in Portugal to work with you?',
        answer:
          'No. Most of our clients live abroad. We handle viewings, paperwork and tenants on the ground, report to you in Hebrew or English, and reply to every enquiry within 24 hours.',
      },
    ],
  },
};

export default copy;
