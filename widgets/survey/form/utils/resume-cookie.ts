// Odoo's survey start route (/survey/start/<survey token>) resumes the answer
// its cookie 'survey_<survey token>' names: set while an answer is in
// progress (a day, as Odoo's form sets it), removed once it is finished.

const ONE_DAY_SECONDS = 24 * 60 * 60;

export function rememberAnswer(surveyToken: string, answerToken: string): void {
  document.cookie = `survey_${surveyToken}=${answerToken}; max-age=${ONE_DAY_SECONDS}; path=/; SameSite=Lax`;
}

export function forgetAnswer(surveyToken: string): void {
  document.cookie = `survey_${surveyToken}=; max-age=0; path=/; SameSite=Lax`;
}
