//! The screen, family by family: a table of unlawful instructions (each must be refused, by its family, naming the
//! rule and the state) and lawful look-alikes (each must pass: no conflict at all), across states and document
//! types; then the message, the fields, the work state, VERBATIM passages and findings made elsewhere.

use super::*;
use crate::domain::details::{Details, ExemptStatus};
use crate::domain::document_data::{CustomDocument, QuestionAnswer};
use crate::domain::{BusinessType, Cents, Industry, ProtectionLevel};
use time::macros::date;
use UsState::*;

const AS_OF: Date = date!(2026 - 11 - 23);
const EMPLOYMENT: DocumentType = DocumentType::EmploymentAgreement;
const FREELANCE: DocumentType = DocumentType::FreelanceAgreement;
const NDA: DocumentType = DocumentType::Nda;
const TERMS: DocumentType = DocumentType::TermsOfService;
const OTHER: DocumentType = DocumentType::Other;
const PRIVACY: DocumentType = DocumentType::PrivacyPolicy;

fn order(document_type: DocumentType, state: UsState, instructions: &str) -> DocumentRequest {
    DocumentRequest {
        document_type,
        business_name: "Acme Widgets LLC".into(),
        business_type: BusinessType::Llc,
        state,
        industry: Industry::Technology,
        protection_level: ProtectionLevel::Comprehensive,
        special_clauses: vec![],
        custom_instructions: instructions.into(),
        custom_document: (document_type == OTHER).then(|| CustomDocument {
            name: "Consulting Agreement".into(),
            description: String::new(),
            questions: vec![],
        }),
        details: Details::default(),
    }
}

#[derive(Clone)]
struct Case {
    family: &'static str,
    document_type: DocumentType,
    state: UsState,
    work_state: Option<UsState>,
    exempt: bool,
    /// The employee's annual pay, in dollars.
    pay: Option<i64>,
    /// The state whose law refuses the text, when not the worker's (the business's stricter law).
    refused_under: Option<UsState>,
    non_compete_clause: bool,
    text: &'static str,
    unlawful: bool,
    answers: (Option<bool>, Option<bool>),
}

impl Case {
    fn work_in(mut self, state: UsState) -> Case {
        self.work_state = Some(state);
        self
    }

    fn refused_under(mut self, state: UsState) -> Case {
        self.refused_under = Some(state);
        self
    }

    fn paid(mut self, dollars: i64) -> Case {
        self.pay = Some(dollars);
        self
    }

    fn exempt(mut self) -> Case {
        self.exempt = true;
        self
    }

    /// The privacy answers: sells or shares data, targeted advertising.
    fn answered(mut self, sells_data: Option<bool>, targeted_ads: Option<bool>) -> Case {
        self.answers = (sells_data, targeted_ads);
        self
    }

    fn with_non_compete_clause(mut self) -> Case {
        self.non_compete_clause = true;
        self
    }

    fn request(&self) -> DocumentRequest {
        let mut request = order(self.document_type, self.state, self.text);
        request.details.work_state = self.work_state;
        if self.exempt {
            request.details.exempt_status = Some(ExemptStatus::Exempt);
        }
        request.details.annual_pay = self.pay.map(|dollars| Cents(dollars * 100));
        if self.non_compete_clause {
            request.special_clauses.push(SpecialClause::NonCompete);
        }
        (request.details.sells_or_shares_data, request.details.targeted_advertising) = self.answers;
        request
    }
}

fn bad(family: &'static str, document_type: DocumentType, state: UsState, text: &'static str) -> Case {
    Case {
        family,
        document_type,
        state,
        work_state: None,
        exempt: false,
        pay: None,
        refused_under: None,
        non_compete_clause: false,
        answers: (None, None),
        text,
        unlawful: true,
    }
}

fn good(family: &'static str, document_type: DocumentType, state: UsState, text: &'static str) -> Case {
    Case { unlawful: false, ..bad(family, document_type, state, text) }
}

