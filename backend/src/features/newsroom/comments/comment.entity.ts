import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Article } from '../articles/article.entity';
import { User } from '../../../identity/entities';

/** A fan's comment on a published article; shown to others once an editor approves it. */
@Entity('comments')
@Index('IDX_comments_unreviewed', ['createdAt'], { where: 'reviewed_at IS NULL' })
export class Comment {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_comments_article')
  @Column({ type: 'int' })
  articleId: number;

  @ManyToOne(() => Article, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'article_id' })
  article?: Article;

  @Index('IDX_comments_user')
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** Plain text. */
  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'boolean', default: false })
  isApproved: boolean;

  /** When an editor decided (approved or rejected); null while it awaits review. */
  @Column({ type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  reviewedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reviewed_by' })
  reviewer?: User;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
