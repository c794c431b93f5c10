import type { Language } from '@kru/contract';
import { type Copy, type Message, type Recipient, render, type Unsubscribe } from './layout.ts';
import type { OutgoingEmail } from './mailer.ts';

/** One e-mail: its template name and its copy in each language. */
const email =
  <Vars>(template: string, copy: Copy<Vars>) =>
  (input: Recipient & Vars): OutgoingEmail =>
    render(template, copy, input);

const HELLO: Record<Language, (name: string) => string> = {
  en: (name) => `Hello ${name},`,
  th: (name) => `สวัสดีคุณ ${name}`,
};

interface CodeVars {
  code: string;
  minutes: number;
}

export const registrationCodeEmail = email<CodeVars>('registration_code', {
  en: ({ code, minutes }) => ({
    subject: 'Your Kru verification code',
    blocks: [
      'Welcome to Kru! Enter this code to verify your e-mail address:',
      { code },
      `The code is valid for ${minutes} minutes and can be used once.`,
      'If you did not sign up for Kru, you can ignore this e-mail.',
    ],
  }),
  th: ({ code, minutes }) => ({
    subject: 'รหัสยืนยันอีเมลสำหรับ Kru',
    blocks: [
      'ยินดีต้อนรับสู่ Kru! กรุณากรอกรหัสนี้เพื่อยืนยันอีเมลของคุณ',
      { code },
      `รหัสนี้ใช้ได้ภายใน ${minutes} นาที และใช้ได้เพียงครั้งเดียว`,
      'หากคุณไม่ได้สมัครใช้งาน Kru คุณสามารถเพิกเฉยต่ออีเมลฉบับนี้ได้',
    ],
  }),
});

export const emailChangeCodeEmail = email<CodeVars>('email_change_code', {
  en: ({ code, minutes }) => ({
    subject: 'Confirm your new e-mail address',
    blocks: [
      'You asked to use this address for your Kru account. Enter this code to confirm it:',
      { code },
      `The code is valid for ${minutes} minutes and can be used once.`,
      'If you did not ask for this, you can ignore this e-mail. Nothing will change.',
    ],
  }),
  th: ({ code, minutes }) => ({
    subject: 'ยืนยันอีเมลใหม่ของคุณ',
    blocks: [
      'คุณได้ขอใช้อีเมลนี้กับบัญชี Kru ของคุณ กรุณากรอกรหัสนี้เพื่อยืนยัน',
      { code },
      `รหัสนี้ใช้ได้ภายใน ${minutes} นาที และใช้ได้เพียงครั้งเดียว`,
      'หากคุณไม่ได้ทำรายการนี้ คุณสามารถเพิกเฉยต่ออีเมลฉบับนี้ได้ และจะไม่มีการเปลี่ยนแปลงใด ๆ',
    ],
  }),
});

export const emailChangedNotice = email<{ newEmail: string }>('email_changed', {
  en: ({ newEmail }) => ({
    subject: 'Your Kru e-mail address was changed',
    blocks: [
      `The e-mail address of your Kru account was changed to ${newEmail}. From now on we write to that address.`,
      'If you did not make this change, please contact our support team at once.',
    ],
  }),
  th: ({ newEmail }) => ({
    subject: 'อีเมลของบัญชี Kru ของคุณถูกเปลี่ยนแล้ว',
    blocks: [
      `อีเมลของบัญชี Kru ของคุณถูกเปลี่ยนเป็น ${newEmail} แล้ว นับจากนี้เราจะติดต่อคุณทางอีเมลดังกล่าว`,
      'หากคุณไม่ได้เป็นผู้เปลี่ยนแปลง กรุณาติดต่อทีมสนับสนุนของเราทันที',
    ],
  }),
});

