import type { DemoCourse } from './demo-course-types.ts';
import { FUNCTIONS, LOOPS } from './demo-rich-lessons.ts';

/** The demo tutor's two published skills. */
export const PUBLISHED_SKILLS: DemoCourse[] = [
  {
    uid: '00000000-0000-4000-8000-0000000c0004',
    courseType: 'skill',
    thumbnail: 'english',
    title: 'Revise Smarter: Study Skills That Work',
    description:
      'Evidence-based ways to remember more in less time: spaced repetition, retrieval practice, a realistic ' +
      'revision timetable and calm exam technique.',
    state: 'approved',
    chapters: [
      {
        title: 'How memory works',
        sections: [
          {
            title: 'Spaced repetition',
            paragraphs: [
              'We forget most of what we learn within days unless we meet it again. Each time we revisit ' +
                'something just as it starts to fade, the memory lasts longer than before.',
              'Spaced repetition puts that to work: review a topic a day after learning it, then after three ' +
                'days, a week, and a month. Five short sessions spread out beat one long session the night before.',
              'Flashcards sorted into boxes make this easy. Cards you get right move to a box you review less ' +
                'often; cards you get wrong go back to the first box.',
            ],
          },
          {
            title: 'Retrieval practice',
            paragraphs: [
              'Rereading notes feels productive because the material looks familiar, but familiarity is not ' +
                'memory. Trying to recall something without looking is what strengthens it.',
              'After each study session, close the book and write down everything you remember, or answer past ' +
                'paper questions. Then check, and note the gaps: they are what to study next.',
              'Getting an answer wrong while practising is useful. The effort of trying, followed by the ' +
                'correction, makes the right answer stick better than being told it in the first place.',
            ],
          },
        ],
      },
      {
        title: 'Planning and exams',
        sections: [
          {
            title: 'Building a revision timetable',
            paragraphs: [
              'Start by listing every topic for every subject, and rate your confidence in each from one to five. ' +
                'The weakest topics get the most slots, but every topic comes round more than once.',
              'Work in focused blocks of 25 to 45 minutes with short breaks, and mix subjects within a day. ' +
                'Switching between topics is harder than sticking to one, and that difficulty helps you learn.',
              'Keep one evening a week free and plan a catch-up slot. A timetable that leaves no room for real ' +
                'life is abandoned within a week.',
            ],
          },
          {
            title: 'Exam technique',
            paragraphs: [
              'Read the whole paper first and note how many marks each question carries: a mark a minute is a ' +
                'good guide. Start with a question you are sure of to settle your nerves.',
              'Underline the command word. "Describe" asks what happens, "explain" asks why, and "evaluate" asks ' +
                'for a judgement backed by evidence from both sides.',
              'If you get stuck, write down what you know, move on and come back later. Leave five minutes at the ' +
                'end to check units, signs and that every question has an answer.',
            ],
          },
        ],
      },
    ],
  },
  {
    uid: '00000000-0000-4000-8000-0000000c0005',
    courseType: 'skill',
    thumbnail: 'computing',
    title: 'Python Programming for Beginners',
    description:
      'Write your first real programs in Python: values and variables, decisions, loops and functions, each ' +
      'with a short example you can type in and change.',
    state: 'approved',
    chapters: [
      {
        title: 'First programs',
        sections: [
          {
            title: 'Values and variables',
            paragraphs: [
              'A program works with values: numbers such as 42 or 3.5, text such as "hello", and the truth ' +
                'values True and False. Python works out the type of each value by itself.',
              'A variable is a name for a value. The line score = 10 stores 10 under the name score, and ' +
                'score = score + 5 replaces it with 15. Choose names that say what the value means.',
              'The print function shows values on the screen: print("Your score is", score). Try changing the ' +
                'values and running the program again; experimenting is the fastest way to learn.',
            ],
          },
          {
            title: 'Making decisions with if',
            paragraphs: [
              'An if statement runs some lines only when a condition is true. The lines that belong to it are ' +
                'indented by four spaces: Python uses indentation instead of brackets.',
              'Add elif for further conditions and else for everything left over. A program that grades a mark ' +
                'might check if mark >= 70, then elif mark >= 50, then else.',
              'Conditions compare values with ==, !=, <, >, <= and >=, and combine with and, or and not. A single ' +
                '= stores a value; a double == compares two values. Mixing them up is the classic beginner’s bug.',
            ],
          },
        ],
      },
      {
        title: 'Repeating and reusing',
        sections: [LOOPS, FUNCTIONS],
      },
    ],
  },
];

