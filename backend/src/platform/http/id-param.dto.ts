import { WholeNumber } from './whole-number.decorator';

/** A numeric route id; anything else is a 400 naming the parameter. */
export class IdParam {
  @WholeNumber(1)
  id: number;
}
