import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { ARTICLE_LANGUAGES, ARTICLE_STATUS, ARTICLE_STATUSES, type ArticleStatus, type Language } from '@isl/contracts';
import { oneOf } from '../../../platform/postgres/check-one-of';
import { Upload } from '../../uploads/entities';
import { User } from '../../../identity/entities';

/**
 * A journalist's article from draft to publication: draft, pending (submitted for review), published or
 * rejected by an editor. Only published ones are public. The latest review decision is kept on the row.
 */
@Entity('articles')
@Check('CHK_articles_status', oneOf('status', ARTICLE_STATUSES))
@Check('CHK_articles_language', oneOf('language', ARTICLE_LANGUAGES))
@Index('IDX_articles_status_published', ['status', 'publishedAt'])
@Index('UQ_articles_featured_upload', ['featuredUploadId'], { unique: true, where: 'featured_upload_id IS NOT NULL' })
export class Article {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('IDX_articles_author')
  @Column({ type: 'uuid' })
  authorId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'author_id' })
  author?: User;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  /** From the title, for readable links; may be empty (a title without Latin letters or digits). */
  @Column({ type: 'varchar', length: 200, default: '' })
  slug: string;

  /** Markdown, as the author wrote it; rendered to HTML when read. */
  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'text', nullable: true })
  excerpt: string | null;

  @Column({ type: 'varchar', length: 30, default: 'news' })
  category: string;

  @Column({ type: 'varchar', length: 2, default: 'en' })
  language: Language;

  /** The author's own picture: a processed media upload of theirs; null shows the category's default picture. */
  @Column({ type: 'uuid', nullable: true })
  featuredUploadId: string | null;

  @ManyToOne(() => Upload, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'featured_upload_id' })
  featuredUpload?: Upload;

  @Column({ type: 'jsonb', nullable: true })
  tags: string[] | null;

  @Column({ type: 'varchar', length: 10, default: ARTICLE_STATUS.draft })
  status: ArticleStatus;

  /** Shown as featured: set by the approving editor. */
  @Column({ type: 'boolean', default: false })
  isFeatured: boolean;

  /** The author asked for it to be featured. */
  @Column({ type: 'boolean', default: false })
  featureRequested: boolean;

  @Column({ type: 'int', default: 0 })
  views: number;

  /** When it was last submitted for review: the editors' queue is in this order. */
  @Column({ type: 'timestamptz', nullable: true })
  submittedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  reviewedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'reviewed_by' })
  reviewer?: User;

  /** The editor's reason when it was last rejected (optional). */
  @Column({ type: 'text', nullable: true })
  rejectionReason: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
