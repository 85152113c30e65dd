// The shop's e-mails, HTML + text, in the user's language, with the shop's name and logo. Every value put
// into the HTML is escaped.
import { isLanguageCode, languageDir } from '#contract/codes.ts';

type Texts = {
  verifySubject: string;
  verifyIntro: string;
  resetSubject: string;
  resetIntro: string;
  greeting: string;
  codeLabel: string;
  expires: string;
  ignore: string;
  existsSubject: string;
  existsIntro: string;
  confirmSubject: string;
  confirmIntro: string;
};

const TEXTS: Record<string, Texts> = {
  en: {
    verifySubject: '{site}: your verification code {code}',
    verifyIntro: 'Welcome to {site}! Enter this code to verify your e-mail address:',
    resetSubject: '{site}: your password reset code {code}',
    resetIntro:
      'Someone asked to reset the password of your {site} account. Enter this code to choose a new one:',
    greeting: 'Hello {name},',
    codeLabel: 'Your code',
    expires: 'The code expires in 10 minutes and works once.',
    ignore: 'If this was not you, you can ignore this e-mail.',
    existsSubject: '{site}: someone tried to register with your address',
    existsIntro:
      'Someone tried to create a {site} account with this e-mail address, which already has one. Sign in, or use “Forgot password” if you do not remember your password.',
    confirmSubject: '{site}: your confirmation code {code}',
    confirmIntro: 'Enter this code to confirm the change to your {site} account:',
  },
  fr: {
    verifySubject: '{site} : votre code de vérification {code}',
    verifyIntro: 'Bienvenue sur {site} ! Saisissez ce code pour vérifier votre adresse e-mail :',
    resetSubject: '{site} : votre code de réinitialisation {code}',
    resetIntro:
      'Une réinitialisation du mot de passe de votre compte {site} a été demandée. Saisissez ce code pour en choisir un nouveau :',
    greeting: 'Bonjour {name},',
    codeLabel: 'Votre code',
    expires: 'Le code expire dans 10 minutes et ne sert qu’une fois.',
    ignore: 'Si ce n’était pas vous, ignorez cet e-mail.',
    existsSubject: '{site} : tentative d’inscription avec votre adresse',
    existsIntro:
      'Quelqu’un a tenté de créer un compte {site} avec cette adresse e-mail, qui en a déjà un. Connectez-vous, ou utilisez « Mot de passe oublié » si vous ne vous en souvenez plus.',
    confirmSubject: '{site} : votre code de confirmation {code}',
    confirmIntro: 'Saisissez ce code pour confirmer la modification de votre compte {site} :',
  },
  ar: {
    verifySubject: '{site}: رمز التحقق الخاص بك {code}',
    verifyIntro: 'مرحبًا بك في {site}! أدخل هذا الرمز للتحقق من بريدك الإلكتروني:',
    resetSubject: '{site}: رمز إعادة تعيين كلمة المرور {code}',
    resetIntro:
      'طلب أحدهم إعادة تعيين كلمة مرور حسابك في {site}. أدخل هذا الرمز لاختيار كلمة مرور جديدة:',
    greeting: 'مرحبًا {name}،',
    codeLabel: 'رمزك',
    expires: 'تنتهي صلاحية الرمز خلال 10 دقائق ويعمل مرة واحدة.',
    ignore: 'إذا لم تكن أنت، يمكنك تجاهل هذه الرسالة.',
    existsSubject: '{site}: محاولة تسجيل باستخدام عنوانك',
    existsIntro:
      'حاول أحدهم إنشاء حساب في {site} بهذا البريد الإلكتروني المسجل مسبقًا. سجّل الدخول، أو استخدم «نسيت كلمة المرور» إذا لم تتذكرها.',
    confirmSubject: '{site}: رمز التأكيد الخاص بك {code}',
    confirmIntro: 'أدخل هذا الرمز لتأكيد التغيير على حسابك في {site}:',
  },
  tr: {
    verifySubject: '{site}: doğrulama kodunuz {code}',
    verifyIntro:
      '{site} mağazasına hoş geldiniz! E-posta adresinizi doğrulamak için bu kodu girin:',
    resetSubject: '{site}: şifre sıfırlama kodunuz {code}',
    resetIntro:
      '{site} hesabınızın şifresinin sıfırlanması istendi. Yeni bir şifre seçmek için bu kodu girin:',
    greeting: 'Merhaba {name},',
    codeLabel: 'Kodunuz',
    expires: 'Kod 10 dakika içinde geçersiz olur ve bir kez kullanılabilir.',
    ignore: 'Bu siz değilseniz bu e-postayı yok sayabilirsiniz.',
    existsSubject: '{site}: adresinizle kayıt olunmaya çalışıldı',
    existsIntro:
      'Biri bu e-posta adresiyle {site} hesabı açmaya çalıştı; bu adresin zaten bir hesabı var. Giriş yapın veya şifrenizi hatırlamıyorsanız “Şifremi unuttum”u kullanın.',
    confirmSubject: '{site}: onay kodunuz {code}',
    confirmIntro: '{site} hesabınızdaki değişikliği onaylamak için bu kodu girin:',
  },
  hi: {
    verifySubject: '{site}: आपका सत्यापन कोड {code}',
    verifyIntro: '{site} में आपका स्वागत है! अपना ई-मेल पता सत्यापित करने के लिए यह कोड दर्ज करें:',
    resetSubject: '{site}: आपका पासवर्ड रीसेट कोड {code}',
    resetIntro:
      'आपके {site} खाते का पासवर्ड रीसेट करने का अनुरोध किया गया है। नया पासवर्ड चुनने के लिए यह कोड दर्ज करें:',
    greeting: 'नमस्ते {name},',
    codeLabel: 'आपका कोड',
    expires: 'यह कोड 10 मिनट में समाप्त हो जाता है और एक बार ही काम करता है।',
    ignore: 'अगर यह आप नहीं थे, तो इस ई-मेल को अनदेखा करें।',
    existsSubject: '{site}: आपके पते से पंजीकरण का प्रयास',
    existsIntro:
      'किसी ने इस ई-मेल पते से {site} खाता बनाने की कोशिश की, जिसका खाता पहले से है। साइन इन करें, या पासवर्ड याद न हो तो “पासवर्ड भूल गए” का उपयोग करें।',
    confirmSubject: '{site}: आपका पुष्टि कोड {code}',
    confirmIntro: 'अपने {site} खाते में बदलाव की पुष्टि के लिए यह कोड दर्ज करें:',
  },
};

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_m, k: string) => values[k] ?? '');

