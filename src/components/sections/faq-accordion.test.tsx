import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from './faq-accordion';

const ITEMS = [
  { question: 'שאלה ראשונה?', answer: 'תשובה ראשונה.' },
  { question: 'שאלה שנייה?', answer: 'תשובה שנייה.' },
  { question: 'שאלה שלישית?', answer: 'תשובה שלישית.' },
];

function setup() {
  const user = userEvent.setup();
  render(<FaqAccordion id="faq-title" title="שאלות נפוצות" items={ITEMS} />);
  const question = (index: number) => screen.getByRole('button', { name: ITEMS[index]!.question });
  return { user, question };
}

describe('FaqAccordion', () => {
  it('names each answer by its question, which controls it from a level-3 heading', async () => {
    const { user, question } = setup();
    expect(screen.getByRole('region', { name: 'שאלות נפוצות' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      ITEMS.map((item) => item.question),
    );
    await user.click(question(1));
    const answer = screen.getByRole('region', { name: ITEMS[1]!.question });
    expect(answer).toHaveTextContent(ITEMS[1]!.answer);
    expect(question(1)).toHaveAttribute('aria-controls', answer.id);
  });

  it('opens from the keyboard and moves between the questions with the arrow keys, Home and End', async () => {
    const { user, question } = setup();
    await user.tab();
    expect(question(0)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(question(0)).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(question(1)).toHaveFocus();
    await user.keyboard(' ');
    expect(question(1)).toHaveAttribute('aria-expanded', 'true');
    expect(question(0)).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{End}');
    expect(question(2)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(question(0)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(question(2)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(question(0)).toHaveFocus();
  });

  it('keeps every answer in the document, hidden until its question is pressed', () => {
    setup();
    for (const item of ITEMS) expect(screen.getByText(item.answer)).not.toBeVisible();
  });
});