fn cases() -> Vec<Case> {
    vec![
        // --- a non-compete where the state voids it ---
        bad("non_compete", EMPLOYMENT, California, "The employee agrees to a two-year non-compete."),
        bad("non_compete", EMPLOYMENT, Minnesota, "Add a non-competition clause covering the whole state for 18 months."),
        bad("non_compete", FREELANCE, NorthDakota, "The contractor shall not work for any competitor for one year after the project ends."),
        bad("non_compete", EMPLOYMENT, Oklahoma, "After leaving, the employee must not start a competing business within 50 miles."),
        bad("non_compete", NDA, Wyoming, "The recipient agrees not to compete with the company for two years."),
        bad("non_compete", EMPLOYMENT, Texas, "Include a covenant not to compete for 12 months.").work_in(California),
        // A California business may not enforce a void non-compete wherever the employee works (B&P 16600.5).
        bad("non_compete", EMPLOYMENT, California, "Include a non-compete.").work_in(Texas).refused_under(California),
        // Where pay decides: Washington voids it at or under the year's threshold, Oregon for non-exempt employees.
        bad("non_compete", EMPLOYMENT, Washington, "Add a one-year non-compete.").paid(90_000).exempt(),
        good("non_compete", EMPLOYMENT, Washington, "Add a one-year non-compete.").paid(250_000).exempt(),
        bad("non_compete", OTHER, California, "The consultant will refrain from competing with the client for two years after the engagement."),
        bad("non_compete", EMPLOYMENT, Minnesota, "VERBATIM: For 12 months after employment ends, Employee shall not be employed by a competitor of the Company."),
        bad("non_compete", EMPLOYMENT, California, "There is no non-solicit, but the employee shall not compete for a year."),
        good("non_compete", EMPLOYMENT, Texas, "The employee agrees to a two-year non-compete."),
        good("non_compete", EMPLOYMENT, California, "No non-compete."),
        good("non_compete", EMPLOYMENT, California, "The employee is not bound by any non-compete with a former employer."),
        good("non_compete", EMPLOYMENT, California, "Nothing in this agreement restrains the employee from working for a competitor after leaving."),
        good("non_compete", EMPLOYMENT, California, "During employment, the employee will not work for a competitor."),
        good("non_compete", OTHER, California, "The seller agrees not to compete with the buyer after the sale of the business."),
        good("non_compete", EMPLOYMENT, Minnesota, "The employee will not use confidential information to compete unfairly."),
        good("non_compete", EMPLOYMENT, Illinois, "Add a 12-month non-compete."),
        good("non_compete", EMPLOYMENT, California, "Non-compete: none."),
        good("non_compete", EMPLOYMENT, Florida, "The employee shall not work for a competitor within 25 miles for one year."),
        good("non_compete", EMPLOYMENT, Texas, "Include a non-compete.").work_in(Florida),
        // --- a customer or employee non-solicit where the state voids those too ---
        bad("non_solicitation", EMPLOYMENT, California, "For 12 months after leaving, the employee will not solicit any of the company's customers."),
        bad("non_solicitation", EMPLOYMENT, California, "Add a non-solicitation clause for employees and clients."),
        bad("non_solicitation", FREELANCE, NorthDakota, "The contractor shall not recruit the client's employees for two years."),
        bad("non_solicitation", EMPLOYMENT, Wyoming, "The employee agrees not to do business with any client of the company for one year after termination."),
        bad("non_solicitation", NDA, California, "The recipient must not poach our staff."),
        bad("non_solicitation", EMPLOYMENT, Texas, "After employment ends, the employee may not contact company clients for 18 months.").work_in(California),
        bad("non_solicitation", OTHER, NorthDakota, "The partner will never solicit the company's accounts after the venture ends."),
        bad("non_solicitation", EMPLOYMENT, California, "Include a no-hire clause."),
        good("non_solicitation", EMPLOYMENT, Texas, "Non-solicitation of customers for 12 months."),
        good("non_solicitation", EMPLOYMENT, Minnesota, "For 12 months after leaving, the employee will not solicit company customers."),
        good("non_solicitation", EMPLOYMENT, California, "The employee will not use trade secrets to solicit customers."),
        good("non_solicitation", EMPLOYMENT, California, "No non-solicitation clause, please."),
        good("non_solicitation", EMPLOYMENT, California, "During employment, the employee will not solicit customers for another business."),
        good("non_solicitation", EMPLOYMENT, Oklahoma, "The employee shall not solicit established customers for one year."),
        good("non_solicitation", EMPLOYMENT, California, "The employee should not contact clients without approval while employed."),
        good("non_solicitation", EMPLOYMENT, California, "Customer lists are confidential information."),
        // --- waivers of the minimum wage ---
        bad("minimum_wage", EMPLOYMENT, Texas, "The employee waives the right to minimum wage."),
        bad("minimum_wage", EMPLOYMENT, California, "Pay $5 per hour."),
        bad("minimum_wage", EMPLOYMENT, NewYork, "The first two weeks of training are unpaid."),
        bad("minimum_wage", EMPLOYMENT, Florida, "Trial shifts are unpaid."),
        bad("minimum_wage", EMPLOYMENT, Ohio, "Wages will be below the federal minimum wage during probation."),
        bad("minimum_wage", EMPLOYMENT, Illinois, "Minimum wage laws do not apply to this position."),
        bad("minimum_wage", EMPLOYMENT, Georgia, "The employee will work for free during the first week."),
        bad("minimum_wage", EMPLOYMENT, Washington, "Pay is $7 an hour."),
        bad("minimum_wage", OTHER, California, "The new employee agrees to an unpaid training period."),
        good("minimum_wage", EMPLOYMENT, Texas, "The employee will be paid at least the minimum wage."),
        good("minimum_wage", EMPLOYMENT, California, "Pay is $25 per hour."),
        good("minimum_wage", EMPLOYMENT, NewYork, "Training is paid at the regular rate."),
        good("minimum_wage", EMPLOYMENT, Florida, "Tipped employees receive $11.98 per hour plus tips."),
        good("minimum_wage", EMPLOYMENT, Texas, "Servers receive $2.13 per hour plus tips, topped up to $7.25 when tips fall short."),
        good("minimum_wage", EMPLOYMENT, Ohio, "The employee gets an unpaid 30-minute lunch break."),
        good("minimum_wage", EMPLOYMENT, Illinois, "Minimum wage increases will be applied automatically."),
        good("minimum_wage", EMPLOYMENT, Georgia, "Unpaid leave is available for family emergencies."),
        good("minimum_wage", FREELANCE, Texas, "The contractor sets its own rates and waives any minimum wage claim."),
        good("minimum_wage", EMPLOYMENT, Washington, "Pay is $17.50 per hour."),
        // --- waivers of overtime ---
        bad("overtime", EMPLOYMENT, Texas, "No overtime will be paid."),
        bad("overtime", EMPLOYMENT, California, "The employee waives any right to overtime."),
        bad("overtime", EMPLOYMENT, NewYork, "Hours over 40 are paid at straight time."),
        bad("overtime", EMPLOYMENT, Florida, "The employee will work extra hours without additional pay when needed."),
        bad("overtime", EMPLOYMENT, Illinois, "Overtime is not paid unless approved in advance."),
        bad("overtime", EMPLOYMENT, Ohio, "Comp time instead of overtime."),
        bad("overtime", EMPLOYMENT, Pennsylvania, "The employee will not be paid for overtime."),
        bad("overtime", EMPLOYMENT, Colorado, "Unpaid overtime may be required during busy season."),
        good("overtime", EMPLOYMENT, Texas, "Overtime is paid at 1.5x the regular rate."),
        good("overtime", EMPLOYMENT, California, "Overtime must be approved in advance."),
        good("overtime", EMPLOYMENT, NewYork, "The employee is exempt and not eligible for overtime."),
        good("overtime", EMPLOYMENT, Florida, "No overtime will be paid.").exempt(),
        good("overtime", EMPLOYMENT, Illinois, "The employee will not work overtime without approval."),
        good("overtime", EMPLOYMENT, Ohio, "Overtime is paid at time and a half for hours over 40."),
        good("overtime", FREELANCE, Texas, "No overtime will be paid for work beyond the estimate."),
        good("overtime", EMPLOYMENT, Georgia, "Double time is paid on holidays."),
        // --- final pay and deductions ---
        bad("final_pay", EMPLOYMENT, Texas, "The final paycheck will be withheld until all equipment is returned."),
        bad("final_pay", EMPLOYMENT, California, "The company will deduct the cost of any broken equipment from the employee's wages."),
        bad("final_pay", EMPLOYMENT, NewYork, "Cash register shortages will be deducted from pay."),
        bad("final_pay", EMPLOYMENT, Illinois, "If the employee quits without notice, they forfeit their final paycheck."),
        bad("final_pay", EMPLOYMENT, Massachusetts, "The employee forfeits earned commissions upon resignation."),
        bad("final_pay", EMPLOYMENT, Ohio, "Uniform costs come out of the employee's paycheck."),
        bad("final_pay", EMPLOYMENT, Florida, "Training costs must be repaid from the final paycheck."),
        bad("final_pay", EMPLOYMENT, Washington, "Damage to company vehicles will be charged against wages."),
        good("final_pay", EMPLOYMENT, Texas, "Final pay will be paid on the next regular payday."),
        good("final_pay", EMPLOYMENT, California, "The company will withhold taxes as required by law."),
        good("final_pay", EMPLOYMENT, NewYork, "Health insurance premiums are deducted from pay with the employee's written authorization."),
        good("final_pay", EMPLOYMENT, Illinois, "Unearned commissions are forfeited when the employee leaves."),
        good("final_pay", EMPLOYMENT, Massachusetts, "The final paycheck includes accrued vacation."),
        good("final_pay", EMPLOYMENT, Ohio, "The employee must return company equipment on the last day."),
        good("final_pay", EMPLOYMENT, Florida, "401(k) contributions are deducted from each paycheck."),
        good("final_pay", FREELANCE, Texas, "The final invoice will be held until deliverables are accepted."),
        // --- workers' compensation ---
        bad("workers_comp", EMPLOYMENT, Texas, "The employee waives any claim to workers' compensation."),
        bad("workers_comp", EMPLOYMENT, California, "The employee agrees not to file a workers comp claim."),
        bad("workers_comp", EMPLOYMENT, NewYork, "The company is not liable for any injuries at work."),
        bad("workers_comp", EMPLOYMENT, Florida, "The employee assumes all risk of injury on the job."),
        bad("workers_comp", EMPLOYMENT, Illinois, "Workers' compensation is waived for this position."),
        bad("workers_comp", EMPLOYMENT, Ohio, "The employee gives up workers\u{2019} compensation benefits."),
        bad("workers_comp", EMPLOYMENT, Pennsylvania, "The employee opts out of workers' compensation coverage."),
        bad("workers_comp", EMPLOYMENT, Georgia, "The employee will not file for worker's comp."),
        good("workers_comp", EMPLOYMENT, Texas, "The company carries workers' compensation insurance."),
        good("workers_comp", EMPLOYMENT, California, "Report any workplace injury to your supervisor within 24 hours."),
        good("workers_comp", EMPLOYMENT, NewYork, "The employee is covered by workers' compensation."),
        good("workers_comp", EMPLOYMENT, Florida, "The company is not liable for injuries to customers caused by third parties."),
        good("workers_comp", EMPLOYMENT, Illinois, "Workers' compensation claims are handled by our insurer."),
        good("workers_comp", FREELANCE, Ohio, "The contractor waives workers' compensation and carries its own insurance."),
        good("workers_comp", EMPLOYMENT, Georgia, "The employee will receive workers' compensation benefits as the law provides."),
        good("workers_comp", EMPLOYMENT, Pennsylvania, "Injuries must be reported promptly so the company can file a workers' compensation claim."),
        // --- unemployment insurance ---
        bad("unemployment", EMPLOYMENT, NewYork, "The employee waives the right to unemployment benefits."),
        bad("unemployment", EMPLOYMENT, Minnesota, "The employee agrees not to file for unemployment after leaving."),
        bad("unemployment", EMPLOYMENT, Florida, "The employee will not apply for unemployment insurance."),
        bad("unemployment", EMPLOYMENT, Connecticut, "Unemployment benefits are waived."),
        bad("unemployment", EMPLOYMENT, Maine, "The employee gives up any claim to unemployment."),
        bad("unemployment", EMPLOYMENT, Texas, "The employee is not eligible for unemployment if terminated."),
        bad("unemployment", EMPLOYMENT, California, "Severance is paid only if the employee does not collect unemployment."),
        bad("unemployment", EMPLOYMENT, Ohio, "The employee releases all rights to unemployment compensation."),
        good("unemployment", EMPLOYMENT, NewYork, "The company pays state unemployment insurance taxes."),
        good("unemployment", EMPLOYMENT, Minnesota, "The employee may apply for unemployment benefits."),
        good("unemployment", EMPLOYMENT, Florida, "Severance does not affect unemployment eligibility."),
        good("unemployment", EMPLOYMENT, Texas, "The company will not contest an unemployment claim."),
        good("unemployment", EMPLOYMENT, California, "Unemployment insurance information will be provided at separation."),
        good("unemployment", EMPLOYMENT, Ohio, "The employee is free to seek unemployment benefits."),
        good("unemployment", FREELANCE, Maine, "The contractor is not eligible for unemployment from the client."),
        good("unemployment", EMPLOYMENT, Connecticut, "The state decides whether unemployment benefits are paid."),
        // --- bans on discussing pay or working conditions ---
        bad("pay_discussion", EMPLOYMENT, California, "Employees may not discuss their salaries with coworkers."),
        bad("pay_discussion", EMPLOYMENT, Texas, "The employee's compensation is strictly confidential."),
        bad("pay_discussion", EMPLOYMENT, NewYork, "Keep your salary confidential."),
        bad("pay_discussion", EMPLOYMENT, Washington, "Discussing pay with other employees is grounds for termination."),
        bad("pay_discussion", EMPLOYMENT, Illinois, "The employee shall not disclose his or her compensation to anyone."),
        bad("pay_discussion", EMPLOYMENT, Colorado, "The terms of this offer, including salary, are confidential."),
        bad("pay_discussion", EMPLOYMENT, Massachusetts, "The employee must never talk about working conditions with the press or coworkers."),
        bad("pay_discussion", NDA, Ohio, "The employee will not share bonus amounts with other staff."),
        bad("pay_discussion", EMPLOYMENT, Georgia, "Bonuses must be kept secret."),
        good("pay_discussion", EMPLOYMENT, California, "Employees may discuss their pay with anyone."),
        good("pay_discussion", EMPLOYMENT, Texas, "Customer pricing is confidential."),
        good("pay_discussion", EMPLOYMENT, NewYork, "HR staff must keep payroll records confidential."),
        good("pay_discussion", EMPLOYMENT, Illinois, "Employees who process payroll must not disclose other employees' salary data obtained through their HR duties."),
        good("pay_discussion", EMPLOYMENT, Washington, "The company will keep salary information in personnel files confidential."),
        good("pay_discussion", EMPLOYMENT, Colorado, "Pay is due on the 1st and 15th of each month."),
        good("pay_discussion", EMPLOYMENT, Massachusetts, "The company's financial statements are confidential."),
        good("pay_discussion", FREELANCE, Texas, "The contractor's rates are confidential."),
        good("pay_discussion", NDA, Texas, "The recipient will keep the discloser's pricing and compensation plans confidential."),
        // --- forced arbitration of sexual harassment or assault claims ---
        bad("harassment_arbitration", EMPLOYMENT, Texas, "All claims, including sexual harassment claims, must go to binding arbitration."),
        bad("harassment_arbitration", EMPLOYMENT, California, "Any sexual assault claim will be resolved by arbitration."),
        bad("harassment_arbitration", FREELANCE, NewYork, "Arbitrate all disputes, including harassment."),
        bad("harassment_arbitration", TERMS, Florida, "Users agree to arbitrate every claim, including claims of sexual harassment or assault."),
        bad("harassment_arbitration", NDA, Illinois, "Harassment claims are subject to mandatory arbitration."),
        bad("harassment_arbitration", EMPLOYMENT, Ohio, "The employee waives class actions for sexual harassment claims."),
        bad("harassment_arbitration", OTHER, Georgia, "All disputes, including sexual misconduct claims, go to arbitration."),
        bad("harassment_arbitration", EMPLOYMENT, Washington, "Sexual harassment disputes shall be arbitrated in Seattle."),
        good("harassment_arbitration", EMPLOYMENT, Texas, "Arbitrate contract disputes."),
        good("harassment_arbitration", EMPLOYMENT, California, "All claims except sexual harassment and sexual assault claims go to arbitration."),
        good("harassment_arbitration", FREELANCE, NewYork, "The contractor may choose arbitration for a harassment claim."),
        good("harassment_arbitration", EMPLOYMENT, Florida, "Disputes about payment are resolved by arbitration."),
        good("harassment_arbitration", NDA, Illinois, "Arbitration does not apply to sexual harassment claims."),
        good("harassment_arbitration", EMPLOYMENT, Ohio, "The company prohibits sexual harassment."),
        good("harassment_arbitration", TERMS, Georgia, "Any dispute about the Services goes to arbitration."),
        good("harassment_arbitration", EMPLOYMENT, Washington, "Sexual harassment claims may be brought in court."),
        // --- confidentiality that gags disclosure of harassment ---
        bad("harassment_gag", EMPLOYMENT, Texas, "The employee must not disclose any sexual harassment at the company."),
        bad("harassment_gag", EMPLOYMENT, California, "Any harassment complaint must be kept confidential by the employee."),
        bad("harassment_gag", NDA, NewYork, "The recipient shall never discuss discrimination claims against the company."),
        bad("harassment_gag", FREELANCE, Florida, "The contractor will not talk about sexual assault allegations involving staff."),
        bad("harassment_gag", EMPLOYMENT, Illinois, "The non-disparagement clause covers statements about harassment."),
        bad("harassment_gag", OTHER, Ohio, "The parties will keep any sexual misconduct allegations secret."),
        bad("harassment_gag", EMPLOYMENT, Washington, "The employee is prohibited from reporting retaliation to anyone outside the company."),
        bad("harassment_gag", EMPLOYMENT, NewJersey, "Details of any discrimination settlement are confidential and may not be discussed."),
        good("harassment_gag", EMPLOYMENT, Texas, "Confidential Information does not include information about harassment."),
        good("harassment_gag", EMPLOYMENT, California, "The employee may disclose information about unlawful harassment."),
        good("harassment_gag", EMPLOYMENT, NewYork, "The company will keep harassment complaints confidential to the extent possible during its investigation."),
        good("harassment_gag", NDA, Florida, "Keep trade secrets confidential."),
        good("harassment_gag", EMPLOYMENT, Illinois, "The company prohibits harassment and discrimination."),
        good("harassment_gag", EMPLOYMENT, Ohio, "Nothing in this agreement prevents the employee from discussing sexual harassment."),
        good("harassment_gag", EMPLOYMENT, Washington, "Employees must report harassment to HR."),
        good("harassment_gag", NDA, Georgia, "The recipient must not harass the discloser's staff."),
        // --- bars on reporting to government agencies ---
        bad("agency_reporting", EMPLOYMENT, Texas, "The employee may not report any violations to government agencies."),
        bad("agency_reporting", EMPLOYMENT, California, "The employee waives the right to file a charge with the EEOC."),
        bad("agency_reporting", NDA, NewYork, "The recipient shall not contact any regulator about the company."),
        bad("agency_reporting", FREELANCE, Florida, "The contractor must notify the company before speaking to the police about company matters."),
        bad("agency_reporting", EMPLOYMENT, Illinois, "Whistleblowing is grounds for termination."),
        bad("agency_reporting", EMPLOYMENT, Ohio, "The employee will never cooperate with OSHA investigations."),
        bad("agency_reporting", OTHER, Georgia, "Without the company's written consent, no one may speak with the SEC."),
        bad("agency_reporting", EMPLOYMENT, Washington, "The employee is prohibited from filing complaints with the Department of Labor."),
        good("agency_reporting", EMPLOYMENT, Texas, "Nothing in this agreement prevents the employee from reporting possible violations of law to any government agency."),
        good("agency_reporting", EMPLOYMENT, California, "The employee may report concerns to the EEOC at any time."),
        good("agency_reporting", NDA, NewYork, "If a court or government agency orders disclosure under subpoena, the recipient will notify the discloser first."),
        good("agency_reporting", EMPLOYMENT, Florida, "The company will cooperate with any government investigation."),
        good("agency_reporting", EMPLOYMENT, Illinois, "The employee may not speak to the media on behalf of the company."),
        good("agency_reporting", EMPLOYMENT, Ohio, "Report workplace safety concerns to your supervisor."),
        good("agency_reporting", EMPLOYMENT, Georgia, "Only the CEO may speak with regulators on behalf of the company."),
        good("agency_reporting", EMPLOYMENT, Washington, "The employee must comply with all government regulations."),
        // --- out-of-state law or forum for an employee where the state forbids it ---
        bad("employment_forum", EMPLOYMENT, California, "This agreement is governed by Delaware law."),
        bad("employment_forum", EMPLOYMENT, Louisiana, "Any dispute will be resolved in the courts of Texas."),
        bad("employment_forum", EMPLOYMENT, Minnesota, "Venue is in New York."),
        bad("employment_forum", EMPLOYMENT, Texas, "Texas law governs this agreement.").work_in(California),
        bad("employment_forum", EMPLOYMENT, Colorado, "The laws of Delaware govern.").with_non_compete_clause(),
        bad("employment_forum", EMPLOYMENT, Washington, "The employee will not solicit clients for 12 months. Idaho courts decide any dispute."),
        bad("employment_forum", EMPLOYMENT, Massachusetts, "Add a 12-month non-compete governed by New Hampshire law."),
        bad("employment_forum", OTHER, California, "The employee's offer is governed by Nevada law."),
        bad("employment_forum", EMPLOYMENT, California, "Any claims must be brought in Arizona."),
        good("employment_forum", EMPLOYMENT, Texas, "This agreement is governed by Delaware law."),
        good("employment_forum", EMPLOYMENT, California, "This agreement is governed by California law."),
        good("employment_forum", EMPLOYMENT, Colorado, "Governed by Delaware law."),
        good("employment_forum", EMPLOYMENT, California, "The employee may travel to New York for training."),
        good("employment_forum", EMPLOYMENT, California, "As California law requires, the employee receives a wage notice."),
        good("employment_forum", EMPLOYMENT, NewYork, "Disputes will be resolved in New Jersey courts."),
        good("employment_forum", EMPLOYMENT, Washington, "Oregon law governs."),
        good("employment_forum", FREELANCE, California, "Governed by Delaware law."),
        good("employment_forum", EMPLOYMENT, California, "The company is incorporated in Delaware."),
        // --- treating an employee as an independent contractor ---
        bad("misclassification", EMPLOYMENT, Texas, "The employee will be treated as an independent contractor for tax purposes."),
        bad("misclassification", EMPLOYMENT, California, "Pay the employee on a 1099."),
        bad("misclassification", EMPLOYMENT, NewYork, "No taxes will be withheld from the employee's pay."),
        bad("misclassification", EMPLOYMENT, Florida, "The employee is responsible for self-employment tax."),
        bad("misclassification", EMPLOYMENT, Illinois, "Keep the employee off the books."),
        bad("misclassification", EMPLOYMENT, Ohio, "The worker is not an employee of the company for any purpose."),
        bad("misclassification", EMPLOYMENT, Massachusetts, "Classify the worker as a consultant, not staff."),
        bad("misclassification", EMPLOYMENT, NewJersey, "The employee will not be put on payroll."),
        good("misclassification", EMPLOYMENT, Texas, "The employee will receive a W-2 and taxes will be withheld as required by law."),
        good("misclassification", EMPLOYMENT, California, "The employee is not an independent contractor."),
        good("misclassification", EMPLOYMENT, NewYork, "The company may engage independent contractors for other projects."),
        good("misclassification", EMPLOYMENT, Florida, "The employee will supervise the company's contractors."),
        good("misclassification", EMPLOYMENT, Illinois, "The employee will be classified as exempt."),
        good("misclassification", EMPLOYMENT, Ohio, "Payroll taxes will be withheld from each paycheck."),
        good("misclassification", FREELANCE, Texas, "The contractor will be paid on a 1099."),
        good("misclassification", EMPLOYMENT, Massachusetts, "The employee will manage relationships with outside consultants."),
        // --- customers' reviews restricted or penalized ---
        bad("review_gag", TERMS, Texas, "Customers may not post negative reviews of our services online."),
        bad("review_gag", TERMS, California, "A $500 fee applies to any customer who leaves a one-star review."),
        bad("review_gag", TERMS, Florida, "Users agree not to write reviews about the company without our written consent."),
        bad("review_gag", TERMS, NewYork, "Any review you post becomes our property and we may have it taken down."),
        bad("review_gag", OTHER, Ohio, "Reviews must first be approved by management before they are posted."),
        bad("review_gag", TERMS, Georgia, "Posting a bad review on Yelp or Google is prohibited."),
        bad("review_gag", TERMS, Illinois, "Clients who publish disparaging reviews will be charged liquidated damages of $1,000."),
        bad("review_gag", TERMS, Washington, "You won't leave ratings or testimonials about us anywhere."),
        good("review_gag", TERMS, Texas, "We may remove reviews that are fake, spam or contain profanity."),
        good("review_gag", TERMS, California, "We welcome honest reviews of our services."),
        good("review_gag", TERMS, Florida, "Users may not post fake reviews or reviews they were paid to write."),
        good("review_gag", TERMS, NewYork, "We may respond publicly to any review."),
        good("review_gag", TERMS, Ohio, "Reviews must not include other people's personal information."),
        good("review_gag", TERMS, Georgia, "By posting a review you grant us a non-exclusive license to display it on our site."),
        good("review_gag", TERMS, Illinois, "Please contact support first so we can try to fix any problem."),
        good("review_gag", TERMS, Washington, "Late fees apply to invoices unpaid after 30 days."),
        // --- release of liability for fraud, intentional misconduct, gross negligence ---
        bad("liability_release", TERMS, Texas, "We are not liable for any damages, including those caused by our gross negligence or willful misconduct."),
        bad("liability_release", TERMS, California, "The customer releases the company from all claims, even claims of fraud."),
        bad("liability_release", FREELANCE, NewYork, "The contractor is not responsible for intentional damage to client property."),
        bad("liability_release", TERMS, Florida, "Users waive any claim arising from our reckless or intentional acts."),
        bad("liability_release", OTHER, Ohio, "Gross negligence by the company is excused under this agreement."),
        bad("liability_release", TERMS, Georgia, "You hold us harmless even for our fraudulent conduct."),
        bad("liability_release", FREELANCE, Illinois, "Client cannot sue the consultant for willful violations of law."),
        bad("liability_release", TERMS, Arizona, "We disclaim all liability for deliberate misconduct by our staff."),
        good("liability_release", TERMS, Texas, "Our liability is limited to the fees paid, except for gross negligence, fraud or willful misconduct."),
        good("liability_release", TERMS, California, "We are not liable for indirect or consequential damages."),
        good("liability_release", FREELANCE, NewYork, "The contractor remains responsible for its own gross negligence."),
        good("liability_release", TERMS, Florida, "The service is provided as is, without warranties."),
        good("liability_release", TERMS, Ohio, "This limitation does not apply to fraud or intentional misconduct."),
        good("liability_release", TERMS, Georgia, "Users are responsible for keeping their passwords secure."),
        good("liability_release", FREELANCE, Illinois, "Each party is liable for its own fraud."),
        good("liability_release", TERMS, Arizona, "We are not responsible for delays caused by weather or carriers."),
        // --- waiver of public injunctive relief (California) ---
        bad("public_injunction_waiver", TERMS, California, "You waive the right to seek public injunctive relief in any forum."),
        bad("public_injunction_waiver", TERMS, California, "Injunctive relief may be awarded only in favor of the individual claimant."),
        bad("public_injunction_waiver", TERMS, California, "Customers give up any right to public injunctions against the company."),
        bad("public_injunction_waiver", TERMS, California, "No public injunctive relief will be available in arbitration or in court."),
        bad("public_injunction_waiver", OTHER, California, "Members may not seek injunctive relief on behalf of the general public."),
        bad("public_injunction_waiver", TERMS, California, "The user will not pursue public injunctive relief against us anywhere."),
        bad("public_injunction_waiver", TERMS, California, "Public injunctive relief is waived."),
        bad("public_injunction_waiver", TERMS, California, "Any injunction will be limited solely to the individual party who sues."),
        good("public_injunction_waiver", TERMS, Texas, "You waive the right to seek public injunctive relief in any forum."),
        good("public_injunction_waiver", TERMS, Florida, "Public injunctive relief is waived."),
        good("public_injunction_waiver", TERMS, NewYork, "Injunctive relief may be awarded only in favor of the individual claimant."),
        good("public_injunction_waiver", TERMS, California, "Nothing in these terms waives the right to seek public injunctive relief."),
        good("public_injunction_waiver", TERMS, California, "Claims will be arbitrated individually; a claim for public injunctive relief may be brought in court."),
        good("public_injunction_waiver", TERMS, California, "We may seek an injunction to stop misuse of our trademarks."),
        good("public_injunction_waiver", TERMS, California, "Class actions are waived."),
        good("public_injunction_waiver", TERMS, California, "Disputes are resolved by binding individual arbitration."),
        // --- pre-dispute jury waiver (California, Georgia) ---
        bad("jury_waiver", EMPLOYMENT, California, "Both parties waive their right to a jury trial."),
        bad("jury_waiver", FREELANCE, Georgia, "Any lawsuit will be tried by a judge without a jury."),
        bad("jury_waiver", NDA, California, "The parties knowingly give up trial by jury for any dispute under this agreement."),
        bad("jury_waiver", TERMS, Georgia, "You waive any right to a jury in any court case against us."),
        bad("jury_waiver", OTHER, California, "Disputes will be decided in a bench trial only."),
        bad("jury_waiver", EMPLOYMENT, Georgia, "Jury trial is waived."),
        bad("jury_waiver", FREELANCE, California, "The contractor will not demand a jury in any lawsuit."),
        bad("jury_waiver", TERMS, California, "No jury: any case goes before a judge alone."),
        good("jury_waiver", EMPLOYMENT, Texas, "Both parties waive their right to a jury trial."),
        good("jury_waiver", FREELANCE, NewYork, "Any lawsuit will be tried by a judge without a jury."),
        good("jury_waiver", NDA, Florida, "Jury trial is waived."),
        good("jury_waiver", EMPLOYMENT, California, "Disputes will be resolved by binding arbitration instead of a court or jury."),
        good("jury_waiver", TERMS, Georgia, "Either party may demand a jury trial."),
        good("jury_waiver", OTHER, California, "Small claims court is available for small disputes."),
        good("jury_waiver", FREELANCE, Georgia, "Disputes go to the state courts of Fulton County."),
        good("jury_waiver", NDA, California, "The receiving party will keep jury research materials confidential."),
        // --- waiver of representative PAGA claims (California) ---
        bad("representative_waiver", EMPLOYMENT, California, "The employee waives the right to bring any PAGA claim."),
        bad("representative_waiver", EMPLOYMENT, California, "Employees may not bring representative actions under the Private Attorneys General Act."),
        bad("representative_waiver", EMPLOYMENT, California, "The employee gives up any representative claim for Labor Code penalties."),
        bad("representative_waiver", EMPLOYMENT, California, "No representative proceedings of any kind are allowed."),
        bad("representative_waiver", EMPLOYMENT, California, "Employee will not serve as a representative plaintiff or join representative actions."),
        bad("representative_waiver", OTHER, California, "Our employees waive PAGA representative actions."),
        bad("representative_waiver", EMPLOYMENT, California, "Representative actions are waived to the fullest extent."),
        bad("representative_waiver", EMPLOYMENT, California, "The worker agrees not to pursue private attorney general claims against the company."),
        good("representative_waiver", EMPLOYMENT, Texas, "The employee waives the right to bring representative actions."),
        good("representative_waiver", EMPLOYMENT, California, "Claims will be arbitrated individually, and class actions are waived."),
        good("representative_waiver", EMPLOYMENT, California, "Individual PAGA claims will be arbitrated; non-individual PAGA claims will be stayed in court."),
        good("representative_waiver", EMPLOYMENT, California, "Nothing in this agreement waives the employee's right to bring representative PAGA claims."),
        good("representative_waiver", EMPLOYMENT, Florida, "Representative actions are waived."),
        good("representative_waiver", EMPLOYMENT, California, "The employee will represent the company at trade shows."),
        good("representative_waiver", EMPLOYMENT, California, "The sales representative earns commission on each sale."),
        good("representative_waiver", EMPLOYMENT, NewYork, "The employee gives up any representative claim."),
        // --- at-will employment where good cause is required (Montana) ---
        bad("at_will_good_cause", EMPLOYMENT, Montana, "Employment is at will."),
        bad("at_will_good_cause", EMPLOYMENT, Montana, "The company may terminate the employee at any time, with or without cause."),
        bad("at_will_good_cause", EMPLOYMENT, Montana, "We can fire the employee for any reason or no reason at all."),
        bad("at_will_good_cause", EMPLOYMENT, Montana, "This is an at-will position."),
        bad("at_will_good_cause", EMPLOYMENT, Montana, "The employer may end the employment without cause on two weeks' notice."),
        bad("at_will_good_cause", OTHER, Montana, "The employee's job is at will and can be ended whenever."),
        bad("at_will_good_cause", EMPLOYMENT, Montana, "Management can let the employee go without giving a reason."),
        bad("at_will_good_cause", EMPLOYMENT, Montana, "The relationship is at-will; either side may end it at any time."),
        good("at_will_good_cause", EMPLOYMENT, Texas, "Employment is at will."),
        good("at_will_good_cause", EMPLOYMENT, Ohio, "The company may terminate the employee at any time, with or without cause."),
        good("at_will_good_cause", EMPLOYMENT, Montana, "During the six-month probationary period, either party may end employment without cause."),
        good("at_will_good_cause", EMPLOYMENT, Montana, "After probation, the employee may be discharged only for good cause."),
        good("at_will_good_cause", EMPLOYMENT, Montana, "The employee may resign at any time with two weeks' notice."),
        good("at_will_good_cause", EMPLOYMENT, Montana, "Employment is not at will."),
        good("at_will_good_cause", EMPLOYMENT, Florida, "We can fire the employee for any reason or no reason at all."),
        good("at_will_good_cause", EMPLOYMENT, Montana, "The employee will work at the Billings store."),
        // --- stay-or-pay and training repayment (California) ---
        bad("stay_or_pay", EMPLOYMENT, California, "If the employee quits within two years, they must repay the cost of their training."),
        bad("stay_or_pay", EMPLOYMENT, California, "Employees who leave before 12 months owe a $3,000 exit fee."),
        bad("stay_or_pay", EMPLOYMENT, California, "The technician will reimburse certification costs if employment ends within 18 months."),
        bad("stay_or_pay", EMPLOYMENT, California, "Relocation expenses must be paid back if the employee resigns in the first year."),
        bad("stay_or_pay", EMPLOYMENT, California, "An early departure penalty of $5,000 applies."),
        bad("stay_or_pay", OTHER, California, "Our employees repay tuition if they leave before finishing 24 months."),
        bad("stay_or_pay", EMPLOYMENT, California, "Training costs of $8,000 are repayable by the employee on separation during the first two years."),
        bad("stay_or_pay", EMPLOYMENT, California, "If she is let go within a year, she owes the recruiting fee we paid."),
        good("stay_or_pay", EMPLOYMENT, Texas, "If the employee quits within two years, they must repay the cost of their training."),
        good("stay_or_pay", EMPLOYMENT, California, "The company pays for all required training and certifications."),
        good("stay_or_pay", EMPLOYMENT, California, "The employee will complete safety training in the first month."),
        good("stay_or_pay", EMPLOYMENT, California, "The employee will not be required to repay any training costs."),
        good("stay_or_pay", EMPLOYMENT, Florida, "Employees who leave before 12 months owe a $3,000 exit fee."),
        good("stay_or_pay", EMPLOYMENT, California, "The employee should give two weeks' notice before leaving."),
        good("stay_or_pay", EMPLOYMENT, California, "The company reimburses approved tuition for job-related courses."),
        good("stay_or_pay", EMPLOYMENT, NewYork, "Relocation expenses must be paid back if the employee resigns in the first year."),
        // --- forfeiting earned vacation (California, Colorado, Nebraska) ---
        bad("vacation_forfeiture", EMPLOYMENT, California, "Vacation is use it or lose it: unused days expire on December 31."),
        bad("vacation_forfeiture", EMPLOYMENT, Colorado, "Accrued PTO will not be paid out when employment ends."),
        bad("vacation_forfeiture", EMPLOYMENT, Nebraska, "Employees who quit forfeit any unused vacation."),
        bad("vacation_forfeiture", EMPLOYMENT, California, "Unused vacation does not carry over and is lost at year end."),
        bad("vacation_forfeiture", EMPLOYMENT, Colorado, "There is no payout of vacation at termination."),
        bad("vacation_forfeiture", OTHER, California, "Our staff lose their remaining vacation days if they are fired."),
        bad("vacation_forfeiture", EMPLOYMENT, Nebraska, "Earned vacation time expires if not used within the year."),
        bad("vacation_forfeiture", EMPLOYMENT, Colorado, "PTO is not cashed out on separation."),
        good("vacation_forfeiture", EMPLOYMENT, Texas, "Vacation is use it or lose it: unused days expire on December 31."),
        good("vacation_forfeiture", EMPLOYMENT, California, "Vacation accrual stops once the employee has 120 hours banked."),
        good("vacation_forfeiture", EMPLOYMENT, Colorado, "Unused vacation will be paid out at the final rate of pay when employment ends."),
        good("vacation_forfeiture", EMPLOYMENT, Nebraska, "Unused sick leave is not paid out at separation."),
        good("vacation_forfeiture", EMPLOYMENT, Florida, "Accrued PTO will not be paid out when employment ends."),
        good("vacation_forfeiture", EMPLOYMENT, California, "The employee earns three weeks of vacation each year."),
        good("vacation_forfeiture", EMPLOYMENT, California, "Vacation requests need two weeks' notice."),
        good("vacation_forfeiture", EMPLOYMENT, Ohio, "Employees who quit forfeit any unused vacation."),
        // --- meal and rest breaks waived ---
        bad("break_waiver", EMPLOYMENT, California, "The employee waives all meal and rest breaks."),
        bad("break_waiver", EMPLOYMENT, Washington, "Staff will work through lunch when the shop is busy, with no break."),
        bad("break_waiver", EMPLOYMENT, Oregon, "Rest breaks are not provided."),
        bad("break_waiver", EMPLOYMENT, Colorado, "Employees do not get a lunch break."),
        bad("break_waiver", EMPLOYMENT, NewYork, "No breaks during shifts."),
        bad("break_waiver", OTHER, Illinois, "Our employees eat at their desks and skip meal breaks."),
        bad("break_waiver", EMPLOYMENT, Minnesota, "Meal periods are at the manager's discretion."),
        bad("break_waiver", EMPLOYMENT, Nevada, "Rest periods will not be given on weekends."),
        good("break_waiver", EMPLOYMENT, Texas, "The employee waives all meal and rest breaks."),
        good("break_waiver", EMPLOYMENT, California, "Meal and rest breaks are provided as required by law."),
        good("break_waiver", EMPLOYMENT, California, "For shifts of six hours or less, the employee may waive the meal period by mutual consent."),
        good("break_waiver", EMPLOYMENT, Washington, "Breaks will be scheduled by the shift lead."),
        good("break_waiver", EMPLOYMENT, Florida, "No breaks during shifts."),
        good("break_waiver", EMPLOYMENT, Oregon, "The employee will take a 30-minute unpaid meal period each shift."),
        good("break_waiver", EMPLOYMENT, Colorado, "The break room has a refrigerator and microwave."),
        good("break_waiver", EMPLOYMENT, Kentucky, "Employees receive a paid rest period every four hours."),
        // --- work expenses not reimbursed ---
        bad("expense_waiver", EMPLOYMENT, California, "Employees use their own phones for work and will not be reimbursed."),
        bad("expense_waiver", EMPLOYMENT, Illinois, "Mileage for client visits is not reimbursed."),
        bad("expense_waiver", EMPLOYMENT, Iowa, "The technician buys his own tools at his own expense."),
        bad("expense_waiver", EMPLOYMENT, NewHampshire, "Work travel costs come out of the employee's own pocket."),
        bad("expense_waiver", EMPLOYMENT, California, "The company does not reimburse any expenses."),
        bad("expense_waiver", OTHER, Illinois, "Our employees pay for their own gas and phone plans for sales calls."),
        bad("expense_waiver", EMPLOYMENT, California, "Employees are responsible for all their own work expenses."),
        bad("expense_waiver", EMPLOYMENT, Iowa, "Supplies for jobs won't be paid back."),
        good("expense_waiver", EMPLOYMENT, Texas, "Employees use their own phones for work and will not be reimbursed."),
        good("expense_waiver", EMPLOYMENT, California, "The company reimburses approved business expenses within 30 days of receipts."),
        good("expense_waiver", EMPLOYMENT, Illinois, "Commuting costs are not reimbursed."),
        good("expense_waiver", EMPLOYMENT, Iowa, "The company provides all tools and equipment."),
        good("expense_waiver", EMPLOYMENT, California, "Personal expenses are not reimbursed."),
        good("expense_waiver", EMPLOYMENT, Florida, "The company does not reimburse any expenses."),
        good("expense_waiver", EMPLOYMENT, NewHampshire, "Submit expense reports by the fifth of each month."),
        good("expense_waiver", EMPLOYMENT, Ohio, "Mileage for client visits is not reimbursed."),
        // --- refusing deletion or opt-outs in a privacy policy ---
        bad("privacy_rights_refusal", PRIVACY, California, "We do not delete personal information on request."),
        bad("privacy_rights_refusal", PRIVACY, Colorado, "We ignore Global Privacy Control signals."),
        bad("privacy_rights_refusal", PRIVACY, Virginia, "Users cannot opt out of targeted advertising."),
        bad("privacy_rights_refusal", PRIVACY, Texas, "Deletion requests will not be honored."),
        bad("privacy_rights_refusal", PRIVACY, Connecticut, "We do not honor opt-out preference signals."),
        bad("privacy_rights_refusal", PRIVACY, Oregon, "Opting out of the sale of data is not available."),
        bad("privacy_rights_refusal", PRIVACY, NewJersey, "We will never erase customer accounts or their data."),
        bad("privacy_rights_refusal", PRIVACY, Minnesota, "Customers may not have their data deleted."),
        good("privacy_rights_refusal", PRIVACY, Florida, "We do not delete personal information on request."),
        good("privacy_rights_refusal", PRIVACY, California, "We honor Global Privacy Control signals as opt-out requests."),
        good("privacy_rights_refusal", PRIVACY, Colorado, "We retain transaction records for seven years as required by law."),
        good("privacy_rights_refusal", PRIVACY, Virginia, "Users can opt out of targeted advertising from their account settings."),
        good("privacy_rights_refusal", PRIVACY, Texas, "We delete personal data within 45 days of a verified request."),
        good("privacy_rights_refusal", PRIVACY, Georgia, "We ignore Global Privacy Control signals."),
        good("privacy_rights_refusal", PRIVACY, Connecticut, "We do not respond to Do Not Track signals."),
        good("privacy_rights_refusal", PRIVACY, Oregon, "We do not sell personal data."),
        // --- freelance payment conditions the freelance law forbids ---
        bad("freelance_payment_condition", FREELANCE, NewYork, "The freelancer must accept a 10% discount to be paid on time."),
        bad("freelance_payment_condition", FREELANCE, Illinois, "Payment is due 60 days after the work is completed."),
        bad("freelance_payment_condition", FREELANCE, California, "Invoices are paid net 90."),
        bad("freelance_payment_condition", FREELANCE, NewYork, "The designer gets paid only when our client pays us."),
        bad("freelance_payment_condition", FREELANCE, California, "Before payment, the writer must provide two extra rounds of revisions for free."),
        bad("freelance_payment_condition", FREELANCE, Illinois, "We will pay the contractor whenever we decide, with no fixed date."),
        bad("freelance_payment_condition", FREELANCE, NewYork, "As a condition of payment, the consultant agrees to take a reduced fee."),
        bad("freelance_payment_condition", FREELANCE, California, "The client pays within ninety days of delivery."),
        good("freelance_payment_condition", FREELANCE, Texas, "Invoices are paid net 90."),
        good("freelance_payment_condition", FREELANCE, NewYork, "The client pays within 15 days of each invoice."),
        good("freelance_payment_condition", FREELANCE, Illinois, "Payment is due within 30 days of completion."),
        good("freelance_payment_condition", FREELANCE, California, "Extra revisions beyond two rounds are billed at $75 an hour."),
        good("freelance_payment_condition", FREELANCE, NewYork, "Changes to the fee require a written change order signed by both parties."),
        good("freelance_payment_condition", FREELANCE, Florida, "The designer gets paid only when our client pays us."),
        good("freelance_payment_condition", FREELANCE, California, "Half is paid up front and half on delivery."),
        good("freelance_payment_condition", FREELANCE, Illinois, "The contractor will send an invoice at each milestone."),
        // --- cancelling harder than signing up ---
        bad("cancellation_barrier", TERMS, California, "Subscribers may cancel only by calling our support line."),
        bad("cancellation_barrier", TERMS, NewYork, "To cancel, send a certified letter to our office."),
        bad("cancellation_barrier", TERMS, Illinois, "Memberships cannot be cancelled online."),
        bad("cancellation_barrier", TERMS, Colorado, "Annual plans cannot be cancelled before they renew."),
        bad("cancellation_barrier", OTHER, Virginia, "Cancellation requires 60 days' written notice by mail."),
        bad("cancellation_barrier", TERMS, Oregon, "Members must cancel in person at the front desk."),
        bad("cancellation_barrier", TERMS, Minnesota, "No cancellations accepted by email or online."),
        bad("cancellation_barrier", TERMS, Connecticut, "To cancel you have to speak with a retention specialist by phone."),
        good("cancellation_barrier", TERMS, Texas, "Subscribers may cancel only by calling our support line."),
        good("cancellation_barrier", TERMS, California, "Cancel anytime online from your account settings."),
        good("cancellation_barrier", TERMS, NewYork, "Cancellation takes effect at the end of the current billing period."),
        good("cancellation_barrier", TERMS, Illinois, "No refunds for partial months."),
        good("cancellation_barrier", TERMS, Colorado, "You can cancel online or by calling us."),
        good("cancellation_barrier", TERMS, Florida, "Memberships cannot be cancelled online."),
        good("cancellation_barrier", TERMS, Virginia, "Annual plans renew each year; we email a reminder 30 days before."),
        good("cancellation_barrier", TERMS, Oregon, "Classes cancelled by the studio are refunded in full."),
        // --- control that makes a freelancer an employee ---
        bad("freelance_control", FREELANCE, Texas, "The contractor must work Monday through Friday, 9 am to 5 pm."),
        bad("freelance_control", FREELANCE, California, "The freelancer must clock in and out on our time clock."),
        bad("freelance_control", FREELANCE, Florida, "The designer may not work for any other clients during the engagement."),
        bad("freelance_control", FREELANCE, NewYork, "The consultant must use the company's laptop and software only."),
        bad("freelance_control", FREELANCE, Ohio, "The contractor will report daily to the office manager."),
        bad("freelance_control", FREELANCE, Georgia, "Work hours are set by the client each week."),
        bad("freelance_control", FREELANCE, Illinois, "The freelancer works exclusively for the company."),
        bad("freelance_control", FREELANCE, Washington, "The contractor must wear the company uniform and work at our store."),
        good("freelance_control", FREELANCE, Texas, "The contractor sets their own hours."),
        good("freelance_control", FREELANCE, California, "Deliverables are due by March 1."),
        good("freelance_control", FREELANCE, Florida, "The designer may work for other clients."),
        good("freelance_control", FREELANCE, NewYork, "Meetings will be held at mutually agreed times."),
        good("freelance_control", FREELANCE, Ohio, "The contractor uses their own equipment."),
        good("freelance_control", FREELANCE, Georgia, "The client will provide access to its shared drive for file delivery."),
        good("freelance_control", FREELANCE, Illinois, "The contractor will not disclose the client's confidential information."),
        good("freelance_control", FREELANCE, Washington, "The contractor invoices monthly."),
        // --- false statements about customers' legal rights ---
        bad("false_legal_statement", TERMS, Texas, "Federal law prohibits refunds on digital products."),
        bad("false_legal_statement", TERMS, California, "Filing a chargeback is a crime and we will prosecute."),
        bad("false_legal_statement", TERMS, Florida, "Customers waive all rights under state consumer protection laws."),
        bad("false_legal_statement", TERMS, NewYork, "You have no legal rights if the product breaks."),
        bad("false_legal_statement", OTHER, Ohio, "By law, all sales are final and non-refundable."),
        bad("false_legal_statement", TERMS, Georgia, "A 25% restocking fee is required by law."),
        bad("false_legal_statement", TERMS, Illinois, "It is illegal to dispute a charge with your bank."),
        bad("false_legal_statement", TERMS, Arizona, "Users have no recourse of any kind against us."),
        good("false_legal_statement", TERMS, Texas, "Refunds are available within 30 days of purchase."),
        good("false_legal_statement", TERMS, California, "We comply with applicable consumer protection laws."),
        good("false_legal_statement", TERMS, Florida, "Some states do not allow the exclusion of implied warranties, so these exclusions may not apply to you."),
        good("false_legal_statement", TERMS, NewYork, "Nothing in these terms limits your rights under consumer protection law."),
        good("false_legal_statement", TERMS, Ohio, "Sales tax is charged where the law requires it."),
        good("false_legal_statement", TERMS, Georgia, "All sales of gift cards are final."),
        good("false_legal_statement", TERMS, Illinois, "You may dispute a charge by contacting us first."),
        good("false_legal_statement", TERMS, Arizona, "Returns are accepted within 14 days with a receipt."),
        // --- a privacy policy's text against its own answers ---
        bad("policy_contradiction", PRIVACY, Texas, "We sell customer email lists to our partners.").answered(Some(false), None),
        bad("policy_contradiction", PRIVACY, California, "We never sell or share your personal information.").answered(Some(true), None),
        bad("policy_contradiction", PRIVACY, Florida, "We show you personalized ads based on your browsing on other sites.").answered(None, Some(false)),
        bad("policy_contradiction", PRIVACY, NewYork, "We do not use targeted advertising.").answered(None, Some(true)),
        bad("policy_contradiction", PRIVACY, Ohio, "Your data may be shared with advertisers for their marketing.").answered(Some(false), None),
        bad("policy_contradiction", PRIVACY, Georgia, "Customer information is never sold.").answered(Some(true), None),
        bad("policy_contradiction", PRIVACY, Illinois, "Our site uses ad networks and tracking pixels to retarget visitors.").answered(None, Some(false)),
        bad("policy_contradiction", PRIVACY, Arizona, "We monetize user profiles through data brokers.").answered(Some(false), Some(false)),
        good("policy_contradiction", PRIVACY, Texas, "We never sell your data.").answered(Some(false), None),
        good("policy_contradiction", PRIVACY, California, "We share data with advertising partners, and you can opt out.").answered(Some(true), None),
        good("policy_contradiction", PRIVACY, Florida, "We share your address with our shipping carrier only to deliver your order.").answered(Some(false), None),
        good("policy_contradiction", PRIVACY, NewYork, "We sell handmade candles and soaps.").answered(Some(false), None),
        good("policy_contradiction", PRIVACY, Ohio, "We sell customer email lists to our partners."),
        good("policy_contradiction", PRIVACY, Georgia, "Customers can share their wishlist with friends.").answered(Some(false), None),
        good("policy_contradiction", PRIVACY, Illinois, "We advertise on local radio and billboards.").answered(None, Some(false)),
        good("policy_contradiction", PRIVACY, Arizona, "We use targeted ads on social media.").answered(None, Some(true)),
    ]
}

