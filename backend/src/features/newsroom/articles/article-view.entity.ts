import { Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Article } from './article.entity';

/**
 * That a reader read an article on a day (in the league's time zone): the key that makes a view count once per
 * reader and day. The reader is a user id, or a keyed hash of the client's address for a signed-out reader.
 */
@Entity('article_views')
export class ArticleView {
  @PrimaryColumn({ type: 'int' })
  articleId: number;

  @ManyToOne(() => Article, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'article_id' })
  article?: Article;

  @PrimaryColumn({ type: 'varchar', length: 80 })
  readerKey: string;

  @PrimaryColumn({ type: 'date' })
  day: string;
}
