import { describe, expect, it } from 'vitest';
import { escapeHtml } from './layout.ts';
import {
  emailChangeCodeEmail,
  emailChangedNotice,
  passwordChangedNotice,
  passwordResetEmail,
  registrationCodeEmail,
  tutorApprovedEmail,
  tutorRejectedEmail,
} from './templates.ts';

describe('e-mail templates', () => {
  it('writes the registration code in English and in Thai', () => {
    const en = registrationCodeEmail({ to: 'a@example.com', language: 'en', code: '04321', minutes: 10 });
    const th = registrationCodeEmail({ to: 'a@example.com', language: 'th', code: '04321', minutes: 10 });
    expect(en).toMatchObject({ to: 'a@example.com', template: 'registration_code', language: 'en' });
    expect(en.subject).toBe('Your Kru verification code');
    expect(en.text).toContain('04321');
    expect(en.text).toContain('10 minutes');
    expect(en.html).toContain('04321');
    expect(th.subject).toBe('รหัสยืนยันอีเมลสำหรับ Kru');
    expect(th.text).toContain('04321');
    expect(th.text).toContain('10 นาที');
    expect(th.html).toContain('lang="th"');
  });

  it('puts the code first among the five-digit numbers of the text', () => {
    const email = emailChangeCodeEmail({ to: 'a@example.com', language: 'en', code: '98765', minutes: 10 });
    expect(/\b(\d{5})\b/.exec(email.text)?.[1]).toBe('98765');
  });

  it('escapes values in the HTML body', () => {
    const email = emailChangedNotice({
      to: 'old@example.com',
      language: 'en',
      newEmail: '<b>x</b>@example.com',
    });
    expect(email.html).not.toContain('<b>x</b>');
    expect(email.html).toContain('&lt;b&gt;x&lt;/b&gt;@example.com');
    expect(email.text).toContain('<b>x</b>@example.com');
  });

  it('links the reset page and keeps the query string intact in HTML', () => {
    const link = 'http://localhost:3000/auth/reset-password?token=abc&email=a%40example.com';
    const email = passwordResetEmail({ to: 'a@example.com', language: 'th', link, minutes: 60 });
    expect(email.subject).toBe('ตั้งรหัสผ่าน Kru ใหม่');
    expect(email.text).toContain(link);
    expect(email.html).toContain(
      'href="http://localhost:3000/auth/reset-password?token=abc&amp;email=a%40example.com"',
    );
  });

  it('sends the password-changed notice in both languages', () => {
    const signInUrl = 'http://localhost:3000/auth/sign-in';
    expect(passwordChangedNotice({ to: 'a@example.com', language: 'en', signInUrl }).subject).toBe(
      'Your Kru password was changed',
    );
    expect(passwordChangedNotice({ to: 'a@example.com', language: 'th', signInUrl }).text).toContain(
      'รหัสผ่านของบัญชี Kru ของคุณเพิ่งถูกเปลี่ยน',
    );
  });

  it('escapes every HTML-significant character', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('sends the tutor review decisions in English and in Thai, with the reviewer comment escaped', () => {
    const link = 'http://localhost:3000/user/profile';
    const comment = 'The passport photo is blurred <please> retake it.';
    const en = tutorRejectedEmail({ to: 'a@example.com', language: 'en', name: 'Malee', comment, link });
    expect(en).toMatchObject({ template: 'tutor_rejected', subject: 'Your Kru tutor profile needs changes' });
    expect(en.text).toContain(comment);
    expect(en.html).toContain('&lt;please&gt;');
    const th = tutorRejectedEmail({ to: 'a@example.com', language: 'th', name: 'มาลี', comment, link });
    expect(th.subject).toBe('โปรไฟล์ติวเตอร์ Kru ของคุณต้องแก้ไขเพิ่มเติม');
    expect(th.text).toContain('ความเห็นจากผู้ตรวจสอบ');
    expect(th.text).toContain(comment);
    expect(th.text).toContain(link);
    const approved = tutorApprovedEmail({ to: 'a@example.com', language: 'th', name: 'มาลี', link });
    expect(approved).toMatchObject({ template: 'tutor_approved', language: 'th' });
    expect(approved.subject).toBe('ยินดีด้วย โปรไฟล์ติวเตอร์ Kru ของคุณได้รับการอนุมัติแล้ว');
    expect(tutorApprovedEmail({ to: 'a@example.com', language: 'en', name: 'Malee', link }).text).toContain(
      'Hello Malee,',
    );
  });
});
