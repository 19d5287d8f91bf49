/** English content of the FAQ and About Us pages. */
export const enContent = {
  about: {
    title: 'About Us',
    description: 'Welcome to {product} — renting made easy.',
    whoWeAre: 'Who we are',
    intro1:
      '{product} is an online platform that simplifies the house rental process in Malaysia. We started in 2023 in Kuala Lumpur after seeing how much time tenants lost to unanswered calls, unclear deposits and paper agreements passed back and forth.',
    intro2:
      'Today, tenants find a unit or a room, apply, sign their tenancy agreement and pay their deposit without leaving home — and once they move in, rent, receipts and maintenance requests all live in one dashboard. Our team manages every listed property, so you always deal with people who can actually help.',
    valuesTitle: 'Our core values',
    values: {
      transparency: {
        title: 'Transparency',
        text: 'Rent, deposit and terms are shown before you apply. What you see on the listing is what you sign.',
      },
      trust: {
        title: 'Trust',
        text: 'Every property is checked by our team, and every payment, by online banking (FPX) or card, goes through a secure payment provider.',
      },
      care: {
        title: 'Care',
        text: 'A real team answers your questions and follows up on every maintenance request until it is resolved.',
      },
    },
    teamTitle: 'Meet the team',
    team: {
      ceo: {
        role: 'Co-founder & CEO',
        bio: 'Spent eight years in property management in the Klang Valley before starting {product}.',
      },
      cto: {
        role: 'Co-founder & CTO',
        bio: 'Builds the platform that turns paperwork, payments and requests into a few clicks.',
      },
      tenants: {
        role: 'Head of Tenant Experience',
        bio: 'Leads the team that reviews applications and looks after tenants from move-in to move-out.',
      },
    },
    contactTitle: 'Contact us',
    contact: { email: 'Email', phone: 'Phone', social: 'Social', address: 'Address' },
  },
  faq: {
    title: 'Frequently Asked Questions',
    description: 'Everything you need to know about renting with {product}, from your first search to moving in.',
    howItWorks: 'How it works',
    stepTitle: '{number}. {title}',
    steps: {
      discover: {
        title: 'Discover a property',
        text: 'Browse the listings, filter by area, type and budget, and open a property to see its photos, rooms, rent and deposit.',
      },
      apply: {
        title: 'Apply online',
        text: 'Register, then apply with your preferred move-in date and stay length. Keep your personal and employment details and supporting documents (IC or passport, latest payslips) ready in case we ask for them.',
      },
      approved: {
        title: 'Get approved',
        text: 'Our team reviews every application, usually within two working days. Your application moves from Submitted to Approved or Declined, and we e-mail you either way. In your dashboard these show as Waiting for Response, Accepted and Rejected.',
      },
      signAndPay: {
        title: 'Sign and pay',
        text: 'In Sign & Pay, sign your digital tenancy agreement right in your browser (or print, sign and upload it if you prefer paper), then pay the deposit plus the first month’s rent by online banking (FPX) or card. Your move-in package follows by e-mail.',
      },
      moveIn: {
        title: 'Move in and live easy',
        text: 'Collect your keys on your start date. From then on, pay your monthly rent and submit maintenance requests right from your {product} dashboard.',
      },
    },
    commonQuestions: 'Common questions',
    questions: {
      payBefore: {
        q: 'How much do I pay before moving in?',
        a: 'The security deposit shown on the listing plus your first month’s rent, paid together by online banking (FPX) or card when you sign. The only other cost is the government’s stamp duty on your tenancy agreement (RM1 for every RM250 of a year’s rent, plus RM10 for your copy), shown with the amount due before you apply. There are no agent fees or booking fees on {product}.',
      },
      refundable: {
        q: 'Is my deposit refundable?',
        a: 'Yes. Your deposit is returned at the end of your tenancy, less any amount needed for unpaid rent or damage beyond normal wear and tear, as set out in your tenancy agreement.',
      },
      several: {
        q: 'Can I apply for more than one property?',
        a: 'You can apply for different properties, one application per property at a time. Once an application is accepted or you have an active rental, new applications are paused until that tenancy ends.',
      },
      howLong: {
        q: 'How long can I rent for?',
        a: 'Choose a stay of 3, 4, 6, 8 or 12 months when you apply. Your end date is calculated from your move-in date and shown before you submit.',
      },
      monthly: {
        q: 'How do I pay my monthly rent?',
        a: 'Each month’s rent appears under Payment in your dashboard ahead of its due date, with an e-mail reminder. Pay it by online banking (FPX) or card in a few clicks and download the receipt whenever you need it.',
      },
    },
    stillUnsure: 'Still unsure? E-mail <mail>{email}</mail> or <contact>contact us</contact>.',
  },
};
