import { screen, within } from '@testing-library/react';
import { link, rich } from '@/lib/i18n/rich-text';
import { renderWithProviders } from '../../../tests/render';
import { LegalDocument, type LegalDocumentCopy } from './legal-document';

const copy: LegalDocumentCopy = {
  updated: { label: 'Last updated:', date: '2026-11-23' },
  tocTitle: 'On this page',
  intro: [rich`Read the ${link('terms', 'terms')} too.`],
  sections: [
    {
      id: 'first',
      title: 'First section',
      blocks: ['A paragraph.', { list: ['One', rich`Two, see ${link('contact', 'contact')}`] }],
    },
    {
      id: 'second',
      title: 'Second section',
      blocks: [{ title: 'A group', blocks: ['Inside the group.', { list: ['Grouped item'] }] }],
    },
  ],
};

describe('LegalDocument', () => {
  it('lists every section in a table of contents that links to its heading', () => {
    renderWithProviders(<LegalDocument copy={copy} />);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((item) => item.getAttribute('href'))).toEqual(['#first', '#second']);
    expect(links.map((item) => item.textContent)).toEqual(['1.First section', '2.Second section']);
    for (const id of ['first', 'second']) {
      const heading = document.getElementById(id);
      expect(heading?.tagName).toBe('H2');
      expect(heading?.closest('section')).toHaveAttribute('aria-labelledby', id);
    }
  });

  it('shows the date of the current version in the page language', () => {
    renderWithProviders(<LegalDocument copy={copy} />);
    expect(screen.getByText('23 November 2026')).toHaveAttribute('dateTime', '2026-11-23');
    renderWithProviders(<LegalDocument copy={copy} />, { lang: 'he' });
    expect(screen.getByText('23 בנובמבר 2026')).toHaveAttribute('dateTime', '2026-11-23');
  });

  it('renders paragraphs, lists, groups and inline links in the current language', () => {
    renderWithProviders(<LegalDocument copy={copy} />, { lang: 'he' });
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/he/terms');
    expect(screen.getByRole('link', { name: 'contact' })).toHaveAttribute('href', '/he/contact');
    const first = screen.getByRole('region', { name: /First section/ });
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['One', 'Two, see contact']);
    expect(screen.getByRole('heading', { level: 3, name: 'A group' })).toBeInTheDocument();
    expect(screen.getByText('Grouped item').tagName).toBe('LI');
  });

  it('places extra content at the end of the section it names', () => {
    renderWithProviders(<LegalDocument copy={copy} after={{ second: <button type="button">Extra</button> }} />);
    const second = screen.getByRole('region', { name: /Second section/ });
    expect(within(second).getByRole('button', { name: 'Extra' })).toBeInTheDocument();
  });
});
