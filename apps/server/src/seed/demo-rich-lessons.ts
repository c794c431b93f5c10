import type { DemoSection } from './demo-course-types.ts';

/** Inline maths, as the lesson editor stores it (the reader typesets the LaTeX with KaTeX). */
const math = (latex: string) => `<span data-type="inline-math" data-latex="${latex}"></span>`;
/** Display maths on a line of its own. */
const displayMath = (latex: string) => `<div data-type="block-math" data-latex="${latex}"></div>`;

/** Algebra: balancing, with formulas and a numbered list of steps. */
export const BALANCING_BOTH_SIDES: DemoSection = {
  title: 'Balancing both sides',
  html: [
    `<p>Think of an equation as a <strong>balance</strong>. Whatever you do to one side you must do to the other, and the scales stay level.</p>`,
    `<h3>A worked example</h3>`,
    `<p>To solve ${math('3x + 4 = 19')}:</p>`,
    `<ol><li><p>Subtract 4 from both sides: ${math('3x = 15')}.</p></li><li><p>Divide both sides by 3: ${math('x = 5')}.</p></li><li><p>Check by substituting back: ${math('3 \\times 5 + 4 = 19')}.</p></li></ol>`,
    `<p>Undo operations in the <em>reverse</em> order to the one in which they were applied: here x was multiplied by 3 and then 4 was added, so we take away 4 first and divide by 3 last.</p>`,
    `<h3>Unknowns on both sides</h3>`,
    `<p>When x appears on both sides, collect the x terms on the side with more of them:</p>`,
    displayMath('5x - 2 = 2x + 10 \\;\\Rightarrow\\; 3x - 2 = 10 \\;\\Rightarrow\\; x = 4'),
    `<blockquote><p>Examiners award method marks for clear, line-by-line working, so write each step.</p></blockquote>`,
  ].join(''),
};

/** Algebra: the equation of a line, with a table of values and the gradient formula. */
export const GRADIENT_AND_INTERCEPT: DemoSection = {
  title: 'Gradient and intercept: y = mx + c',
  html: [
    `<p>Every straight line (except a vertical one) can be written ${math('y = mx + c')}. The number ${math('m')} is the <strong>gradient</strong>, how steep the line is, and ${math('c')} is the <strong>y-intercept</strong>, where the line crosses the y-axis.</p>`,
    `<h3>The gradient between two points</h3>`,
    displayMath('m = \\frac{y_2 - y_1}{x_2 - x_1}'),
    `<p>Between (1, 3) and (4, 9) the gradient is ${math('\\frac{9 - 3}{4 - 1} = 2')}. A positive gradient goes uphill from left to right; a negative one goes downhill.</p>`,
    `<h3>A table of values for y = 2x + 1</h3>`,
    `<table><tbody><tr><th><p>x</p></th><th><p>-1</p></th><th><p>0</p></th><th><p>1</p></th><th><p>2</p></th><th><p>3</p></th></tr>`,
    `<tr><td><p>y</p></td><td><p>-1</p></td><td><p>1</p></td><td><p>3</p></td><td><p>5</p></td><td><p>7</p></td></tr></tbody></table>`,
    `<ul><li><p>Parallel lines have equal gradients: ${math('y = 3x - 1')} and ${math('y = 3x + 5')} never meet.</p></li><li><p>Lines that share an intercept cross on the y-axis: ${math('y = 3x + 5')} and ${math('y = -2x + 5')} meet at (0, 5).</p></li></ul>`,
  ].join(''),
};

/** Calculus: the power rule in display maths. */
export const POWER_RULE: DemoSection = {
  title: 'The power rule',
  html: [
    `<p>For any power of x, multiply by the power and reduce the power by one:</p>`,
    displayMath('\\frac{d}{dx}\\,x^{n} = n\\,x^{n-1}'),
    `<p>So the derivative of ${math('x^5')} is ${math('5x^4')}, and the derivative of a constant is zero.</p>`,
    `<h3>Negative and fractional powers</h3>`,
    `<p>The rule works for them too, once the function is written in index form: write ${math('\\sqrt{x}')} as ${math('x^{1/2}')} and ${math('\\frac{1}{x^2}')} as ${math('x^{-2}')}, then differentiate to get ${math('\\tfrac{1}{2}x^{-1/2}')} and ${math('-2x^{-3}')}.</p>`,
    `<p>Differentiate a sum term by term, and keep constant multiples:</p>`,
    displayMath('\\frac{d}{dx}\\left(4x^3 - 2x + 7\\right) = 12x^2 - 2'),
  ].join(''),
};

/** Python: loops, with highlighted code blocks. */
export const LOOPS: DemoSection = {
  title: 'Loops with for and while',
  html: [
    `<p>A <code>for</code> loop repeats once for each item in a sequence. This program prints the squares of the numbers from 1 to 5:</p>`,
    `<pre><code class="language-python">for n in range(1, 6):\n    print(n * n)</code></pre>`,
    `<h3>While loops</h3>`,
    `<p>A <code>while</code> loop repeats as long as its condition stays true, which suits situations where you do not know in advance how many times to go round, such as asking until the user types a valid answer:</p>`,
    `<pre><code class="language-python">answer = ""\nwhile answer not in ("yes", "no"):\n    answer = input("Continue? (yes/no) ")</code></pre>`,
    `<ul><li><p>Make sure something inside a while loop eventually makes the condition false; otherwise the loop runs for ever.</p></li><li><p>If that happens, press <strong>Ctrl+C</strong> to stop the program.</p></li></ul>`,
  ].join(''),
};

/** Python: functions, with a code block and a table of calls. */
export const FUNCTIONS: DemoSection = {
  title: 'Writing your own functions',
  html: [
    `<p>A function packages some steps under a name so that you can use them again:</p>`,
    `<pre><code class="language-python">def area(width, height):\n    """The area of a rectangle."""\n    return width * height\n\nprint(area(3, 4))  # 12</code></pre>`,
    `<p>The values in brackets are <em>parameters</em>: the function works for any width and height. The <code>return</code> statement sends the result back to wherever the function was called.</p>`,
    `<table><tbody><tr><th><p>Call</p></th><th><p>Result</p></th></tr><tr><td><p><code>area(3, 4)</code></p></td><td><p>12</p></td></tr><tr><td><p><code>area(2.5, 2)</code></p></td><td><p>5.0</p></td></tr></tbody></table>`,
    `<p>Good functions do one job and have names that say what it is. When a program grows, splitting it into small functions makes it easier to read, to test and to fix.</p>`,
  ].join(''),
};
