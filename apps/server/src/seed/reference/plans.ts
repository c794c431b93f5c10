/** Subscription plans; prices in pence, the yearly price about a third off twelve months. */
export interface PlanDef {
  productId: string;
  nameEn: string;
  nameTh: string;
  descriptionEn: string;
  descriptionTh: string;
  metasEn: string[];
  metasTh: string[];
  monthlyPricePence: number;
  yearlyPricePence: number;
}

export const PLANS: PlanDef[] = [
  {
    productId: 'kru-plus',
    nameEn: 'Kru Plus',
    nameTh: 'ครู พลัส',
    descriptionEn: 'Full access to every course and skill on Kru for one learner.',
    descriptionTh: 'เข้าเรียนได้ทุกคอร์สและทุกทักษะบน Kru สำหรับผู้เรียน 1 คน',
    metasEn: [
      'Every course and skill, unlimited',
      'Self-assessment diagnostics with study topics',
      'AI study assistant in every course',
      'Pick up where you left off on any device',
      'Cancel any time: access lasts to the end of the period',
    ],
    metasTh: [
      'เรียนได้ทุกคอร์สและทุกทักษะไม่จำกัด',
      'แบบประเมินตนเองพร้อมหัวข้อที่ควรทบทวน',
      'ผู้ช่วยการเรียน AI ในทุกคอร์ส',
      'เรียนต่อจากจุดเดิมได้ทุกอุปกรณ์',
      'ยกเลิกได้ทุกเมื่อ ใช้งานได้จนสิ้นสุดรอบบิล',
    ],
    monthlyPricePence: 999,
    yearlyPricePence: 7999,
  },
];