#[test]
fn every_family_has_unlawful_and_lawful_cases_across_states() {
    let cases = cases();
    for family in &families().list {
        let of = |unlawful: bool| cases.iter().filter(|c| c.family == family.id && c.unlawful == unlawful).count();
        assert!(of(true) >= 8 && of(false) >= 8, "{}: {} unlawful, {} lawful cases", family.id, of(true), of(false));
        let mut states: Vec<UsState> = cases.iter().filter(|c| c.family == family.id).map(|c| c.state).collect();
        states.dedup();
        assert!(states.len() >= 3, "{}: cases in {states:?}", family.id);
    }
    assert!(cases.iter().all(|c| families().get(c.family).is_some()));
}

#[test]
fn unlawful_instructions_are_refused_by_their_family_naming_the_rule_and_the_state() {
    let mut failures = Vec::new();
    for case in cases().into_iter().filter(|c| c.unlawful) {
        let request = case.request();
        let conflicts = screen(&request, AS_OF);
        let Some(conflict) = conflicts.iter().find(|c| c.family.id == case.family) else {
            let found: Vec<&str> = conflicts.iter().map(|c| c.family.id).collect();
            failures.push(format!("{} in {}: not refused ({found:?}): {}", case.family, case.state, case.text));
            continue;
        };
        let worker_state = case.refused_under.or(case.work_state).unwrap_or(case.state);
        let text = message(&conflicts).unwrap_or_default();
        let cites = conflict.laws.iter().all(|law| text.contains(law.citation)) && !conflict.laws.is_empty();
        if conflict.state != worker_state || !text.contains(worker_state.name()) || !cites {
            failures.push(format!("{}: the message misses the state or a citation: {text}", case.family));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn lawful_look_alikes_pass() {
    let mut failures = Vec::new();
    for case in cases().into_iter().filter(|c| !c.unlawful) {
        let conflicts = screen(&case.request(), AS_OF);
        if !conflicts.is_empty() {
            let found: Vec<&str> = conflicts.iter().map(|c| c.family.id).collect();
            failures.push(format!("{} in {}: refused as {found:?}: {}", case.family, case.state, case.text));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn the_message_names_the_rule_the_state_and_what_to_do() {
    let request = order(EMPLOYMENT, California, "Add a two-year non-compete.");
    let conflicts = screen(&request, AS_OF);
    assert_eq!(
        message(&conflicts).unwrap(),
        "Your instructions include a non-compete, but in California, non-compete covenants are void (Cal. Bus. & \
         Prof. Code §§ 16600, 16600.1, 16600.5). Remove that instruction: choose the Non-Compete Clause instead, and \
         the document gives your business the protection California law allows (confidentiality, and limits on \
         soliciting customers or staff only as far as that law permits)."
    );
    let fields = field_messages(&conflicts);
    assert_eq!(fields.keys().copied().collect::<Vec<_>>(), vec!["customInstructions"]);

    // A federal rule says it holds in every state, and cites the state's own law beside it.
    let request = order(EMPLOYMENT, California, "Employees may not discuss their salaries.");
    let text = message(&screen(&request, AS_OF)).unwrap();
    assert!(text.starts_with("Your instructions include a ban on discussing pay or working conditions, but in California, as in every state, employees have the right"), "{text}");
    assert!(text.contains("(29 U.S.C. § 157; Cal. Lab. Code §§ 232, 232.5, 1197.5(k))"), "{text}");

    // Several conflicts: one sentence each, then one closing sentence.
    let request = order(EMPLOYMENT, California, "Add a non-compete. No overtime will be paid.");
    let conflicts = screen(&request, AS_OF);
    assert_eq!(conflicts.len(), 2);
    let text = message(&conflicts).unwrap();
    assert!(text.contains("non-compete covenants are void") && text.contains("overtime pay by agreement"), "{text}");
    assert!(
        text.ends_with(
            "Remove each of them: the document already gives your business the protection California law allows."
        ),
        "{text}"
    );
}

#[test]
fn a_choice_of_law_message_names_both_states() {
    let mut request = order(EMPLOYMENT, Texas, "Texas law governs this agreement.");
    request.details.work_state = Some(California);
    let text = message(&screen(&request, AS_OF)).unwrap();
    assert!(text.starts_with("Your instructions include a choice of Texas law or courts, but in California, the law voids an out-of-state choice of law or forum in any employment agreement with an employee who primarily lives and works in California"), "{text}");
    assert!(
        text.contains("(Cal. Lab. Code § 925)")
            && text.ends_with("of California law and courts whatever the agreement chooses."),
        "{text}"
    );
}

#[test]
fn verbatim_passages_are_screened_and_text_after_them_too() {
    let request = order(EMPLOYMENT, California, "VERBATIM: Pay is $20 per hour.\n\nNo overtime will be paid.");
    let ids: Vec<&str> = screen(&request, AS_OF).iter().map(|c| c.family.id).collect();
    assert_eq!(ids, vec!["overtime"]);
    let request = order(EMPLOYMENT, California, "Pay weekly.\nVERBATIM: Employee waives overtime pay.");
    let ids: Vec<&str> = screen(&request, AS_OF).iter().map(|c| c.family.id).collect();
    assert_eq!(ids, vec!["overtime"]);
}

#[test]
fn an_other_document_is_screened_in_its_description_and_answers_keyed_by_their_fields() {
    let mut request = order(OTHER, California, "");
    request.custom_document = Some(CustomDocument {
        name: "Offer Letter".into(),
        description: "An offer letter for a new employee, with a two-year non-compete.".into(),
        questions: vec![
            QuestionAnswer { question: "Pay?".into(), answer: "$30 an hour; no overtime will be paid.".into() },
            QuestionAnswer { question: "Start?".into(), answer: String::new() },
        ],
    });
    let conflicts = screen(&request, AS_OF);
    let found: Vec<(&str, Field)> = conflicts.iter().map(|c| (c.family.id, c.field)).collect();
    assert_eq!(found, vec![("non_compete", Field::DocumentDescription), ("overtime", Field::QuestionAnswerPairs)]);
    let fields = field_messages(&conflicts);
    assert!(fields["documentDescription"].starts_with("Your description includes a non-compete"));
    assert!(fields["questionAnswerPairs"].starts_with("Your answers include a waiver of overtime pay"));
    // The same words in a non-'Other' order's saved custom document are not its text.
    request.document_type = EMPLOYMENT;
    assert!(screen(&request, AS_OF).is_empty());
}

#[test]
fn employment_families_reach_other_documents_only_when_the_text_speaks_of_employment() {
    let vendor = order(OTHER, Texas, "No overtime will be charged by the vendor.");
    assert!(screen(&vendor, AS_OF).is_empty());
    let employee = order(OTHER, Texas, "No overtime will be paid to the employee.");
    assert_eq!(screen(&employee, AS_OF).len(), 1);
    let privacy =
        order(DocumentType::PrivacyPolicy, California, "Employees may not discuss their salaries. Add a non-compete.");
    assert!(screen(&privacy, AS_OF).is_empty(), "privacy policies are not screened for these families");
}

#[test]
fn findings_made_elsewhere_are_decided_and_worded_by_the_table() {
    let families = families();
    let request = order(EMPLOYMENT, Texas, "Make sure the employee can never work for a rival.");
    let finding = |id: &str, field: Field| (id.to_string(), field);
    // A non-compete is lawful in Texas: a finding of it conflicts with nothing.
    assert!(families
        .conflicts_for_findings(&request, &[finding("non_compete", Field::CustomInstructions)], AS_OF)
        .is_empty());
    // An unknown family, a family not screened in the order, a field without text: nothing.
    let nothing =
        [finding("invented_rule", Field::CustomInstructions), finding("minimum_wage", Field::DocumentDescription)];
    assert!(families.conflicts_for_findings(&request, &nothing, AS_OF).is_empty());
    let freelance = order(FREELANCE, Texas, "The contractor is paid by the hour.");
    assert!(families
        .conflicts_for_findings(&freelance, &[finding("overtime", Field::CustomInstructions)], AS_OF)
        .is_empty());
    // In California the same finding is refused with the table's words.
    let request = order(EMPLOYMENT, California, "Make sure the employee can never work for a rival.");
    let conflicts =
        families.conflicts_for_findings(&request, &[finding("non_compete", Field::CustomInstructions)], AS_OF);
    assert_eq!(conflicts.len(), 1);
    assert!(message(&conflicts).unwrap().contains("(Cal. Bus. & Prof. Code §§ 16600, 16600.1, 16600.5)"));
    // A choice-of-law finding needs another state named in the text.
    let request = order(EMPLOYMENT, California, "Use the law of the place where we are incorporated.");
    assert!(families
        .conflicts_for_findings(&request, &[finding("employment_forum", Field::CustomInstructions)], AS_OF)
        .is_empty());
    let request = order(EMPLOYMENT, California, "Use the law of the place where we are incorporated, Delaware.");
    let conflicts =
        families.conflicts_for_findings(&request, &[finding("employment_forum", Field::CustomInstructions)], AS_OF);
    assert_eq!(conflicts[0].named, Some(Delaware));
    // Merged after the offline ones, without repeating a family and field the offline screen refused.
    let request = order(EMPLOYMENT, California, "Add a non-compete.");
    let offline = screen(&request, AS_OF);
    let more = families.conflicts_for_findings(
        &request,
        &[finding("non_compete", Field::CustomInstructions), finding("pay_discussion", Field::CustomInstructions)],
        AS_OF,
    );
    let merged: Vec<&str> = merge(offline, more).iter().map(|c| c.family.id).collect();
    assert_eq!(merged, vec!["non_compete", "pay_discussion"]);
}

#[test]
fn every_family_is_data_that_loads_and_every_law_it_cites_exists() {
    let families = families();
    assert!(families.list.len() >= 13);
    for family in &families.list {
        for law in &family.federal {
            assert!(!law.law().citation.is_empty(), "{}", family.id);
        }
        assert!(!family.documents.is_empty() && !family.describe.is_empty(), "{}", family.id);
    }
    // Every row of customer_text.toml belongs to a family that reads that table.
    for row in crate::drafting::rules::customer_text::CUSTOMER_TEXT_LAWS {
        let family = families.get(row.family).unwrap_or_else(|| panic!("customer_text.toml: no family {}", row.family));
        assert!(family.state_tables.contains(&"customer_text"), "{} does not read customer_text.toml", family.id);
    }
}

#[test]
fn a_broken_families_file_is_refused_with_the_family_and_the_problem() {
    let file = |family: &str| {
        format!(
            "employment_context = 'employee'\ncovenant = 'non compete'\n[learned]\nmargin = 9.0\n[[family]]\n{family}"
        )
    };
    let base = "id = 'x'\nwhat = 'a'\nrule = 'b'\nremedy = 'c'\ndescribe = 'd'\ndocuments = ['Employment Agreement']\ndetect = ['x']\n";
    let with = |extra: &str| file(&format!("{base}{extra}"));
    assert!(Families::parse(&with("decided_by = 'everywhere'\n")).is_ok());
    let error = Families::parse(&with("decided_by = 'sometimes'\n")).unwrap_err();
    assert!(error.contains("unknown decided_by"), "{error}");
    let error = Families::parse(&with("decided_by = 'everywhere'\nfederal = ['nope']\n")).unwrap_err();
    assert!(error.contains("federal.toml has no row `nope`"), "{error}");
    let error = Families::parse(&with("decided_by = 'everywhere'\nstate_tables = ['nope']\n")).unwrap_err();
    assert!(error.contains("no rule table nope.toml"), "{error}");
    let error = Families::parse(&with("decided_by = 'employment_forum'\n")).unwrap_err();
    assert!(error.contains("(?P<state>"), "{error}");
    let error = Families::parse(
        &file(&base.replace("rule = 'b'", "rule = 'b {{ town }}'"))
            .replace("detect", "decided_by = 'everywhere'\ndetect"),
    )
    .unwrap_err();
    assert!(error.contains("x.rule"), "{error}");
    let error = Families::parse(&with("decided_by = 'everywhere'\nunless = ['(unclosed']\n")).unwrap_err();
    assert!(error.contains("pattern \"(unclosed\""), "{error}");
}

#[test]
fn every_pattern_of_the_embedded_families_compiles_though_a_process_compiles_only_what_it_reads() {
    Families::parse(FAMILIES_TOML).unwrap_or_else(|e| panic!("drafting/screen/families.toml: {e}"));
    // An order with no text of its own reads no pattern, so a process drafting it compiles none.
    let families = Families::load(FAMILIES_TOML).expect("loads");
    assert!(families.screen(&order(EMPLOYMENT, California, ""), AS_OF).is_empty());
    assert!(!families.employment_context.is_compiled());
    assert!(!families
        .screen(&order(EMPLOYMENT, California, "The employee shall not compete for two years."), AS_OF)
        .is_empty());
    assert!(families.employment_context.is_compiled());
}

#[test]
fn clauses_split_at_sentence_ends_and_before_but() {
    assert_eq!(
        read::clauses("No non-compete; but the employee shall not compete.\nPay $7.25 per hour! Overtime at 1.5x, however capped."),
        vec!["no non compete;", "but the employee shall not compete.", "pay $7.25 per hour!", "overtime at 1.5x,", "however capped."]
    );
}
