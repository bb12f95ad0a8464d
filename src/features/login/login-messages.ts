import { defineMessages, type NoMessageValues, type MessageValue, type MessageTag } from 'react-intl';

/** Texts of the login, registration and access-permissions pages. */
export const loginMessages = defineMessages<{
  readonly brand: NoMessageValues;
  readonly methods: NoMessageValues;
  readonly tabCode: NoMessageValues;
  readonly tabPassword: NoMessageValues;
  readonly tabRegister: NoMessageValues;
  readonly mobile: NoMessageValues;
  readonly mobilePlaceholder: NoMessageValues;
  readonly code: NoMessageValues;
  readonly codeHint: NoMessageValues;
  readonly codeSentMobile: { readonly number: MessageValue };
  readonly codeSentEmail: { readonly email: MessageValue };
  readonly account: NoMessageValues;
  readonly accountPlaceholder: NoMessageValues;
  readonly password: NoMessageValues;
  readonly passwordPlaceholder: NoMessageValues;
  readonly username: NoMessageValues;
  readonly usernamePlaceholder: NoMessageValues;
  readonly newPassword: NoMessageValues;
  readonly newPasswordPlaceholder: NoMessageValues;
  readonly confirmPassword: NoMessageValues;
  readonly registerWith: NoMessageValues;
  readonly byMobile: NoMessageValues;
  readonly byEmail: NoMessageValues;
  readonly email: NoMessageValues;
  readonly emailPlaceholder: NoMessageValues;
  readonly registerSubmit: NoMessageValues;
  readonly consent: { readonly privacy: MessageTag; readonly user: MessageTag };
  readonly consentRequired: NoMessageValues;
  readonly demoTitle: NoMessageValues;
  readonly demoBody: { readonly code: MessageValue; readonly emailCode: MessageValue; readonly mobile: MessageValue; readonly password: MessageValue; readonly username: MessageValue };
  readonly demoFill: NoMessageValues;
  readonly forgotPassword: NoMessageValues;
  readonly forgotNote: NoMessageValues;
  readonly otherMethods: NoMessageValues;
  readonly google: NoMessageValues;
  readonly googleFailed: NoMessageValues;
  readonly wechat: NoMessageValues;
  readonly wechatBindTitle: NoMessageValues;
  readonly wechatBindBody: NoMessageValues;
  readonly wechatBindPhone: NoMessageValues;
  readonly wechatLoggingIn: NoMessageValues;
  readonly welcome: NoMessageValues;
  readonly registered: NoMessageValues;
  readonly accessPermissions: NoMessageValues;
}>({
  brand: { id: 'login.brand', defaultMessage: 'Wholesale jewelry for your shop' },
  methods: { id: 'login.methods', defaultMessage: 'How to log in' },
  tabCode: { id: 'login.tab_code', defaultMessage: 'Code' },
  tabPassword: { id: 'login.tab_password', defaultMessage: 'Password' },
  tabRegister: { id: 'login.tab_register', defaultMessage: 'Register' },
  mobile: { id: 'login.mobile', defaultMessage: 'Mobile number' },
  mobilePlaceholder: { id: 'login.mobile_placeholder', defaultMessage: 'Your mobile number' },
  code: { id: 'login.code', defaultMessage: 'Verification code' },
  codeHint: { id: 'login.code_hint', defaultMessage: 'New here? Logging in with a code creates your account.' },
  codeSentMobile: { id: 'login.code_sent_mobile', defaultMessage: 'Code sent to {number}' },
  codeSentEmail: { id: 'login.code_sent_email', defaultMessage: 'Code sent to {email}' },
  account: { id: 'login.account', defaultMessage: 'Username, email or mobile' },
  accountPlaceholder: { id: 'login.account_placeholder', defaultMessage: 'Enter your username, email or mobile' },
  password: { id: 'login.password', defaultMessage: 'Password' },
  passwordPlaceholder: { id: 'login.password_placeholder', defaultMessage: 'Enter your password' },
  username: { id: 'login.username', defaultMessage: 'Username' },
  usernamePlaceholder: { id: 'login.username_placeholder', defaultMessage: 'Letters, digits or _' },
  newPassword: { id: 'login.new_password', defaultMessage: 'Choose a password' },
  newPasswordPlaceholder: { id: 'login.new_password_placeholder', defaultMessage: '6 to 32 characters' },
  confirmPassword: { id: 'login.confirm_password', defaultMessage: 'Repeat the password' },
  registerWith: { id: 'login.register_with', defaultMessage: 'Verify with' },
  byMobile: { id: 'login.by_mobile', defaultMessage: 'Mobile' },
  byEmail: { id: 'login.by_email', defaultMessage: 'Email' },
  email: { id: 'login.email', defaultMessage: 'Email' },
  emailPlaceholder: { id: 'login.email_placeholder', defaultMessage: 'name@example.com' },
  registerSubmit: { id: 'login.register_submit', defaultMessage: 'Create account' },
  consent: {
    id: 'login.consent',
    defaultMessage: 'I have read and agree to the <user>User Agreement</user> and the <privacy>Privacy Policy</privacy>',
  },
  consentRequired: {
    id: 'login.consent_required',
    defaultMessage: 'Please read and agree to the User Agreement and the Privacy Policy first',
  },
  demoTitle: { id: 'login.demo_title', defaultMessage: 'Demo shop' },
  demoBody: {
    id: 'login.demo_body',
    defaultMessage:
      'Log in with mobile {mobile} and code {code}, or with username {username} and password {password}. Email codes are {emailCode}.',
  },
  demoFill: { id: 'login.demo_fill', defaultMessage: 'Fill in the demo account' },
  forgotPassword: { id: 'login.forgot_password', defaultMessage: 'Forgot your password?' },
  forgotNote: {
    id: 'login.forgot_note',
    defaultMessage: 'No password needed: we text a code to your mobile number, and entering it logs you in.',
  },
  otherMethods: { id: 'login.other_methods', defaultMessage: 'Or continue with' },
  google: { id: 'login.google', defaultMessage: 'Continue with Google' },
  googleFailed: { id: 'login.google_failed', defaultMessage: 'Google sign-in is not available right now' },
  wechat: { id: 'login.wechat', defaultMessage: 'Continue with WeChat' },
  wechatBindTitle: { id: 'login.wechat_bind_title', defaultMessage: 'One more step' },
  wechatBindBody: {
    id: 'login.wechat_bind_body',
    defaultMessage: 'Link your WeChat to a mobile number to finish logging in.',
  },
  wechatBindPhone: { id: 'login.wechat_bind_phone', defaultMessage: 'Use my WeChat mobile number' },
  wechatLoggingIn: { id: 'login.wechat_logging_in', defaultMessage: 'Logging in with WeChat…' },
  welcome: { id: 'login.welcome', defaultMessage: 'Welcome back' },
  registered: { id: 'login.registered', defaultMessage: 'Welcome! Your account is ready' },
  accessPermissions: { id: 'login.access_permissions_link', defaultMessage: 'What this app can access' },
});

