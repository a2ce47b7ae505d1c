/** The `session` namespace: the two-factor controls shared by sign-in and the profile. */
export const messages = {
  en: {
    twoFactor: {
      scan: 'Scan this QR code with Google Authenticator (or any TOTP app), then enter the 6-digit code it shows.',
      qrAlt: 'QR code to add this account to an authenticator app',
      secret: 'Or enter this key by hand',
      code: 'Verification code',
      codePlaceholder: '6-digit code',
      codeRule: 'Enter the 6 digits shown by your authenticator app.',
      verify: 'Verify',
    },
  },
  'zh-CN': {
    twoFactor: {
      scan: '请使用 Google 身份验证器（或任意 TOTP 应用）扫描此二维码，然后输入其显示的 6 位验证码。',
      qrAlt: '将此账号添加到身份验证器应用的二维码',
      secret: '或手动输入此密钥',
      code: '验证码',
      codePlaceholder: '6 位验证码',
      codeRule: '请输入身份验证器应用显示的 6 位数字。',
      verify: '验证',
    },
  },
};
