import { AppError, ValidationFailed, conflict, notFound } from '../../../platform';
import { SeasonRefusal, SeasonRefusalCode, SeasonRefusalText } from '../domain/season-schedule';

/** A refusal's HTTP answer: a past date is a field error of `date`, the others a coded status. */
export function seasonRefusal(code: SeasonRefusalCode): AppError {
  const text = SeasonRefusalText[code];
  switch (code) {
    case SeasonRefusalCode.dateInPast:
      return ValidationFailed.coded('date', code, text);
    case SeasonRefusalCode.scheduleNotFound:
      return notFound(text, code);
    case SeasonRefusalCode.alreadyScheduled:
    case SeasonRefusalCode.scheduleFired:
      return conflict(text, code);
  }
}

/** Runs the work, turning the domain's refusals into their HTTP answers. */
export async function answeringRefusals<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SeasonRefusal) throw seasonRefusal(error.code);
    throw error;
  }
}
