import { formatRub } from '../../../lib/format/money';
import { SmartLink } from '../../shell/smart-link';
import shared from './home.module.css';
import styles from './services.module.css';
import { serviceLinesFor, type ServiceLine } from './services-data';
import { joinRu, useHomeFacts } from './use-home-facts';

function ServiceCard({ service }: { service: ServiceLine }) {
  const titleId = `service-${service.id}`;
  return (
    <li className={styles.card} data-service={service.id}>
      <article className={styles.body} aria-labelledby={titleId}>
        <div className={styles.top}>
          <span className={styles.icon}>
            <img src={service.icon} width={32} height={32} alt="" loading="lazy" decoding="async" />
          </span>
          <p className={styles.kicker}>{service.kicker}</p>
        </div>
        <h3 id={titleId} className={styles.name}>
          {service.title}
        </h3>
        <p className={styles.description}>{service.description}</p>
        <ul className={styles.benefits}>
          {service.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
        {service.price ? (
          <p className={styles.price} data-testid="service-price">
            от <strong>{formatRub(service.price.from)}</strong> {service.price.unit}
            {service.price.where ? ` ${service.price.where}` : ''}
          </p>
        ) : (
          <p className={styles.price}>Цены появятся с запуском сервиса</p>
        )}
        <SmartLink to={service.to} className={`btn ${styles.link}`}>
          {service.cta}
          <span className="visually-hidden">: {service.title.toLowerCase()}</span>
        </SmartLink>
      </article>
    </li>
  );
}

/** The four service lines with their lowest prices and a way into each section. */
export function Services() {
  const serviceLines = serviceLinesFor(useHomeFacts(), joinRu);
  return (
    <section id="services" className={shared.section} aria-labelledby="services-title">
      <div className="container">
        <div className={shared.head}>
          <h2 id="services-title" className={shared.title}>
            Четыре сервиса&nbsp;— один аккаунт
          </h2>
          <p className={shared.lead}>
            Храните вещи сами или доверьте перевозку грузчикам, берите инструмент на выходные и снимайте квартиру — с одним входом, одной
            картой и общей историей заказов.
          </p>
        </div>
        <ul className={styles.grid}>
          {serviceLines.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </ul>
      </div>
    </section>
  );
}
