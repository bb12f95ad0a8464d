import { defineMessages, type NoMessageValues, type MessageValue } from 'react-intl';

/** Texts of the help centre, feedback and agreement pages. */
export const helpMessages = defineMessages<{
  readonly tabHelp: NoMessageValues;
  readonly tabFeedback: NoMessageValues;
  readonly tabMine: NoMessageValues;
  readonly faqTitle: NoMessageValues;
  readonly faqEmpty: NoMessageValues;
  readonly contactTitle: NoMessageValues;
  readonly contactEmail: { readonly email: MessageValue };
  readonly contactPhone: { readonly phone: MessageValue };
  readonly writeToUs: NoMessageValues;
  readonly type: NoMessageValues;
  readonly typeSuggestion: NoMessageValues;
  readonly typeProblem: NoMessageValues;
  readonly typeComplaint: NoMessageValues;
  readonly typeOther: NoMessageValues;
  readonly content: NoMessageValues;
  readonly contentPlaceholder: NoMessageValues;
  readonly contentTooShort: { readonly min: MessageValue };
  readonly images: NoMessageValues;
  readonly contact: NoMessageValues;
  readonly contactPlaceholder: NoMessageValues;
  readonly submit: NoMessageValues;
  readonly sent: NoMessageValues;
  readonly uploading: NoMessageValues;
  readonly loginTitle: NoMessageValues;
  readonly loginBody: NoMessageValues;
  readonly mineEmpty: NoMessageValues;
  readonly sentOn: { readonly date: MessageValue };
  readonly reply: NoMessageValues;
  readonly awaitingReply: NoMessageValues;
  readonly feedbackImage: { readonly index: MessageValue };
  readonly updated: { readonly date: MessageValue };
  readonly agreementFailed: NoMessageValues;
}>({
  tabHelp: { id: 'help.tab_help', defaultMessage: 'Questions' },
  tabFeedback: { id: 'help.tab_feedback', defaultMessage: 'Feedback' },
  tabMine: { id: 'help.tab_mine', defaultMessage: 'My feedback' },
  faqTitle: { id: 'help.faq_title', defaultMessage: 'Frequently asked questions' },
  faqEmpty: { id: 'help.faq_empty', defaultMessage: 'No questions have been published yet.' },
  contactTitle: { id: 'help.contact_title', defaultMessage: 'Still need help?' },
  contactEmail: { id: 'help.contact_email', defaultMessage: 'Email {email}' },
  contactPhone: { id: 'help.contact_phone', defaultMessage: 'Call {phone}' },
  writeToUs: { id: 'help.write_to_us', defaultMessage: 'Send us feedback' },

  type: { id: 'help.type', defaultMessage: 'What is it about?' },
  typeSuggestion: { id: 'help.type_suggestion', defaultMessage: 'Suggestion' },
  typeProblem: { id: 'help.type_problem', defaultMessage: 'Problem' },
  typeComplaint: { id: 'help.type_complaint', defaultMessage: 'Complaint' },
  typeOther: { id: 'help.type_other', defaultMessage: 'Other' },
  content: { id: 'help.content', defaultMessage: 'Your message' },
  contentPlaceholder: {
    id: 'help.content_placeholder',
    defaultMessage: 'Tell us what happened or what we could do better',
  },
  contentTooShort: { id: 'help.content_too_short', defaultMessage: 'Please write at least {min} characters' },
  images: { id: 'help.images', defaultMessage: 'Screenshots or photos (optional)' },
  contact: { id: 'help.contact', defaultMessage: 'How can we reach you? (optional)' },
  contactPlaceholder: { id: 'help.contact_placeholder', defaultMessage: 'Email or phone' },
  submit: { id: 'help.submit', defaultMessage: 'Send feedback' },
  sent: { id: 'help.sent', defaultMessage: 'Thank you! Your feedback has been sent.' },
  uploading: { id: 'help.uploading', defaultMessage: 'Wait for the images to finish uploading' },
  loginTitle: { id: 'help.login_title', defaultMessage: 'Log in to send feedback' },
  loginBody: { id: 'help.login_body', defaultMessage: 'So we can reply to you and follow up.' },

  mineEmpty: { id: 'help.mine_empty', defaultMessage: 'You have not sent any feedback yet.' },
  sentOn: { id: 'help.sent_on', defaultMessage: 'Sent {date}' },
  reply: { id: 'help.reply', defaultMessage: 'Reply from the shop' },
  awaitingReply: { id: 'help.awaiting_reply', defaultMessage: 'Waiting for a reply' },
  feedbackImage: { id: 'help.feedback_image', defaultMessage: 'Attached image {index}' },

  updated: { id: 'help.updated', defaultMessage: 'Last updated {date}' },
  agreementFailed: { id: 'help.agreement_failed', defaultMessage: 'This document could not be loaded.' },
});