export type ShopIdentity = { name: string; logoUrl: string | null; url: string };

/**
 * A code e-mail (verify, reset), or the notice an owner gets when someone registers their address again
 * (`exists`, no code: registering never tells who has an account, decision 024).
 */
export function codeEmail(opts: {
  kind: 'verify' | 'reset' | 'exists' | 'confirm';
  code: string;
  name: string;
  language: string | null;
  shop: ShopIdentity;
}): { subject: string; html: string; text: string } {
  const lang =
    opts.language && isLanguageCode(opts.language) && TEXTS[opts.language] ? opts.language : 'en';
  const t = TEXTS[lang]!;
  const values = { site: opts.shop.name, name: opts.name, code: opts.code };
  const pick = { verify: 0, reset: 1, exists: 2, confirm: 3 }[opts.kind];
  const subject = fill(
    [t.verifySubject, t.resetSubject, t.existsSubject, t.confirmSubject][pick]!,
    values,
  );
  const intro = fill([t.verifyIntro, t.resetIntro, t.existsIntro, t.confirmIntro][pick]!, values);
  const exists = opts.kind === 'exists';
  const greeting = fill(t.greeting, values);
  const text = [
    greeting,
    '',
    intro,
    '',
    ...(exists ? [] : [`${t.codeLabel}: ${opts.code}`, '', t.expires]),
    t.ignore,
    '',
    `${opts.shop.name} — ${opts.shop.url}`,
  ].join('\n');
  const dir = languageDir(lang);
  const logo = opts.shop.logoUrl
    ? `<img src="${escape(opts.shop.logoUrl)}" alt="${escape(opts.shop.name)}" height="40" style="height:40px">`
    : `<strong style="font-size:20px">${escape(opts.shop.name)}</strong>`;
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escape(subject)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:8px;padding:24px;text-align:${dir === 'rtl' ? 'right' : 'left'}">
<tr><td style="padding-bottom:16px"><a href="${escape(opts.shop.url)}">${logo}</a></td></tr>
<tr><td><p>${escape(greeting)}</p><p>${escape(intro)}</p>
${
  exists
    ? `<p style="font-size:14px;color:#475569">${escape(t.ignore)}</p></td></tr>`
    : `<p style="font-size:14px;color:#475569;margin-bottom:4px">${escape(t.codeLabel)}</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:700;margin-top:0" dir="ltr">${escape(opts.code)}</p>
<p style="font-size:14px;color:#475569">${escape(t.expires)}<br>${escape(t.ignore)}</p></td></tr>`
}
<tr><td style="padding-top:16px;font-size:12px;color:#64748b"><a href="${escape(opts.shop.url)}" style="color:#64748b">${escape(opts.shop.name)}</a></td></tr>
</table></td></tr></table></body></html>`;
  return { subject, html, text };
}
