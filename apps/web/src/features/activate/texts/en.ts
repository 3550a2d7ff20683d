import type { activatePtBR } from './ptBR';

/** The texts of /activate in English, fetched when someone picks English. */
export const activateEn: typeof activatePtBR = {
  title: 'Open and activate your account',
  intro:
    'Open your Ipê account in a few minutes or, if an account holder invited you, accept the invitation to access their account.',
  open: {
    title: 'Open an account',
    intro: 'Have your photo ID and your phone at hand. You can stop and carry on later.',
    stepsLabel: 'Account opening steps',
    summary: 'Step {{current}} of {{total}}',
    steps: {
      email: 'E-mail',
      holder: 'Details',
      phone: 'Mobile',
      address: 'Address',
      representative: 'Representative',
      credentials: 'Password and PIN',
      identity: 'Identity',
    },
    loading: 'Loading your account opening…',
    continue: 'Continue',
    startOver: 'Use another e-mail',
  },
  start: {
    kind: 'Account for',
    kinds: { person: 'You (individual, CPF)', company: 'Your company (CNPJ)' },
    email: 'Your e-mail',
    emailHint: 'We send a code to confirm it. Started before? Use the same e-mail to carry on.',
    send: 'Send code',
    code: 'E-mail code',
    codeHint: 'The 6 digits we sent to {{email}}. Valid for 15 minutes.',
    confirm: 'Confirm e-mail',
    resend: 'Send another code',
    haveCode: 'I already have a code',
    typeCode: 'Type the code {{email}} received.',
    haveCodeHint:
      'Invited to represent a company? Type the e-mail and use the code in the invitation.',
    sent: 'We sent a code to {{email}}.',
    signIn: 'Sign in',
    recover: 'I forgot my password',
  },
  holder: {
    personTitle: 'Your details',
    companyTitle: 'Company details',
    representativeTitle: 'Legal representative',
    representativeHint:
      "Who opens and operates the company's account. To give other people access, invite them later in Settings › Users.",
    legalName: 'Legal name',
    cnpj: 'CNPJ',
    cnpjHint: 'Numeric or alphanumeric, with or without punctuation.',
    name: 'Full name',
    cpf: 'CPF',
    birthDate: 'Date of birth',
    motherName: "Mother's full name",
    save: 'Save and continue',
    who: "Who is the company's legal representative?",
    whoMe: 'It is me',
    whoInvite: 'Someone else: I will invite them',
    inviteHint:
      "We invite the representative once the company's address is in. They give their details, create the password and PIN and confirm their identity; the account opens when they finish.",
    invitedName: "Legal representative's full name",
    invitedEmail: "Legal representative's e-mail",
    representing:
      "{{by}} named you legal representative of {{company}} (CNPJ {{cnpj}}). Give your details: the company's account opens when you finish.",
  },
  representative: {
    title: 'Invitation to the legal representative',
    toSend:
      'Now we invite {{name}} ({{email}}) to finish the opening: their details, mobile, password, PIN and identity.',
    sent: 'Invitation sent to {{email}} on {{when}}. It is valid for 7 days; the account opens when {{name}} finishes.',
    send: 'Send invitation',
    resend: 'Send it again',
    notStarted: '{{name}} has not started yet.',
    progress: '{{name}} is at the step: {{step}}.',
    change: 'Invite someone else',
    save: 'Save and invite',
    refresh: 'Refresh',
  },
  phone: {
    phone: 'Mobile',
    phoneHint: 'We send a code by text message. In the demo it stays in the outbox.',
    send: 'Send code by text',
    code: 'Text message code',
    confirm: 'Confirm mobile',
    change: 'Change the number',
    sent: 'We sent a code to {{phone}}.',
  },
  address: {
    title: 'Your address',
    save: 'Save and continue',
  },
  credentials: {
    password: 'Create a password',
    confirmPassword: 'Repeat the password',
    pin: 'Create a transaction PIN',
    pinHint: 'Four digits that confirm Pix, payments and transfers. Do not repeat one digit.',
    confirmPin: 'Repeat the PIN',
    save: 'Create access',
  },
  identity: {
    intro:
      'Now we confirm it is you: a photo of your ID and a selfie, checked by our identity verification partner.',
    documentType: 'Photo ID',
    documentTypes: { RG: 'RG (identity card)', CNH: "CNH (driver's licence)" },
    simulated: "Provider's answer (demo environment)",
    simulatedHint:
      'There is no camera or real provider here: choose what the provider would answer.',
    outcomes: {
      analysis: 'Send to a person for review',
      approved: 'Approve at once',
      rejected: 'Reject',
    },
    submit: 'Send photos',
  },
  outcome: {
    ACTIVE: {
      title: 'Your account is open!',
      body: 'Sign in with your e-mail and password. On the first sign-in we enable this device with a code sent to your e-mail.',
    },
    IN_ANALYSIS: {
      title: 'We got your documents',
      body: 'Your account is under review. We will e-mail you when it is done; it usually takes up to 2 business days. Meanwhile you can sign in and view the account.',
    },
    REJECTED: {
      title: 'We could not open your account',
      body: 'We could not approve the opening. To know why, contact support.',
    },
    company: {
      ACTIVE: {
        title: "The company's account is open!",
        body: '{{name}} can now sign in with their e-mail and password and invite whoever else will use the account in Settings › Users.',
      },
      IN_ANALYSIS: {
        title: 'The opening is under review',
        body: '{{name}} finished their part and the account is under review. We will e-mail when it is done; it usually takes up to 2 business days.',
      },
      REJECTED: {
        title: 'We could not open the account',
        body: 'We could not approve the opening. To know why, contact support.',
      },
    },
    signIn: 'Sign in and enable this device',
    status: 'See the account status',
    help: 'Contact support',
  },
  invite: {
    title: 'Accept an invitation',
    description:
      "Got an e-mail inviting you to access a person's or a company's account? Use the code in it to create your access to Ipê.",
    email: 'E-mail that got the invitation',
    code: 'Invitation code',
    codeHint: 'The 6 digits in the invitation e-mail. The code is valid for 7 days.',
    name: 'Your full name',
    password: 'Create a password',
    confirmPassword: 'Repeat the password',
    submit: 'Accept invitation',
    codeInvalid:
      'Invalid or expired invitation code. Check the e-mail or ask the account holder for a new invitation.',
    alreadyUser:
      'This e-mail already has access to Ipê. Sign in with your password: the account you were invited to is in your list of accounts.',
    pin: 'Create a transaction PIN',
    pinHint:
      'It confirms Pix, payments and transfers, if the holder lets you move money in the account.',
    confirmPin: 'Repeat the PIN',
    success: 'Invitation accepted! Sign in with your e-mail and the password you created.',
  },
  reverify: {
    title: 'Confirm your identity again',
    intro:
      'Your PIN was locked after wrong attempts. Confirm it is you with a photo of your ID and a selfie, and create a new PIN.',
    newPin: 'New transaction PIN',
    confirmPin: 'Repeat the new PIN',
    submit: 'Send and create new PIN',
    approved: 'Identity confirmed! Your new PIN works now.',
    analysis: 'We got your photos. Your new PIN works once the review is done; we will e-mail you.',
    signInFirst: 'Sign in to your account to confirm your identity.',
  },
};
