import { blogArticles } from './blog'
import { sectionArticles } from './sections'
import type { SeedArticle } from './types'

/** Every demo article: the selling, testimonial, home-services, vacancy and team pages, then the blog. */
export const articles: SeedArticle[] = [...sectionArticles, ...blogArticles]
