import { COMMENT_MAX_LENGTH, type CommentRequest } from '@isl/contracts';
import { TextField } from '../../../platform/http/text-field.decorator';

export class CommentDto implements CommentRequest {
  @TextField('content', { min: 1, max: COMMENT_MAX_LENGTH, layout: 'paragraphs', description: 'Plain text' })
  content: string;
}
