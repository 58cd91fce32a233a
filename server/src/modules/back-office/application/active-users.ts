import { Injectable } from '@nestjs/common';
import { Counter, FiguresRepository } from '../infrastructure/figures.repository';

/** How many active users there are (any role), from the figures' counter: no count of a million rows. */
@Injectable()
export class ActiveUsers {
  constructor(private readonly figures: FiguresRepository) {}

  count(): Promise<number> {
    return this.figures.counter(Counter.users);
  }
}
