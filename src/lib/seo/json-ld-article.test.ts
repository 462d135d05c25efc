import { buildArticle, serializeJsonLd, type ArticleJsonLdInput } from './json-ld';

const INPUT: ArticleJsonLdInput = {
  url: 'https://www.example.com/he/articles/portugal-tax-reforms-2025',
  lang: 'he',
  headline: 'רפורמות המס </script> של 2025',
  description: 'מה השתנה',
  datePublished: '2025-02-10',
  dateModified: '2026-11-16',
  authorName: 'צוות ההשקעות',
  publisher: { name: 'Lusa Property', url: 'https://www.example.com', logo: 'https://www.example.com/logo.png' },
  image: 'https://www.example.com/og-image.png',
  section: 'השקעות',
  wordCount: 1200,
};

describe('buildArticle', () => {
  it('builds a schema.org Article with its dates, author, publisher and page', () => {
    expect(buildArticle(INPUT)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: INPUT.headline,
      description: 'מה השתנה',
      inLanguage: 'he',
      url: INPUT.url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': INPUT.url },
      datePublished: '2025-02-10',
      dateModified: '2026-11-16',
      author: { '@type': 'Organization', name: 'צוות ההשקעות', url: 'https://www.example.com' },
      publisher: {
        '@type': 'Organization',
        name: 'Lusa Property',
        url: 'https://www.example.com',
        logo: { '@type': 'ImageObject', url: 'https://www.example.com/logo.png' },
      },
      image: 'https://www.example.com/og-image.png',
      articleSection: 'השקעות',
      wordCount: 1200,
    });
  });

  it('leaves out the optional fields it was not given', () => {
    const block = buildArticle({
      ...INPUT,
      section: undefined,
      wordCount: undefined,
      publisher: { name: 'P', url: 'u' },
    });
    expect(block).not.toHaveProperty('articleSection');
    expect(block).not.toHaveProperty('wordCount');
    expect(block.publisher).toEqual({ '@type': 'Organization', name: 'P', url: 'u' });
  });

  it('serialises to JSON that cannot close its script element and parses back', () => {
    const text = serializeJsonLd(buildArticle(INPUT));
    expect(text).not.toContain('</script>');
    expect((JSON.parse(text) as { headline: string }).headline).toBe(INPUT.headline);
  });
});
