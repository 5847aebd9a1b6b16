/** A demo post of the blog, as the seed writes it (blog-data.ts turns it into a row). */
export interface DemoPost {
  title: string;
  excerpt: string;
  cover: 'boxes' | 'season' | 'truck' | 'tools' | 'keys';
  tags: string[];
  /** Published this many days before the seed runs. */
  daysAgo: number;
  body: string;
}
