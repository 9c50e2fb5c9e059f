/** One of the marketing figures from @dealdraft/domain: "50K+" and "users". */
type Figure = { value: string; label: string };

/** The landing page. Its spec texts (CTA, figures, section links) are in @dealdraft/domain. */
export const landing = {
  header: {
    /** The section links' landmark, in the header and in the mobile menu. */
    sectionsLabel: 'Sections',
    openMenu: 'Open menu',
  },
  menu: {
    /** Read after the logo (the product name) in the mobile menu's heading; keeps its leading space. */
    titleSuffix: ' menu',
    closeMenu: 'Close menu',
  },
  hero: {
    badge: 'AI-drafted proposals in under 12 seconds',
    /** The heading's two sentences; the second is highlighted. */
    titleStart: 'Proposals that win.',
    titleHighlight: 'Invoices that get paid.',
    lead: 'Dealdraft writes client-ready proposals with AI, turns them into invoices, e-mails them for you and tells you the moment a client opens them. Built for freelancers, small businesses and agencies.',
    seeHowItWorks: 'See how it works',
    freeStart: '5 free proposals and invoices · No credit card needed',
    /** After the bold rating: "4.9/5 rating from 50K+ users · 2M+ proposals". */
    ratedBy: (users: Figure, proposals: Figure) =>
      `from ${users.value} ${users.label} · ${proposals.value} ${proposals.label}`,
  },
  /** The illustration of a drafted proposal beside the hero. */
  preview: {
    /** What screen readers get instead of the illustration's pieces. */
    label:
      'A proposal drafted in Dealdraft: three services totalling $8,400, sent and opened three times',
    documentTitle: 'Proposal · PROP-2048',
    preparedFor: 'Prepared for',
    client: 'Northwind Traders',
    project: 'Brand refresh and new website',
    status: 'SENT',
    lines: {
      discovery: 'Discovery workshop',
      brandIdentity: 'Brand identity system',
      website: 'Website design, 6 templates',
    },
    draftedByAi: 'Drafted by AI',
    draftTime: 'in 9.6 seconds',
    clientActivity: 'Client activity',
    opened: 'Opened 3×',
    invoicePaid: 'Invoice INV-1042 paid',
  },
  howItWorks: {
    eyebrow: 'How It Works',
    title: 'From brief to paid in three steps',
    lead: 'No templates to wrestle with and no blank pages. Dealdraft does the writing; you close the deal.',
    /** Read by screen readers before a step's title: "Step 1: Describe the job". */
    stepPrefix: (step: number) => `Step ${step}: `,
    steps: {
      describe: {
        title: 'Describe the job',
        text: 'Add your client and a few words about the project. Your company details and payment terms are filled in for you.',
      },
      draft: {
        title: 'Let AI draft it',
        text: 'A complete proposal, written for this client, in under 12 seconds. Adjust anything, then export a polished PDF.',
      },
      send: {
        title: 'Send, track, get paid',
        text: 'E-mail it in one click, see when it is opened, follow up on time, and invoice the work once it is won.',
      },
    },
  },
  features: {
    eyebrow: 'Features',
    title: 'Everything you need to close the deal',
    lead: 'One place for proposals, invoices and the follow-up in between.',
    items: {
      speed: {
        title: 'Proposals in under 12 seconds',
        text: 'A GPT-4 powered engine drafts a complete, persuasive proposal while you refill your coffee.',
      },
      customisation: {
        title: 'Client-specific customisation',
        text: "Every draft speaks to the client's company, goals and budget, never a one-size template.",
      },
      reminders: {
        title: 'Follow-up reminders',
        text: 'Timely nudges when a proposal or invoice sits unanswered, so no deal goes quiet.',
      },
      paymentTerms: {
        title: 'Payment terms built in',
        text: 'Deposits, milestones or net 30: set your terms once and every document carries them.',
      },
      email: {
        title: 'E-mail delivery with tracking',
        text: 'Send from Dealdraft with the PDF attached and see the moment your client opens it.',
      },
      analytics: {
        title: 'Real-time analytics',
        text: 'Value per month, documents by status and recent activity, live on your dashboard.',
      },
      pdfs: {
        title: 'Polished PDFs',
        text: 'Clean, print-ready A4 documents that look as professional as your work.',
      },
      security: {
        title: 'Enterprise security',
        text: 'Encrypted connections, strongly hashed passwords and strict isolation of every account.',
      },
    },
  },
  savings: {
    eyebrow: 'Savings & ROI',
    title: 'Less time on paperwork. More time on paid work.',
    lead: 'What moving proposals and invoices to Dealdraft can mean for a small business.',
    disclaimer: 'Illustrative figures. Your results will depend on your business.',
  },
  testimonials: {
    eyebrow: 'Reviews',
    title: 'Loved by people who get paid for their ideas',
    lead: (users: Figure, rating: Figure, proposals: Figure) =>
      `${users.value} ${users.label} · ${rating.value} ${rating.label} · ${proposals.value} ${proposals.label} drafted`,
    /** The carousel's name for screen readers. */
    carouselLabel: 'Customer reviews',
    /** A slide's name for screen readers: "2 of 5". */
    slideLabel: (position: number, count: number) => `${position} of ${count}`,
    stars: '5 out of 5 stars',
    previous: 'Previous review',
    next: 'Next review',
    /** The group of dots, one per review. */
    pickerLabel: 'Choose a review',
    /** A dot's name: "Review 2 of 5: Daniel Reyes". */
    pickReview: (position: number, count: number, name: string) =>
      `Review ${position} of ${count}: ${name}`,
    play: 'Play reviews',
    pause: 'Pause reviews',
    /** Marketing content: the quote, and who said it. */
    reviews: {
      maya: {
        quote:
          'I used to lose whole evenings to proposals. Now the first draft is done before my coffee is, and clients tell me it reads like I wrote it just for them.',
        name: 'Maya Okafor',
        role: 'Brand designer, freelance',
      },
      daniel: {
        quote:
          'Seeing the moment a client opens a proposal changed how we follow up. We reply while they are still reading, and our close rate has never been higher.',
        name: 'Daniel Reyes',
        role: 'Founder, Northbeam Studio',
      },
      priya: {
        quote:
          'Proposals, invoices and reminders in one place. Our team stopped chasing spreadsheets and started chasing better clients.',
        name: 'Priya Natarajan',
        role: 'Operations lead, Kite & Key Agency',
      },
      tom: {
        quote:
          'The payment terms and the invoice flow paid for the subscription in the first month. Overdue invoices are simply a thing of the past.',
        name: 'Tom Becker',
        role: 'Web developer',
      },
      sofia: {
        quote:
          'Clean PDFs, clear numbers and a dashboard that tells me exactly what needs attention. It feels like having an assistant who never sleeps.',
        name: 'Sofia Lindqvist',
        role: 'Marketing consultant',
      },
    },
  },
  pricing: {
    eyebrow: 'Pricing',
    title: 'Simple plans that grow with you',
  },
  closingCall: {
    title: 'Your next client is waiting for a proposal',
    lead: 'Start with 5 free proposals and invoices. Upgrade only when Dealdraft is winning you work.',
    cta: 'Start your free trial',
  },
  footer: {
    tagline: 'Proposals and invoices, drafted with AI help, sent and tracked in one place.',
    socialLabel: 'Social media',
    /** A social link's name: "Dealdraft on LinkedIn". */
    socialLink: (product: string, network: string) => `${product} on ${network}`,
    /** The first link column's heading (the section links). */
    product: 'Product',
    about: 'About',
    systemStatus: 'System status',
    copyright: (year: number, product: string) => `© ${year} ${product}. All rights reserved.`,
  },
};
