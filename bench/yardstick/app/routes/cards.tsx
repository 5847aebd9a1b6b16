import { Link, useLoaderData } from 'react-router';

interface Card {
  id: number;
  slug: string;
  name: string;
  city: string;
  address: string;
  metro: string;
  photo: string;
  price: string;
  freeCells: number;
}

const CARDS: Card[] = Array.from({ length: 20 }, (_, i) => ({
  id: i + 1,
  slug: `sklad-${i + 1}`,
  name: `Склад № ${i + 1}`,
  city: 'Москва',
  address: `ул. Складская, д. ${i + 1}, стр. 2`,
  metro: 'Авиамоторная',
  photo: `/images/warehouse-${(i % 5) + 1}.jpg`,
  price: `${1900 + i * 100}`,
  freeCells: (i * 7) % 30,
}));

// A plain page: its data comes from the loader, as a page's data does, without a database.
export function loader() {
  return { cards: CARDS };
}

export function meta() {
  return [{ title: 'Склады — 20 карточек' }, { name: 'description', content: 'Страница-эталон для npm run bench' }];
}

export default function Cards() {
  const { cards } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Склады индивидуального хранения</h1>
      <ul>
        {cards.map((card) => (
          <li key={card.id}>
            <article>
              <img src={card.photo} alt="" width={320} height={200} loading="lazy" />
              <h2>
                <Link to={`/storages/${card.slug}/`}>{card.name}</Link>
              </h2>
              <p>
                {card.city}, {card.address}
              </p>
              <p>м. {card.metro}</p>
              <p>
                от {card.price} ₽ в месяц · свободно ячеек: {card.freeCells}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </main>
  );
}