/** Work in progress: one draft and one course waiting for the admin team's review. */
export const UNPUBLISHED_COURSES: DemoCourse[] = [
  {
    uid: '00000000-0000-4000-8000-0000000c0006',
    courseType: 'subject',
    subject: 'uk-y10-chemistry',
    thumbnail: 'chemistry',
    title: 'Atomic Structure and the Periodic Table',
    description:
      'Protons, neutrons and electrons, isotopes, electron shells, and how the arrangement of electrons ' +
      'explains the layout of the periodic table.',
    state: 'draft',
    chapters: [
      {
        title: 'Inside the atom',
        sections: [
          {
            title: 'Protons, neutrons and electrons',
            paragraphs: [
              'An atom has a tiny nucleus of protons and neutrons, surrounded by electrons. Protons have a ' +
                'relative charge of +1, electrons -1, and neutrons none, so an atom with equal numbers of protons ' +
                'and electrons has no overall charge.',
              'The atomic number is the number of protons, and it decides which element the atom is. The mass ' +
                'number is the number of protons plus neutrons.',
            ],
          },
          {
            title: 'Isotopes',
            paragraphs: [
              'Isotopes are atoms of the same element with different numbers of neutrons. Carbon-12 and carbon-14 ' +
                'both have six protons, but eight neutrons make carbon-14 heavier and radioactive.',
              'The relative atomic mass shown in the periodic table is an average over an element’s natural ' +
                'isotopes, weighted by how common each one is. That is why chlorine’s is 35.5.',
            ],
          },
        ],
      },
    ],
  },
  {
    uid: '00000000-0000-4000-8000-0000000c0007',
    courseType: 'subject',
    subject: 'uk-y10-maths',
    thumbnail: 'maths',
    title: 'Statistics: Averages and Spread',
    description:
      'Mean, median and mode, range and interquartile range, and how to choose and compare them when you ' +
      'summarise a set of data.',
    state: 'pending',
    chapters: [
      {
        title: 'Averages',
        sections: [
          {
            title: 'Mean, median and mode',
            paragraphs: [
              'The mean is the total divided by the number of values. The median is the middle value once the ' +
                'data are in order, and the mode is the value that occurs most often.',
              'For 3, 5, 5, 8 and 14 the mean is 35 ÷ 5 = 7, the median is 5 and the mode is 5. With an even ' +
                'number of values the median is halfway between the middle two.',
            ],
          },
          {
            title: 'Choosing an average',
            paragraphs: [
              'The mean uses every value but is pulled by outliers: one house worth millions raises the mean ' +
                'price of a street a lot. The median ignores extreme values, so it often describes typical data better.',
              'The mode is the only average for data that are not numbers, such as favourite colours, and the ' +
                'only one guaranteed to be a value that actually occurs.',
            ],
          },
        ],
      },
      {
        title: 'Spread',
        sections: [
          {
            title: 'Range and interquartile range',
            paragraphs: [
              'The range is the largest value minus the smallest. It is quick to find but depends entirely on ' +
                'the two most extreme values.',
              'The interquartile range is the upper quartile minus the lower quartile: the spread of the middle ' +
                'half of the data. It is not affected by outliers, which makes it a fairer measure of consistency.',
            ],
          },
          {
            title: 'Comparing two sets of data',
            paragraphs: [
              'To compare two groups, always make two comparisons: one of an average and one of a spread, each ' +
                'written in the context of the question.',
              'For example: "The median time for class A was lower, so they were faster on average; class A’s ' +
                'interquartile range was smaller, so their times were more consistent."',
            ],
          },
        ],
      },
    ],
  },
];
