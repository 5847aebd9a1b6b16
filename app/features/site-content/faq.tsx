import type { FaqItem } from '../../../domains/content/schema';
import { homeStyles as shared, jsonForScript } from '../home';
import styles from './faq.module.css';

/** schema.org FAQPage of the questions, for search engines. */
export function faqPageData(items: FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** "Частые вопросы": the general questions as an accordion of native details elements. */
export function Faq({ items }: { items: FaqItem[] }) {
  if (items.length === 0) return null;
  return (
    <section className={shared.section} aria-labelledby="faq-title" data-testid="faq">
      <script
        type="application/ld+json"
        // Admin-written text, escaped by jsonForScript so nothing can close the script element.
        dangerouslySetInnerHTML={{ __html: jsonForScript(faqPageData(items)) }}
      />
      <div className="container">
        <div className={shared.head}>
          <h2 id="faq-title" className={shared.title}>
            Частые вопросы
          </h2>
        </div>
        <div className={styles.list}>
          {items.map((item) => (
            <details key={item.id} className={styles.item} data-testid="faq-item">
              <summary className={styles.question}>{item.question}</summary>
              <p className={styles.answer}>{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
