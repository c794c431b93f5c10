import type { DemoCourse } from './demo-course-types.ts';
import { BALANCING_BOTH_SIDES, GRADIENT_AND_INTERCEPT, POWER_RULE } from './demo-rich-lessons.ts';

/** The demo student has started this one. */
export const ALGEBRA_UID = '00000000-0000-4000-8000-0000000c0001';

/** The demo tutor's three published courses. */
export const PUBLISHED_COURSES: DemoCourse[] = [
  {
    uid: ALGEBRA_UID,
    courseType: 'subject',
    subject: 'uk-y11-maths',
    thumbnail: 'maths',
    title: 'GCSE Algebra: Linear Equations and Graphs',
    description:
      'Build confident algebra for GCSE maths: solve linear equations of every kind, draw and read straight-line ' +
      'graphs, and solve simultaneous equations. Each section explains one idea with worked examples and the ' +
      'mistakes examiners see most often.',
    state: 'approved',
    chapters: [
      {
        title: 'Solving linear equations',
        specialties: ['algebra'],
        sections: [
          {
            title: 'What an equation says',
            paragraphs: [
              'An equation is a statement that two expressions are equal. In 3x + 4 = 19 the letter x stands for ' +
                'one particular number that makes both sides the same, and solving the equation means finding it.',
              'A linear equation is one in which the unknown appears only to the power one: no x², no 1/x. Its ' +
                'graph is a straight line, which is where the name comes from, and it has exactly one solution ' +
                'unless the x terms cancel out completely.',
              'Before solving anything, read the equation as a sentence: "three lots of a number, plus four, ' +
                'makes nineteen". Saying it aloud often shows you the answer, and it always shows you the order in ' +
                'which things were done to x, which you will undo in reverse.',
            ],
          },
          BALANCING_BOTH_SIDES,
          {
            title: 'Equations with brackets and fractions',
            paragraphs: [
              'Expand brackets first. For 4(x - 3) = 2x + 6, multiply out to get 4x - 12 = 2x + 6, then solve as ' +
                'before: 2x = 18, so x = 9. A common mistake is to multiply only the first term inside the bracket.',
              'To clear fractions, multiply every term by the lowest common denominator. For x/3 + x/4 = 7, ' +
                'multiply by 12: 4x + 3x = 84, so 7x = 84 and x = 12.',
              'Negative numbers deserve care. In 10 - 2x = 4, subtract 10 from both sides to get -2x = -6, and ' +
                'dividing by -2 gives x = 3. Alternatively add 2x to both sides first, so the x term stays positive.',
            ],
          },
        ],
      },
      {
        title: 'Straight-line graphs',
        specialties: ['algebra'],
        sections: [
          {
            title: 'Coordinates and plotting',
            paragraphs: [
              'A point on a grid is written (x, y): go along the x-axis first, then up or down the y-axis. The ' +
                'point (3, -2) is three to the right of the origin and two below it.',
              'To draw the graph of y = 2x + 1, make a table of values. Choose x = -1, 0, 1, 2 and 3 and work out ' +
                'y each time: -1, 1, 3, 5 and 7. Plot the points and join them with a ruler.',
              'If your points do not lie on one straight line, one of the y values is wrong. Three well-chosen ' +
                'points are enough to draw a line, and the third one is your check.',
            ],
          },
          GRADIENT_AND_INTERCEPT,
          {
            title: 'Finding the equation of a line',
            paragraphs: [
              'To find the equation of the line through (2, 7) and (5, 13), start with the gradient: ' +
                '(13 - 7) ÷ (5 - 2) = 2. So the line is y = 2x + c.',
              'Substitute either point to find c. Using (2, 7): 7 = 2 × 2 + c, so c = 3. The equation is ' +
                'y = 2x + 3. Check it with the other point: 2 × 5 + 3 = 13, as it should be.',
              'Sometimes the equation is given in another form, such as 2y - 6x = 8. Rearrange it to make y the ' +
                'subject: 2y = 6x + 8, so y = 3x + 4, and the gradient and intercept can be read off directly.',
            ],
          },
        ],
      },
      {
        title: 'Simultaneous equations',
        specialties: ['algebra'],
        sections: [
          {
            title: 'Solving by elimination',
            paragraphs: [
              'Two equations with two unknowns can be solved together. For 2x + y = 11 and x - y = 1, adding ' +
                'the equations eliminates y: 3x = 12, so x = 4. Substituting back gives 8 + y = 11, so y = 3.',
              'If neither unknown cancels straight away, multiply one or both equations first. For 3x + 2y = 16 ' +
                'and x + 2y = 8, subtract the second from the first: 2x = 8, so x = 4 and then y = 2.',
              'The solution is the point where the two straight-line graphs cross, here (4, 2). Drawing both ' +
                'lines is a good way to check an answer, and it explains why parallel lines give no solution.',
            ],
          },
          {
            title: 'Solving by substitution',
            paragraphs: [
              'When one equation already gives one unknown in terms of the other, substitute it. If y = 2x - 1 ' +
                'and 3x + y = 14, replace y in the second: 3x + 2x - 1 = 14, so 5x = 15 and x = 3, y = 5.',
              'Substitution is the method to use at higher tier when one equation is not linear, for example ' +
                'y = x² and y = x + 2. Setting x² = x + 2 leads to a quadratic with two solutions, x = 2 and x = -1.',
              'Whichever method you use, finish by checking both values in both original equations. It takes a ' +
                'few seconds and catches nearly every slip in the arithmetic.',
            ],
          },
        ],
      },
    ],
  },
  {
    uid: '00000000-0000-4000-8000-0000000c0002',
    courseType: 'subject',
    subject: 'uk-y10-physics',
    thumbnail: 'physics',
    title: 'Forces and Motion for GCSE Physics',
    description:
      'How things move and why: speed, velocity and acceleration, motion graphs, and Newton’s three laws, with ' +
      'the equations you need for the exam and plenty of everyday examples.',
    state: 'approved',
    chapters: [
      {
        title: 'Describing motion',
        specialties: ['mechanics'],
        sections: [
          {
            title: 'Distance, displacement, speed and velocity',
            paragraphs: [
              'Distance is how far something travels, whatever the direction. Displacement is the straight-line ' +
                'distance from the start to the finish in a stated direction. A runner who completes one lap of a ' +
                '400 m track has travelled 400 m but has a displacement of zero.',
              'Speed is distance divided by time, measured in metres per second (m/s). A cyclist covering 3000 m ' +
                'in 600 s has an average speed of 5 m/s. Typical speeds are worth remembering: walking about ' +
                '1.5 m/s, cycling about 6 m/s, sound in air about 330 m/s.',
              'Velocity is speed in a given direction, so it is a vector. A car going round a roundabout at a ' +
                'steady 10 m/s has a constant speed, but its velocity changes all the time because its direction does.',
            ],
          },
          {
            title: 'Acceleration',
            paragraphs: [
              'Acceleration is the rate at which velocity changes: a = (v - u) ÷ t, where u is the starting ' +
                'velocity, v the final velocity and t the time taken. Its unit is metres per second squared (m/s²).',
              'A car going from 0 to 20 m/s in 8 s has an acceleration of 20 ÷ 8 = 2.5 m/s². A negative value ' +
                'means the object is slowing down, which is sometimes called deceleration.',
              'For uniform acceleration there is a second equation: v² - u² = 2as, where s is the displacement. ' +
                'It is given on the equation sheet, but you must choose it when the time is not known.',
            ],
          },
          {
            title: 'Distance-time and velocity-time graphs',
            paragraphs: [
              'On a distance-time graph the gradient is the speed. A straight sloping line means constant speed, ' +
                'a horizontal line means the object is stationary, and a curve that gets steeper means it is ' +
                'speeding up.',
              'On a velocity-time graph the gradient is the acceleration and the area under the line is the ' +
                'distance travelled. A triangle under a line from 0 to 12 m/s over 4 s has an area of ' +
                '½ × 4 × 12 = 24 m.',
              'Exam questions often mix the two. Before reading any value, check the labels on the axes: the ' +
                'same shape means something quite different on each kind of graph.',
            ],
          },
        ],
      },
      {
        title: 'Newton’s laws',
        specialties: ['mechanics'],
        sections: [
          {
            title: 'Newton’s first law and inertia',
            paragraphs: [
              'An object stays at rest, or keeps moving at a steady velocity, unless a resultant force acts on ' +
                'it. A book on a table stays still because the weight and the reaction force are balanced.',
              'When the forces are balanced the resultant force is zero, so a car cruising at a steady speed on ' +
                'a motorway has a driving force exactly equal to the air resistance and friction acting against it.',
              'Inertia is the tendency of an object to keep doing what it is doing. It is why passengers lurch ' +
                'forward when a bus brakes suddenly, and why seat belts matter.',
            ],
          },
          {
            title: 'Newton’s second law: F = ma',
            paragraphs: [
              'The resultant force on an object equals its mass times its acceleration: F = m × a. A resultant ' +
                'force of 12 N on a 4 kg trolley gives it an acceleration of 3 m/s².',
              'Always find the resultant force first. If a 1000 kg car has a driving force of 3000 N and ' +
                'resistive forces of 1000 N, the resultant is 2000 N and the acceleration is 2 m/s².',
              'Weight is a force too: W = m × g, where g is about 9.8 N/kg on Earth. A 60 kg student weighs ' +
                'about 590 N, but on the Moon, where g is about 1.6 N/kg, the same student would weigh only 96 N.',
            ],
          },
          {
            title: 'Newton’s third law',
            paragraphs: [
              'When two objects interact, they exert equal and opposite forces on each other. When you push on a ' +
                'wall, the wall pushes back on you with the same size of force.',
              'The two forces of a third-law pair act on different objects and are always of the same type. The ' +
                'Earth pulls you down with your weight, and you pull the Earth up with an equal gravitational force.',
              'Do not confuse a third-law pair with balanced forces. The weight of a book and the table’s ' +
                'reaction force both act on the book, so they are balanced forces, not a third-law pair.',
            ],
          },
        ],
      },
    ],
  },
  {
    uid: '00000000-0000-4000-8000-0000000c0003',
    courseType: 'subject',
    subject: 'uk-y12-maths',
    thumbnail: 'maths',
    title: 'A-level Calculus: An Introduction to Differentiation',
    description:
      'Where the derivative comes from and how to use it: gradients of curves, differentiation from first ' +
      'principles, the power rule, tangents and normals, and stationary points. Free for every learner.',
    isFree: true,
    state: 'approved',
    chapters: [
      {
        title: 'The gradient of a curve',
        specialties: ['calculus'],
        sections: [
          {
            title: 'From chords to tangents',
            paragraphs: [
              'A straight line has the same gradient everywhere, but a curve does not. The gradient of a curve at ' +
                'a point is the gradient of the tangent there: the straight line that just touches the curve.',
              'We can estimate it with a chord, a line joining two points on the curve. For y = x², the chord ' +
                'from (3, 9) to (4, 16) has gradient 7, and the chord from (3, 9) to (3.1, 9.61) has gradient 6.1.',
              'As the second point moves closer to the first, the chord’s gradient gets closer and closer to 6. ' +
                'That limiting value is the gradient of the curve at x = 3.',
            ],
          },
          {
            title: 'Differentiation from first principles',
            paragraphs: [
              'Take a point (x, f(x)) and a nearby point (x + h, f(x + h)). The chord between them has gradient ' +
                '(f(x + h) - f(x)) ÷ h. The derivative f′(x) is the limit of this as h tends to zero.',
              'For f(x) = x², the chord’s gradient is ((x + h)² - x²) ÷ h = (2xh + h²) ÷ h = 2x + h. As h tends to ' +
                'zero this becomes 2x, so the derivative of x² is 2x, which gives 6 at x = 3, as we found.',
              'Exam questions ask you to prove results like this from first principles. Set out each line ' +
                'clearly, show the h cancelling, and only let h tend to zero in the final step.',
            ],
          },
        ],
      },
      {
        title: 'Using the derivative',
        specialties: ['calculus'],
        sections: [
          POWER_RULE,
          {
            title: 'Tangents and normals',
            paragraphs: [
              'To find the tangent to y = x³ - 2x at x = 2, first find the point: y = 8 - 4 = 4. Then the ' +
                'gradient: dy/dx = 3x² - 2 = 10 at x = 2. The tangent is y - 4 = 10(x - 2), or y = 10x - 16.',
              'The normal is perpendicular to the tangent, so its gradient is the negative reciprocal, here ' +
                '-1/10. The normal at the same point is y - 4 = -(x - 2) ÷ 10.',
              'Leave answers in the form the question asks for. "Give your answer in the form ax + by + c = 0, ' +
                'where a, b and c are integers" means clearing fractions as the very last step.',
            ],
          },
          {
            title: 'Stationary points',
            paragraphs: [
              'At a stationary point the gradient is zero, so solve dy/dx = 0. For y = x³ - 3x, dy/dx = 3x² - 3, ' +
                'which is zero at x = 1 and x = -1, giving the points (1, -2) and (-1, 2).',
              'The second derivative tells you their nature. Here d²y/dx² = 6x: at x = 1 it is positive, so ' +
                '(1, -2) is a minimum; at x = -1 it is negative, so (-1, 2) is a maximum.',
              'Stationary points solve optimisation problems: the largest area for a given fence length, or the ' +
                'cheapest can for a given volume. Write the quantity as a function of one variable, then ' +
                'differentiate.',
            ],
          },
        ],
      },
    ],
  },
];