export const passwordResetEmail = email<{ link: string; minutes: number }>('password_reset', {
  en: ({ link, minutes }) => ({
    subject: 'Reset your Kru password',
    blocks: [
      'We received a request to reset the password of your Kru account.',
      { label: 'Choose a new password', href: link },
      `The link is valid for ${minutes} minutes and can be used once.`,
      'If you did not ask for this, you can ignore this e-mail. Your password stays the same.',
    ],
  }),
  th: ({ link, minutes }) => ({
    subject: 'ตั้งรหัสผ่าน Kru ใหม่',
    blocks: [
      'เราได้รับคำขอให้ตั้งรหัสผ่านใหม่สำหรับบัญชี Kru ของคุณ',
      { label: 'ตั้งรหัสผ่านใหม่', href: link },
      `ลิงก์นี้ใช้ได้ภายใน ${minutes} นาที และใช้ได้เพียงครั้งเดียว`,
      'หากคุณไม่ได้ทำรายการนี้ คุณสามารถเพิกเฉยต่ออีเมลฉบับนี้ได้ รหัสผ่านของคุณจะยังคงเหมือนเดิม',
    ],
  }),
});

export const passwordChangedNotice = email<{ signInUrl: string }>('password_changed', {
  en: ({ signInUrl }) => ({
    subject: 'Your Kru password was changed',
    blocks: [
      'The password of your Kru account was just changed, and every other device was signed out.',
      'If you did not make this change, choose a new password at once with "Forgot password" on the sign-in page, and contact our support team.',
      { label: 'Go to sign-in', href: signInUrl },
    ],
  }),
  th: ({ signInUrl }) => ({
    subject: 'รหัสผ่าน Kru ของคุณถูกเปลี่ยนแล้ว',
    blocks: [
      'รหัสผ่านของบัญชี Kru ของคุณเพิ่งถูกเปลี่ยน และอุปกรณ์อื่นทั้งหมดได้ออกจากระบบแล้ว',
      'หากคุณไม่ได้เป็นผู้เปลี่ยนแปลง กรุณาตั้งรหัสผ่านใหม่ทันทีผ่าน "ลืมรหัสผ่าน" ในหน้าเข้าสู่ระบบ และติดต่อทีมสนับสนุนของเรา',
      { label: 'ไปที่หน้าเข้าสู่ระบบ', href: signInUrl },
    ],
  }),
});

export const registrationAttemptNotice = email<{ signInUrl: string }>('registration_attempt', {
  en: ({ signInUrl }) => ({
    subject: 'Someone tried to sign up with your e-mail address',
    blocks: [
      'Someone just tried to create a new Kru account with this e-mail address. You already have an account, so nothing was created and nothing changed.',
      'If it was you, sign in instead. If you have forgotten your password, choose a new one with "Forgot password" on the sign-in page.',
      { label: 'Go to sign-in', href: signInUrl },
      'If it was not you, you can ignore this e-mail.',
    ],
  }),
  th: ({ signInUrl }) => ({
    subject: 'มีผู้พยายามสมัครสมาชิกด้วยอีเมลของคุณ',
    blocks: [
      'มีผู้พยายามสร้างบัญชี Kru ใหม่ด้วยอีเมลนี้ เนื่องจากคุณมีบัญชีอยู่แล้ว จึงไม่มีการสร้างบัญชีใหม่และไม่มีการเปลี่ยนแปลงใด ๆ',
      'หากเป็นคุณ กรุณาเข้าสู่ระบบแทน หากคุณลืมรหัสผ่าน กรุณาตั้งรหัสผ่านใหม่ผ่าน "ลืมรหัสผ่าน" ในหน้าเข้าสู่ระบบ',
      { label: 'ไปที่หน้าเข้าสู่ระบบ', href: signInUrl },
      'หากไม่ใช่คุณ คุณสามารถเพิกเฉยต่ออีเมลฉบับนี้ได้',
    ],
  }),
});