export const permissionMessages = defineMessages({
  intro: {
    id: 'login.permissions_intro',
    defaultMessage:
      'This shop runs in your browser. It only asks for access when you use a feature that needs it, and your browser always asks you first. You can refuse or withdraw access at any time in your browser settings.',
  },
  cameraTitle: { id: 'login.permission_camera_title', defaultMessage: 'Camera and photos' },
  cameraBody: {
    id: 'login.permission_camera_body',
    defaultMessage:
      'When you add a profile picture, photos to a review or after-sales request, or a payment receipt, you choose the images yourself. Only the images you pick are uploaded.',
  },
  clipboardTitle: { id: 'login.permission_clipboard_title', defaultMessage: 'Clipboard' },
  clipboardBody: {
    id: 'login.permission_clipboard_body',
    defaultMessage:
      'When you tap copy (your share link, an order number, bank details), the text is written to your clipboard. The shop never reads your clipboard.',
  },
  storageTitle: { id: 'login.permission_storage_title', defaultMessage: 'Storage on this device' },
  storageBody: {
    id: 'login.permission_storage_body',
    defaultMessage:
      'Your login, chosen language and a device identifier are kept in your browser so you stay logged in. Logging out removes your login; clearing this site’s data in your browser removes everything.',
  },
  deviceTitle: { id: 'login.permission_device_title', defaultMessage: 'Device identifier' },
  deviceBody: {
    id: 'login.permission_device_body',
    defaultMessage:
      'A fingerprint of your browser is sent with requests to protect your account from misuse. It is not used for advertising.',
  },
  notUsedTitle: { id: 'login.permission_not_used_title', defaultMessage: 'Never used' },
  notUsedBody: {
    id: 'login.permission_not_used_body',
    defaultMessage: 'Location, contacts, microphone and notifications: the shop does not ask for them.',
  },
});
