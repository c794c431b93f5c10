import type { Language } from '@kru/contract';

/** The words printed on a certificate, in the two languages Kru speaks. */
export const CERTIFICATE_TEXT: Record<
  Language,
  {
    heading: string;
    certifies: string;
    completed: string;
    tutor: string;
    issued: string;
    verify: string;
    code: string;
  }
> = {
  en: {
    heading: 'Certificate of Completion',
    certifies: 'This certifies that',
    completed: 'has successfully completed the course',
    tutor: 'Tutor',
    issued: 'Date of issue',
    verify: 'Verify this certificate at',
    code: 'Certificate code',
  },
  th: {
    heading: 'ใบประกาศนียบัตรการเรียนรู้ที่สมบูรณ์',
    certifies: 'ขอรับรองว่า',
    completed: 'ได้เรียนจบและผ่านหลักสูตร',
    tutor: 'ผู้สอน',
    issued: 'วันที่ออกใบประกาศ',
    verify: 'ตรวจสอบใบประกาศนียบัตรนี้ได้ที่',
    code: 'รหัสใบประกาศนียบัตร',
  },
};
