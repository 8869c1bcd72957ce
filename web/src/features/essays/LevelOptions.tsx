import { COMPETENCY_LEVELS } from '@argumenta/contracts';

/** The <option>s of a competency grade select (0…200 by 40), without the level `except` when given (an appeal's original grade). */
export function LevelOptions({ except }: { except?: number }) {
  return (
    <>
      {COMPETENCY_LEVELS.filter((l) => l !== except).map((l) => (
        <option key={l} value={l}>
          {l}
        </option>
      ))}
    </>
  );
}
