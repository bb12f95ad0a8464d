import { defineMessages, type NoMessageValues, type MessageValue } from 'react-intl';

/** Texts of the profile and account-security pages. */
export const profileMessages = defineMessages<{
  readonly avatar: NoMessageValues;
  readonly username: NoMessageValues;
  readonly nickname: NoMessageValues;
  readonly nicknamePlaceholder: NoMessageValues;
  readonly gender: NoMessageValues;
  readonly genderUnknown: NoMessageValues;
  readonly genderMale: NoMessageValues;
  readonly genderFemale: NoMessageValues;
  readonly birthday: NoMessageValues;
  readonly birthdayNotSet: NoMessageValues;
  readonly birthdayChoose: NoMessageValues;
  readonly birthdayClear: NoMessageValues;
  readonly birthdayMonthOption: { readonly month: number | Date };
  readonly motto: NoMessageValues;
  readonly mottoPlaceholder: NoMessageValues;
  readonly saved: NoMessageValues;
  readonly uploading: NoMessageValues;
  readonly security: NoMessageValues;
  readonly loginInfo: NoMessageValues;
  readonly mobile: NoMessageValues;
  readonly email: NoMessageValues;
  readonly password: NoMessageValues;
  readonly notSet: NoMessageValues;
  readonly changeItem: { readonly item: MessageValue };
  readonly lastLogin: NoMessageValues;
  readonly lastLoginValue: { readonly ip: MessageValue; readonly time: MessageValue };
  readonly neverLoggedIn: NoMessageValues;
  readonly currentNetwork: NoMessageValues;
  readonly currentNetworkValue: { readonly country: MessageValue; readonly ip: MessageValue };
  readonly securityNote: NoMessageValues;
  readonly changePasswordTitle: NoMessageValues;
  readonly oldPassword: NoMessageValues;
  readonly newPassword: NoMessageValues;
  readonly newPasswordPlaceholder: NoMessageValues;
  readonly confirmPassword: NoMessageValues;
  readonly passwordChanged: NoMessageValues;
  readonly changeEmailTitle: NoMessageValues;
  readonly newEmail: NoMessageValues;
  readonly emailChanged: NoMessageValues;
  readonly changeMobileTitle: NoMessageValues;
  readonly newMobile: NoMessageValues;
  readonly mobileChanged: NoMessageValues;
  readonly code: NoMessageValues;
  readonly codeSent: { readonly target: MessageValue };
  readonly confirm: NoMessageValues;
}>({
  avatar: { id: 'profile.avatar', defaultMessage: 'Profile picture' },
  username: { id: 'profile.username', defaultMessage: 'Username' },
  nickname: { id: 'profile.nickname', defaultMessage: 'Nickname' },
  nicknamePlaceholder: { id: 'profile.nickname_placeholder', defaultMessage: 'How the shop greets you' },
  gender: { id: 'profile.gender', defaultMessage: 'Gender' },
  genderUnknown: { id: 'profile.gender_unknown', defaultMessage: 'Prefer not to say' },
  genderMale: { id: 'profile.gender_male', defaultMessage: 'Male' },
  genderFemale: { id: 'profile.gender_female', defaultMessage: 'Female' },
  birthday: { id: 'profile.birthday', defaultMessage: 'Birthday' },
  birthdayNotSet: { id: 'profile.birthday_not_set', defaultMessage: 'Not set' },
  birthdayChoose: { id: 'profile.birthday_choose', defaultMessage: 'Choose your birthday' },
  birthdayClear: { id: 'profile.birthday_clear', defaultMessage: 'Clear birthday' },
  // A month on the birthday's wheel: a date skeleton, so each language picks its form (MMMM "May", MMM "5月").
  birthdayMonthOption: { id: 'profile.birthday_month_option', defaultMessage: '{month, date, ::MMMM}' },
  motto: { id: 'profile.motto', defaultMessage: 'About me' },
  mottoPlaceholder: { id: 'profile.motto_placeholder', defaultMessage: 'Your shop, your style, anything you like' },
  saved: { id: 'profile.saved', defaultMessage: 'Profile saved' },
  uploading: { id: 'profile.uploading', defaultMessage: 'Wait for the picture to finish uploading' },
  security: { id: 'profile.security', defaultMessage: 'Account and security' },

  loginInfo: { id: 'profile.login_info', defaultMessage: 'Sign-in details' },
  mobile: { id: 'profile.mobile', defaultMessage: 'Mobile number' },
  email: { id: 'profile.email', defaultMessage: 'Email' },
  password: { id: 'profile.password', defaultMessage: 'Password' },
  notSet: { id: 'profile.not_set', defaultMessage: 'Not set' },
  changeItem: { id: 'profile.change_item', defaultMessage: 'Change {item}' },
  lastLogin: { id: 'profile.last_login', defaultMessage: 'Last login' },
  lastLoginValue: { id: 'profile.last_login_value', defaultMessage: '{time} from IP {ip}' },
  neverLoggedIn: { id: 'profile.never_logged_in', defaultMessage: 'No earlier login' },
  currentNetwork: { id: 'profile.current_network', defaultMessage: 'This connection' },
  currentNetworkValue: { id: 'profile.current_network_value', defaultMessage: 'IP {ip} ({country})' },
  securityNote: {
    id: 'profile.security_note',
    defaultMessage: 'If a login looks unfamiliar, change your password right away.',
  },

  changePasswordTitle: { id: 'profile.change_password_title', defaultMessage: 'Change password' },
  oldPassword: { id: 'profile.old_password', defaultMessage: 'Current password' },
  newPassword: { id: 'profile.new_password', defaultMessage: 'New password' },
  newPasswordPlaceholder: { id: 'profile.new_password_placeholder', defaultMessage: '6 to 32 characters' },
  confirmPassword: { id: 'profile.confirm_password', defaultMessage: 'Repeat the new password' },
  passwordChanged: { id: 'profile.password_changed', defaultMessage: 'Password changed. Please log in again.' },
  changeEmailTitle: { id: 'profile.change_email_title', defaultMessage: 'Change email' },
  newEmail: { id: 'profile.new_email', defaultMessage: 'New email' },
  emailChanged: { id: 'profile.email_changed', defaultMessage: 'Email changed' },
  changeMobileTitle: { id: 'profile.change_mobile_title', defaultMessage: 'Change mobile number' },
  newMobile: { id: 'profile.new_mobile', defaultMessage: 'New mobile number' },
  mobileChanged: { id: 'profile.mobile_changed', defaultMessage: 'Mobile number changed' },
  code: { id: 'profile.code', defaultMessage: 'Verification code' },
  codeSent: { id: 'profile.code_sent', defaultMessage: 'Code sent to {target}' },
  confirm: { id: 'profile.confirm', defaultMessage: 'Confirm' },
});
