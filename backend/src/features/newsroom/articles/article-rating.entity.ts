import { Check, Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { User } from '../../../identity/entities';
import { Article } from './article.entity';

/** A fan's rating of an article, 1 to 5: one per fan and article, which rating again replaces. */
@Entity('article_ratings')
@Check('CHK_article_ratings_rating', 'rating BETWEEN 1 AND 5')
export class ArticleRating {
  @PrimaryColumn({ type: 'int' })
  articleId: number;

  @ManyToOne(() => Article, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'article_id' })
  article?: Article;

  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'smallint' })
  rating: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
