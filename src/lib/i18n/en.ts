// English dictionary: the source of the key structure. The Hebrew dictionary must match it key for
// key (checked by the type checker through the Dictionary type).
export const en = {
  meta: {
    siteName: 'Lusa Property',
    locale: 'en_GB',
    titleTemplate: '{title} | Lusa Property',
  },
  common: {
    honeypotLabel: 'Leave this field empty',
    skipToContent: 'Skip to main content',
    readMore: 'Read more',
    loading: 'Loading...',
    close: 'Close',
  },
  nav: {
    mainLabel: 'Main navigation',
    home: 'Home',
    about: 'About',
    propertyManagement: 'Property Management',
    investment: 'Investment',
    articles: 'Articles',
    contact: 'Contact',
    calculateCost: 'Calculate Management Cost',
    rentalAgreement: 'Rental Agreement Template',
    realEstateAds: 'Real Estate Ads',
    submenuToggle: 'Show the {label} submenu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
    homeLinkLabel: 'Lusa Property, home page',
    switchLanguage: 'עברית',
    switchLanguageLabel: 'קריאת האתר בעברית',
  },
  footer: {
    newsletter: {
      title: 'Get our weekly Portugal property letter',
      subtitle:
        'Market moves, new listings and practical tips on investing and living in Portugal, once a week. Unsubscribe at any time.',
      emailLabel: 'Email address',
      emailPlaceholder: 'you@example.com',
      submit: 'Subscribe',
      submitting: 'Subscribing...',
      successTitle: 'Successfully Subscribed!',
      successDescription: 'Thank you for subscribing to our newsletter',
      alreadyTitle: 'Already Subscribed',
      alreadyDescription: 'This email is already subscribed to our newsletter',
      errorTitle: 'Error',
      errorDescription: 'An error occurred while subscribing to the newsletter',
      emptyEmail: 'Please enter an email address',
      invalidEmail: 'Invalid email address',
    },
    blurb:
      'Property management, real-estate investment and relocation guidance in Portugal, for owners and investors who want a trusted team on the ground.',
    contactTitle: 'Contact us',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    location: 'Lisbon, Portugal',
    servicesTitle: 'Services',
    supportTitle: 'Support',
    blog: 'Blog',
    followUs: 'Follow us',
    instagram: 'Instagram',
    youtube: 'YouTube',
    privacy: 'Privacy Policy',
    terms: 'Terms of Use',
    cookieSettings: 'Cookie settings',
    copyright: '© {year} Lusa Property. All rights reserved.',
    legalLabel: 'Legal',
  },
  cookies: {
    title: 'We value your privacy',
    description:
      'We use necessary cookies to run this site. With your permission we also use analytics and marketing cookies to understand how the site is used and to improve it.',
    acceptAll: 'Accept All',
    necessaryOnly: 'Necessary Only',
    reject: 'Reject',
    showDetails: 'Show details',
    hideDetails: 'Hide details',
    close: 'Close without choosing',
    alwaysOn: 'Always on',
    on: 'On',
    off: 'Off',
    necessaryTitle: 'Necessary',
    necessaryDescription: 'Keep the site working: language, security and the choice you make here.',
    analyticsTitle: 'Analytics',
    analyticsDescription: 'Anonymous statistics on which pages are read, so we can improve them.',
    marketingTitle: 'Marketing',
    marketingDescription: 'Let us measure our campaigns and show you relevant offers on other sites.',
    privacyLink: 'Read our privacy policy',
  },
  errors: {
    notFoundCode: '404',
    notFoundMessage: 'Oops! Page not found',
    notFoundHome: 'Return to Home',
    notFoundMetaTitle: 'Page not found',
    notFoundMetaDescription: 'The page you are looking for does not exist or has moved.',
    genericTitle: 'Something went wrong',
    genericDescription: 'An unexpected error stopped this page. Refreshing usually fixes it.',
    refreshPage: 'Refresh Page',
    sectionTitle: 'Something went wrong',
    sectionDescription: 'We encountered an error loading this section. Please try refreshing the page.',
  },
  contactForm: {
    serviceLegend: 'What can we help you with?',
    serviceProperty: 'Property management',
    serviceInvestment: 'Real-estate investment',
    nameLabel: 'Full name',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    messageLabel: 'Message',
    messagePlaceholder: 'Tell us about your property or your plans in Portugal',
    requiredNote: 'Fields marked * are required',
    consentLabel:
      'I agree that my personal data will be processed to provide the service and to contact me, and stored for 24 months only.',
    privacyLink: 'Read our privacy policy',
    marketingLabel: 'Send me market updates and offers by email (optional)',
    submit: 'Send Message',
    submitting: 'Sending...',
    errorTitle: 'Error',
    requiredFields: 'Please fill in all required fields and confirm consent',
    fieldRequired: 'This field is required',
    invalidEmail: 'Invalid email address',
    sendError: 'An error occurred while sending the message',
    invalidInputTitle: 'Invalid Input',
    invalidInputScript: 'Invalid characters detected. Please remove any HTML or script content.',
    invalidInputTooLong: 'This field takes at most {max} characters',
    invalidInputPhone: 'A phone number can only contain digits, spaces and + ( ) - . /',
    rateLimitTitle: 'Too many submissions',
    rateLimitDescription: 'Please wait a few minutes before submitting again',
    blockedTitle: 'Temporarily Blocked',
    blockedDescription: 'Too many requests. Please try again later',
  },
  contactPage: {
    formTitle: 'Send us a message',
    formIntro: 'Choose a service, leave your details and we will get back to you shortly.',
    detailsTitle: 'Contact details',
    emailLabel: 'Email',
    phoneLabel: 'Phone',
    locationLabel: 'Office',
    location: 'Lisbon, Portugal',
    hoursLabel: 'Business hours',
    hours: 'Mon–Fri 09:00–18:00 (Lisbon time)',
    socialTitle: 'Follow us',
    instagram: 'Lusa Property on Instagram',
    youtube: 'Lusa Property on YouTube',
    responseBadge: 'Average response time: 2 hours',
  },
  thankYou: {
    nextTitle: 'What happens next',
    stepRead: 'A specialist from our team reads your inquiry and the details you sent.',
    stepReply: 'We reply by email or phone. During business hours the average response time is 2 hours.',
    stepPlan: 'Together we plan the next step, with no obligation.',
    spamTip: 'No reply in your inbox? Check the spam folder, or write to us at',
    homeButton: 'Back to Home',
    propertyButton: 'Explore Property Management',
  },
  pages: {
    home: {
      title: 'Your home in Portugal, managed and grown with care',
      subtitle:
        'Property management in Lisbon, Cascais and Porto, and end-to-end guidance for investing and relocating to Portugal, in Hebrew and English.',
      metaTitle: 'Property management and real-estate investment in Portugal',
      metaDescription:
        'Lusa Property manages rental homes in Lisbon, Cascais and Porto and guides investors and families through buying property and relocating to Portugal.',
    },
    about: {
      title: 'About Lusa Property',
      subtitle:
        'A Portuguese company with a bilingual team that looks after your property and your investment as if they were our own.',
      metaTitle: 'About us',
      metaDescription:
        'Meet the team behind Lusa Property: our vision, our values and the attorneys, accountants and brokers we work with across Portugal.',
    },
    propertyManagement: {
      title: 'Property management in Portugal',
      subtitle:
        'Tenant search, rent collection, repairs, inspections and clear monthly reports, so your property earns while you live your life.',
      metaTitle: 'Property management in Lisbon, Cascais and Porto',
      metaDescription:
        'Full-service property management in Lisbon, Cascais and Porto: tenant placement, rent collection, maintenance, inspections and monthly owner reports.',
    },
    calculateCost: {
      title: 'Calculate your property management cost',
      subtitle:
        'Enter your monthly rent and compare our Basic, Plus and Premium packages in seconds, with no obligation.',
      metaTitle: 'Property management cost calculator',
      metaDescription:
        'How much does property management cost in Portugal? Typical fees are 8-12% of the monthly rent. Calculate your exact monthly fee for each package.',
    },
    rentalAgreement: {
      title: 'Free bilingual rental agreement template for Portugal',
      subtitle:
        'A clear Hebrew and English lease covering the ten sections every Portuguese rental contract needs, ready to adapt to your property.',
      metaTitle: 'Rental agreement template for Portugal (Hebrew and English)',
      metaDescription:
        'Download a free bilingual rental agreement template for Portugal: parties, rent, deposit, maintenance, termination, insurance and jurisdiction.',
    },
    investment: {
      title: 'Real-estate investment in Portugal',
      subtitle:
        'From market research and due diligence to local mortgages and management after the purchase, we guide every step of your investment.',
      metaTitle: 'Real-estate investment in Portugal and return calculator',
      metaDescription:
        'Invest in Portuguese real estate with local guidance: market overview, investment options, purchase process, taxes and an investment-return calculator.',
    },
    relocation: {
      title: 'Portugal Relocation Guide',
      subtitle:
        'Visas, tax number, bank account and health insurance: everything you need to plan your move to Portugal, step by step.',
      metaTitle: 'Portugal Relocation Guide: visas and first steps',
      metaDescription:
        'Moving to Portugal? Compare the D7, D8 digital nomad, HQA and Golden Visa options and follow our step-by-step preparation checklist.',
    },
    settling: {
      title: 'Settling in Portugal',
      subtitle:
        'Regions, paperwork, daily life and tips for feeling at home: a practical guide to your first months in Portugal.',
      metaTitle: 'Settling in Portugal: a practical guide',
      metaDescription:
        'The pros and cons of life in Portugal, how Lisbon and the Algarve compare, the administration steps after arrival and tips for integrating.',
    },
    articles: {
      title: 'Articles and guides',
      subtitle:
        'In-depth reading on relocation, investment, property management and life in Portugal, written by our team.',
      metaTitle: 'Articles on living and investing in Portugal',
      metaDescription:
        'Guides and articles on relocating to Portugal, real-estate investment, property management in Lisbon and the 2025 tax reforms.',
    },
    articleRealEstateInvestment: {
      title: 'Real-estate investment in Portugal: our full-service guidance',
      subtitle:
        'How we help you search, verify, finance and manage an investment property in Portugal, and what you receive at each stage.',
      metaTitle: 'Real-estate investment in Portugal: full-service guidance',
      metaDescription:
        'Property search, due diligence, local mortgages and post-purchase management: what full-service real-estate investment guidance in Portugal includes.',
    },
    articlePropertyManagementLisbon: {
      title: 'Property management in Lisbon: what owners need to know',
      subtitle:
        'Rents, tenants, regulations and maintenance in Lisbon, and how professional management protects your income.',
      metaTitle: 'Property management in Lisbon: a guide for owners',
      metaDescription:
        'What it takes to rent out a property in Lisbon: finding tenants, local rules, maintenance and what professional property management costs.',
    },
    articleTaxReforms2025: {
      title: "Portugal's 2025 tax reforms: what changes for investors and newcomers",
      subtitle:
        'A plain-language summary of the 2025 tax changes that matter to property owners, investors and people relocating to Portugal.',
      metaTitle: 'Portugal 2025 tax reforms explained',
      metaDescription:
        "Portugal's 2025 tax reforms for property owners, investors and new residents: what changed and what it means for your plans.",
    },
    realEstateAds: {
      title: 'Real-estate ads in Portugal',
      subtitle:
        'Homes for rent and for sale, collected from public community groups and filtered by type, price, location and bedrooms.',
      metaTitle: 'Homes for rent and sale in Portugal',
      metaDescription:
        'Browse curated apartments and houses for rent and sale across Lisbon, Cascais, Porto and the Algarve, with filters for price, bedrooms and date.',
    },
    contact: {
      title: 'Contact us',
      subtitle:
        'Tell us about your property or your plans in Portugal. We answer every message within 24 hours, usually within two.',
      metaTitle: 'Contact us',
      metaDescription:
        'Contact Lusa Property about property management, real-estate investment or relocation in Portugal. We reply within 24 hours.',
    },
    privacy: {
      title: 'Privacy Policy',
      subtitle: 'How we collect, use and protect your personal data, and the rights you have over it.',
      metaTitle: 'Privacy Policy',
      metaDescription:
        'How Lusa Property processes personal data: what we collect, why, for how long we keep it (24 months) and how to exercise your rights.',
    },
    terms: {
      title: 'Terms of Use',
      subtitle: 'The terms that apply when you use this website and its tools.',
      metaTitle: 'Terms of Use',
      metaDescription: 'The terms of use of the Lusa Property website, its calculators, templates and listings.',
    },
    thankYou: {
      title: 'Thank you!',
      subtitle: 'Your inquiry was received. Our team typically responds within 24 hours.',
      metaTitle: 'Thank you',
      metaDescription: 'Your inquiry was received. Our team typically responds within 24 hours.',
    },
    adminLogoGenerator: {
      title: 'Logo generator',
      subtitle: 'Admin Tool - Not Public',
      metaTitle: 'Logo generator',
      metaDescription: 'Internal tool.',
    },
    adminFbListings: {
      title: 'Listings manager',
      subtitle: 'Admin Tool - Not Public',
      metaTitle: 'Listings manager',
      metaDescription: 'Internal tool.',
    },
  },
};