export const tutorApprovedEmail = email<{ name: string; link: string }>('tutor_approved', {
  en: ({ name, link }) => ({
    subject: 'Congratulations, your Kru tutor profile is approved',
    blocks: [
      HELLO.en(name),
      'Good news: our team has reviewed your tutor profile and documents, and approved them.',
      'Students can now find you, and you can set your availability, accept bookings and publish courses.',
      { label: 'Open my profile', href: link },
      'If you later change your name, title, grades, subjects, prices or documents, your profile is reviewed again.',
    ],
  }),
  th: ({ name, link }) => ({
    subject: 'ยินดีด้วย โปรไฟล์ติวเตอร์ Kru ของคุณได้รับการอนุมัติแล้ว',
    blocks: [
      HELLO.th(name),
      'ข่าวดี! ทีมงานของเราได้ตรวจสอบโปรไฟล์ติวเตอร์และเอกสารของคุณ และอนุมัติเรียบร้อยแล้ว',
      'ตอนนี้นักเรียนสามารถค้นหาคุณได้ และคุณสามารถกำหนดเวลาว่าง รับการจองเรียน และเผยแพร่คอร์สได้แล้ว',
      { label: 'เปิดโปรไฟล์ของฉัน', href: link },
      'หากภายหลังคุณเปลี่ยนชื่อ คำนำหน้า ระดับชั้น วิชา ราคา หรือเอกสาร โปรไฟล์ของคุณจะถูกตรวจสอบอีกครั้ง',
    ],
  }),
});

export const tutorRejectedEmail = email<{ name: string; comment: string; link: string }>('tutor_rejected', {
  en: ({ name, comment, link }) => ({
    subject: 'Your Kru tutor profile needs changes',
    blocks: [
      HELLO.en(name),
      'Thank you for submitting your tutor profile. Our team has reviewed it and could not approve it yet.',
      "The reviewer's comment:",
      comment,
      'Please make the changes on your profile or documents, then submit it for review again.',
      { label: 'Open my profile', href: link },
    ],
  }),
  th: ({ name, comment, link }) => ({
    subject: 'โปรไฟล์ติวเตอร์ Kru ของคุณต้องแก้ไขเพิ่มเติม',
    blocks: [
      HELLO.th(name),
      'ขอบคุณที่ส่งโปรไฟล์ติวเตอร์ของคุณ ทีมงานของเราได้ตรวจสอบแล้ว แต่ยังไม่สามารถอนุมัติได้ในขณะนี้',
      'ความเห็นจากผู้ตรวจสอบ:',
      comment,
      'กรุณาแก้ไขโปรไฟล์หรือเอกสารของคุณตามความเห็นข้างต้น แล้วส่งให้ตรวจสอบอีกครั้ง',
      { label: 'เปิดโปรไฟล์ของฉัน', href: link },
    ],
  }),
});

export const subscribedEmail = email<{
  name: string;
  plan: string;
  billing: 'monthly' | 'yearly';
  renewsOn: string;
  link: string;
}>('subscribed', {
  en: ({ name, plan, billing, renewsOn, link }) => ({
    subject: `You subscribed to ${plan}`,
    blocks: [
      HELLO.en(name),
      `Thank you: your ${billing} subscription to ${plan} is active. Every course and skill is now open to you in full.`,
      `It renews by itself on ${renewsOn}. You can cancel at any time on your fees page; you keep it until the end of the period you paid for.`,
      { label: 'Open my fees page', href: link },
    ],
  }),
  th: ({ name, plan, billing, renewsOn, link }) => ({
    subject: `คุณสมัครสมาชิก ${plan} เรียบร้อยแล้ว`,
    blocks: [
      HELLO.th(name),
      `ขอบคุณ! การสมัครสมาชิก ${plan} แบบ${billing === 'monthly' ? 'รายเดือน' : 'รายปี'}ของคุณเริ่มใช้งานแล้ว ตอนนี้คุณเข้าถึงคอร์สและทักษะทั้งหมดได้เต็มรูปแบบ`,
      `การสมัครสมาชิกจะต่ออายุอัตโนมัติในวันที่ ${renewsOn} คุณยกเลิกได้ทุกเมื่อที่หน้าค่าบริการ และยังใช้งานได้จนสิ้นสุดรอบที่ชำระแล้ว`,
      { label: 'เปิดหน้าค่าบริการ', href: link },
    ],
  }),
});

