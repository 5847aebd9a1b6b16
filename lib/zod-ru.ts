import { z } from 'zod';

/** Russian messages for every zod schema of the product; imported once by server and browser entries. */
z.config(z.locales.ru());

export { z };
