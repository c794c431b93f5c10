import { describe, expect, it } from 'vitest';
import { lessonText } from './lesson-text.ts';
import { plainTextToHtml } from './plain-text-to-html.ts';

describe('plainTextToHtml (the rule of migration 0025)', () => {
  it('makes a paragraph of each blank-line block and a <br> of each single line break', () => {
    expect(plainTextToHtml('First line\nsecond line\n\nSecond paragraph')).toBe(
      '<p>First line<br>second line</p><p>Second paragraph</p>',
    );
  });

  it('escapes the text, so what looked like markup stays text', () => {
    expect(plainTextToHtml('if a < b && b > c then "x" isn\'t <script>')).toBe(
      '<p>if a &lt; b &amp;&amp; b &gt; c then &quot;x&quot; isn&#39;t &lt;script&gt;</p>',
    );
  });

  it('reads CR LF and CR as line breaks, takes blank lines holding spaces, and drops empty paragraphs', () => {
    expect(plainTextToHtml('  One\r\n \t\r\nTwo\r\rThree\n\n\n\nFour  \n')).toBe(
      '<p>One</p><p>Two</p><p>Three</p><p>Four</p>',
    );
    expect(plainTextToHtml('')).toBe('');
    expect(plainTextToHtml('\n\n  \n')).toBe('');
  });

  it('keeps every word of the plain body: its text reads the same afterwards', () => {
    const plain = 'Solve 3x + 4 = 19.\nSubtract 4.\n\nThen divide by 3 & check: x < 6.';
    expect(lessonText(plainTextToHtml(plain))).toBe(plain);
  });
});

describe('lessonText', () => {
  it('reads the text without markup, each block on its own line and paragraphs apart', () => {
    const html =
      '<h2>Loops</h2><p>A <strong>for</strong> loop <a href="https://example.org">repeats</a>.</p>' +
      '<ul><li><p>one</p></li><li><p>two</p></li></ul>' +
      '<pre><code class="language-python">for n in range(1, 6):\n    print(n * n)</code></pre>' +
      '<table><tbody><tr><th><p>x</p></th><td><p>1</p></td></tr></tbody></table>' +
      '<img src="https://example.org/a.png" alt="A chart"><p>The end.</p>';
    const text = lessonText(html);
    expect(text).toBe(
      'Loops\n\nA for loop repeats.\n\n * one\n\n * two\n\nfor n in range(1, 6):\n    print(n * n)\n\nx   1\n\nThe end.',
    );
    expect(text).not.toMatch(/[<>]|https?:/);
  });

  it('reads a formula as its LaTeX source, inline and on a line of its own', () => {
    expect(
      lessonText(
        '<p>Area <span data-type="inline-math" data-latex="\\pi r^2"></span> cm²</p>' +
          '<div data-type="block-math" data-latex="m = \\frac{a}{b}"></div><p>Next</p>',
      ),
    ).toBe('Area \\pi r^2 cm²\n\nm = \\frac{a}{b}\n\nNext');
  });

  it('decodes entities', () => {
    expect(lessonText('<p>a &lt; b &amp; c</p>')).toBe('a < b & c');
  });
});
