import { useEffect, useState } from "react";
import { challengeOutcomeOf, forgetChallengeOutcome, type ChallengeOutcome } from "../utils/challenge-return";

/** The outcome of the 3-D Secure challenge the customer comes back from, read once, then taken off the URL. */
export function useChallengeOutcome(): ChallengeOutcome | null {
  const [outcome] = useState(() => challengeOutcomeOf(window.location.search));
  useEffect(() => forgetChallengeOutcome(), []);
  return outcome;
}
