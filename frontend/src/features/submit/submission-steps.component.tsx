const STEPS = ['Select Journal', 'Upload Paper', 'Submit'] as const;

/** Step 1 until a journal is chosen, 2 once chosen, 3 once a file is also chosen (SPEC section 4). */
export function currentStep(journalChosen: boolean, fileChosen: boolean): 1 | 2 | 3 {
  if (!journalChosen) return 1;
  return fileChosen ? 3 : 2;
}

export function SubmissionSteps({ step }: { step: 1 | 2 | 3 }) {
  return (
    <ol className="submit-steps" aria-label="Submission progress">
      {STEPS.map((label, index) => {
        const number = index + 1;
        const state = number < step ? 'completed' : number === step ? 'active' : 'upcoming';
        return (
          <li
            key={label}
            className={`submit-step submit-step--${state}`}
            aria-current={state === 'active' ? 'step' : undefined}
            data-state={state}
          >
            <span className="submit-step__number" aria-hidden="true">
              {state === 'completed' ? '✓' : number}
            </span>
            <span className="submit-step__label">{label}</span>
            {state === 'completed' && <span className="visually-hidden"> (completed)</span>}
          </li>
        );
      })}
    </ol>
  );
}
