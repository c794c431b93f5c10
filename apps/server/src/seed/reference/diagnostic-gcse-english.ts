import { type DiagnosticDef, q } from './diagnostic-def.ts';

/** GCSE English Language (Year 11): reading, creative and persuasive writing, spoken language. */
export const GCSE_ENGLISH: DiagnosticDef = {
  code: 'gcse-english-language-2',
  subjectCode: 'uk-y11-english-language',
  en: 'GCSE English Language diagnostic',
  th: 'แบบทดสอบวินิจฉัยภาษาอังกฤษ GCSE',
  descriptionEn: 'Check your reading, writing techniques and spoken language in twelve quick questions.',
  descriptionTh: 'ตรวจสอบทักษะการอ่าน กลวิธีการเขียน และภาษาพูดของคุณด้วยคำถามสั้นๆ สิบสองข้อ',
  minutes: 15,
  topics: {
    reading: [
      ['Language devices', 'กลวิธีทางภาษา'],
      ['Inference and implied meaning', 'การอนุมานและความหมายแฝง'],
      ['Fact and opinion', 'ข้อเท็จจริงและความคิดเห็น'],
    ],
    'creative-writing': [
      ['Showing, not telling', 'การแสดงให้เห็นแทนการบอกเล่า'],
      ['Structuring a narrative', 'การวางโครงเรื่องเล่า'],
      ['Punctuating speech', 'เครื่องหมายวรรคตอนในบทพูด'],
    ],
    'persuasive-writing': [
      ['Rhetorical devices', 'กลวิธีทางวาทศิลป์'],
      ['Writing for audience and purpose', 'การเขียนให้เหมาะกับผู้อ่านและจุดประสงค์'],
    ],
    'spoken-language': [
      ['Formal and informal register', 'ระดับภาษาที่เป็นทางการและไม่เป็นทางการ'],
      ['Standard English and dialect', 'ภาษาอังกฤษมาตรฐานและภาษาถิ่น'],
    ],
  },
  questions: [
    q(
      'reading',
      'Which device is used in "The wind whispered through the trees"?',
      'Something non-human acts like a person.',
      [
        ['Simile', false, 'A simile compares using "like" or "as"; there is no comparison word here.'],
        ['Personification', true, 'Right: the wind is given a human action, whispering.'],
        [
          'Onomatopoeia',
          false,
          '"Whispered" suggests a sound, but the device is giving the wind a human action.',
        ],
        [
          'Metaphor',
          false,
          'A metaphor says one thing is another; here the wind does what only a person does.',
        ],
      ],
    ),
    q(
      'reading',
      '"Her smile did not reach her eyes." What can we infer?',
      'Read beyond the literal meaning.',
      [
        [
          'She is very happy',
          false,
          'A smile alone would suggest it, but "did not reach her eyes" says it is only on the surface.',
        ],
        ['She has poor eyesight', false, 'That reads the sentence literally and misses what it implies.'],
        ['Her happiness is not genuine', true, 'Right: the smile is only on her lips, not felt.'],
        [
          'She is hiding her face',
          false,
          'Nothing says her face is hidden: the point is the gap between smile and feeling.',
        ],
      ],
    ),
    q('reading', 'Which sentence is a fact rather than an opinion?', 'A fact can be checked.', [
      ['The museum opened in 1902.', true, 'Right: a date can be checked in records.'],
      ['The museum is the best in the city.', false, '"Best" is a judgement: someone else could disagree.'],
      [
        'Everyone should visit the museum.',
        false,
        'That is a recommendation, an opinion about what people ought to do.',
      ],
      [
        'The museum’s paintings are stunning.',
        false,
        'It sounds like a description, but "stunning" is a personal judgement.',
      ],
    ]),
    q(
      'creative-writing',
      'Which sentence shows fear rather than telling it?',
      'Show through actions and the body.',
      [
        ['I was really scared.', false, 'That tells the feeling; "really" intensifies it but still tells.'],
        [
          'My hands shook as I reached for the door handle.',
          true,
          'Right: the reader sees the fear in the character’s body.',
        ],
        [
          'Fear is a powerful emotion.',
          false,
          'A general statement about fear shows nothing about this character.',
        ],
        ['I was scared, very very scared.', false, 'Repetition adds emphasis but still names the feeling.'],
      ],
    ),
    q(
      'creative-writing',
      'What is a cyclical structure in a story?',
      'Think about how the beginning and the end connect.',
      [
        ['Events are told in reverse order', false, 'That is reverse chronology.'],
        ['The story has no ending', false, 'That is an open (or unresolved) ending.'],
        ['The story begins in the middle of the action', false, 'That is starting in medias res.'],
        ['The ending returns to the opening image or idea', true, 'Right: the story comes full circle.'],
      ],
    ),
    q(
      'creative-writing',
      'Which line of speech is punctuated correctly?',
      'The punctuation of the spoken words stays inside the speech marks.',
      [
        [
          '"Wait here," she said.',
          true,
          'Right: a comma inside the speech marks, then the reporting clause in lower case.',
        ],
        ['"Wait here" she said.', false, 'A comma is needed before the closing speech mark.'],
        [
          '"Wait here", she said.',
          false,
          'The comma belongs to the spoken words, so it goes inside the speech marks.',
        ],
        [
          '"Wait here." She said.',
          false,
          'The full stop ends the sentence too early: "she said" belongs to the same sentence.',
        ],
      ],
    ),
    q('persuasive-writing', 'Which is a rhetorical question?', 'It is asked for effect, not for an answer.', [
      ['What time does the park open?', false, 'That asks for information: it expects an answer.'],
      ['The park opens at nine.', false, 'That is a statement.'],
      [
        'Do we really want our parks destroyed?',
        true,
        'Right: the answer ("no") is implied, which persuades.',
      ],
      ['Please keep the park open.', false, 'That is an imperative: a request, not a question.'],
    ]),
    q(
      'persuasive-writing',
      'Which opening suits a letter to your head teacher?',
      'Match the audience and purpose.',
      [
        ['Hey Miss! Guess what?', false, 'Far too informal for a head teacher.'],
        ['To whoever reads this,', false, 'It ignores the reader you know by name, and sounds careless.'],
        [
          'Dear Mrs Patel, lunch is way too short lol.',
          false,
          'A formal greeting does not make text slang acceptable.',
        ],
        [
          'Dear Mrs Patel, I am writing to propose a longer lunch break.',
          true,
          'Right: formal, addressed by name, clear about its purpose.',
        ],
      ],
    ),
    q(
      'persuasive-writing',
      '"Nine out of ten dentists agree." Which technique is this?',
      'What makes a claim sound authoritative?',
      [
        ['Anecdote', false, 'An anecdote is a short personal story.'],
        ['Statistics', true, 'Right: a figure (and experts) make the claim sound proven.'],
        [
          'Hyperbole',
          false,
          'Hyperbole is deliberate exaggeration; this presents itself as a measured figure.',
        ],
        ['Direct address', false, 'Direct address speaks to the reader as "you".'],
      ],
    ),
    q('spoken-language', 'Which is the most formal?', 'Formal register avoids slang and contractions.', [
      ['Can ya give us a hand?', false, '"Ya" and "us" (meaning "me") are informal.'],
      ['Help me out, mate.', false, '"Mate" is informal address.'],
      ['Gimme a sec.', false, '"Gimme" and "sec" are informal contractions.'],
      ['I would be grateful for your assistance.', true, 'Right: polite, complete and without slang.'],
    ]),
    q('spoken-language', 'What is a "filler" in spoken language?', 'Think of the sounds that fill pauses.', [
      ['A word like "um" or "like" that fills a pause', true, 'Right: fillers give a speaker time to think.'],
      ['A long formal word', false, 'That is formal vocabulary.'],
      ['A question tag like "isn’t it?"', false, 'That is a tag question: it invites agreement.'],
      ['A word from a regional dialect', false, 'That is dialect vocabulary; everyone uses fillers.'],
    ]),
    q('spoken-language', 'What is Standard English?', 'It is about grammar and vocabulary.', [
      [
        'English spoken with a "posh" accent',
        false,
        'Standard English is not an accent: it can be spoken in any accent.',
      ],
      [
        'English with no slang and perfect spelling',
        false,
        'Spelling is part of writing; Standard English is a variety of grammar and vocabulary.',
      ],
      [
        'The grammar and vocabulary used in formal speech and writing',
        true,
        'Right: it is one variety among dialects, expected in formal contexts.',
      ],
      [
        'Only the English spoken in England',
        false,
        'Standard English is used worldwide; England itself has many dialects.',
      ],
    ]),
  ],
};