export const payoutAccountVerifiedEmail = email<{ name: string; link: string }>('payout_account_verified', {
  en: ({ name, link }) => ({
    subject: 'Your bank information is verified',
    blocks: [
      HELLO.en(name),
      'Your bank information has been verified. You can now withdraw your earnings to your bank account.',
      { label: 'Open my fees page', href: link },
    ],
  }),
  th: ({ name, link }) => ({
    subject: 'ข้อมูลบัญชีธนาคารของคุณได้รับการยืนยันแล้ว',
    blocks: [
      HELLO.th(name),
      'ข้อมูลบัญชีธนาคารของคุณได้รับการยืนยันแล้ว ตอนนี้คุณสามารถถอนรายได้เข้าบัญชีธนาคารของคุณได้',
      { label: 'เปิดหน้าค่าบริการ', href: link },
    ],
  }),
});

export const payoutAccountProblemEmail = email<{ name: string; reason: string; link: string }>(
  'payout_account_problem',
  {
    en: ({ name, reason, link }) => ({
      subject: 'There is a problem with your bank information',
      blocks: [
        HELLO.en(name),
        'We could not verify your bank information. Problems with your bank information must be rectified before you can withdraw.',
        ...(reason ? [`What needs correcting: ${reason}`] : []),
        { label: 'Correct my bank information', href: link },
      ],
    }),
    th: ({ name, reason, link }) => ({
      subject: 'ข้อมูลบัญชีธนาคารของคุณมีปัญหา',
      blocks: [
        HELLO.th(name),
        'เราไม่สามารถยืนยันข้อมูลบัญชีธนาคารของคุณได้ คุณต้องแก้ไขปัญหาของข้อมูลบัญชีธนาคารก่อนจึงจะถอนเงินได้',
        ...(reason ? [`สิ่งที่ต้องแก้ไข: ${reason}`] : []),
        { label: 'แก้ไขข้อมูลบัญชีธนาคาร', href: link },
      ],
    }),
  },
);

export const payoutFailedEmail = email<{ name: string; amount: string; reason: string; link: string }>(
  'payout_failed',
  {
    en: ({ name, amount, reason, link }) => ({
      subject: 'Your withdrawal could not be paid',
      blocks: [
        HELLO.en(name),
        `Your withdrawal of ${amount} could not be paid to your bank account, and the money is back in your earnings.`,
        reason,
        { label: 'Open my fees page', href: link },
      ],
    }),
    th: ({ name, amount, reason, link }) => ({
      subject: 'การถอนเงินของคุณไม่สำเร็จ',
      blocks: [
        HELLO.th(name),
        `การถอนเงินจำนวน ${amount} เข้าบัญชีธนาคารของคุณไม่สำเร็จ และเงินได้คืนเข้ารายได้ของคุณแล้ว`,
        reason,
        { label: 'เปิดหน้าค่าบริการ', href: link },
      ],
    }),
  },
);

interface NotificationVars {
  name: string;
  title: string;
  lines: string[];
  linkLabel: string;
  link: string;
}

/** A notification's e-mail: its title as the subject; the words come from the notifying module. */
const notice =
  (language: Language) =>
  ({ name, title, lines, linkLabel, link }: NotificationVars): Message => ({
    subject: title,
    blocks: [HELLO[language](name), ...lines, { label: linkLabel, href: link }],
  });

const notificationCopy: Copy<NotificationVars> = { en: notice('en'), th: notice('th') };

export const notificationEmail = (input: Recipient & NotificationVars & { template: string }) =>
  render(input.template, notificationCopy, input);

const messageCopy: Copy<Message> = { en: (message) => message, th: (message) => message };

/** An e-mail to someone without an account (a parent): its words come from the sending module. */
export const unsubscribableEmail = (
  input: Recipient & Message & { template: string; unsubscribe: Unsubscribe },
): OutgoingEmail => render(input.template, messageCopy, input, input.unsubscribe);
