import type { Language } from '@kru/contract';

/** The words of a receipt's PDF, in each language Kru speaks. */
export const RECEIPT_TEXT: Record<
  Language,
  {
    heading: string;
    refundHeading: string;
    number: string;
    date: string;
    billedTo: string;
    refundedTo: string;
    lesson: string;
    tutor: string;
    lessonTime: string;
    description: string;
    amount: string;
    net: string;
    vat: (rate: string) => string;
    total: string;
    footer: string;
  }
> = {
  en: {
    heading: 'Receipt',
    refundHeading: 'Refund receipt',
    number: 'Receipt number',
    date: 'Date',
    billedTo: 'Billed to',
    refundedTo: 'Refunded to',
    lesson: 'Lesson',
    tutor: 'Tutor',
    lessonTime: 'Lesson time',
    description: 'Description',
    amount: 'Amount',
    net: 'Net amount',
    vat: (rate) => `VAT (${rate}%)`,
    total: 'Total',
    footer: 'Amounts in pounds sterling (GBP). Thank you for learning with Kru.',
  },
  th: {
    heading: 'ใบเสร็จรับเงิน',
    refundHeading: 'ใบเสร็จการคืนเงิน',
    number: 'เลขที่ใบเสร็จ',
    date: 'วันที่',
    billedTo: 'ออกให้แก่',
    refundedTo: 'คืนเงินให้แก่',
    lesson: 'บทเรียน',
    tutor: 'ติวเตอร์',
    lessonTime: 'เวลาเรียน',
    description: 'รายการ',
    amount: 'จำนวนเงิน',
    net: 'จำนวนเงินก่อนภาษี',
    vat: (rate) => `ภาษีมูลค่าเพิ่ม (${rate}%)`,
    total: 'รวมทั้งสิ้น',
    footer: 'จำนวนเงินเป็นปอนด์สเตอร์ลิง (GBP) ขอบคุณที่เรียนกับ Kru',
  },
};
