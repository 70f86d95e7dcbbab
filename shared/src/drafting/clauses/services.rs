//! Work one party does for the other: the itemized services, the payment terms that freelance-protection laws
//! require in writing (names and mailing addresses come from the opening paragraph), and independent-contractor
//! terms. Serves the Freelance Agreement and service-type custom agreements alike.

use crate::drafting::model::{clause, p, Clause, BLANK};
use crate::drafting::notes::Notes;
use crate::drafting::order::Ctx;
use crate::drafting::rules::{federal, freelance, worker_status};

/// Who does the work and who pays for it, by their defined roles ("Freelancer", "Client").
#[derive(Clone, Copy)]
pub(crate) struct Work<'a> {
    pub provider: &'a str,
    pub recipient: &'a str,
}

impl Work<'_> {
    fn p(&self, template: &str) -> crate::drafting::model::Paragraph {
        p(&template
            .replace("{provider}", self.provider)
            .replace("{recipient}", self.recipient)
            .replace("{BLANK}", BLANK))
    }

    fn clause(&self, heading: &str, templates: &[&str]) -> Clause {
        clause(heading, templates.iter().map(|t| self.p(t)).collect())
    }

    /// Itemized services, schedule and acceptance.
    pub(crate) fn services(&self) -> Vec<Clause> {
        vec![
            self.clause(
                "Itemized Services",
                &[
                    "The {provider} will perform the following services and provide the following deliverables (together, the “**Services**”):",
                    "(a) {BLANK};",
                    "(b) {BLANK}; and",
                    "(c) {BLANK}.",
                    "Any change to the Services, and to the compensation for them, must be agreed in writing before the changed work begins.",
                ],
            ),
            self.clause(
                "Schedule",
                &["The {provider} will begin the Services on {BLANK} and complete them by {BLANK}, unless the parties agree on other dates in writing. Each party will tell the other promptly of anything likely to delay the Services."],
            ),
            self.clause(
                "Acceptance",
                &["The {recipient} will review each deliverable within ten (10) business days after receiving it and either accept it or describe in writing how it does not meet this Agreement. The {provider} will correct any such shortfall within a reasonable time, and the review period starts again for the corrected deliverable. A deliverable not rejected in writing within the review period is accepted."],
            ),
        ]
    }

    /// The value of the services, the rate and method of pay, invoices and the payment date (30 days by default).
    pub(crate) fn compensation(&self) -> Vec<Clause> {
        vec![
            self.clause("Value of the Services", &["The total value of the Services is {BLANK} U.S. dollars."]),
            self.clause(
                "Rate and Method of Payment",
                &["The {recipient} will pay the {provider} at the rate of {BLANK} (a fixed fee, or an hourly, daily or other rate), by {BLANK} (the method of payment, such as bank transfer or check)."],
            ),
            self.clause(
                "Invoices",
                &["The {provider} will submit to the {recipient} an invoice listing the Services completed by {BLANK}, and in any case within fifteen (15) days after completing the Services it covers."],
            ),
            self.clause(
                "Payment Date",
                &["The {recipient} will pay each invoice by {BLANK} or, if no date is filled in, no later than thirty (30) days after the {provider} completes the Services the invoice covers. Once the {provider} has begun the Services, the {recipient} will not require the {provider} to accept less compensation, or to provide more services, as a condition of timely payment."],
            ),
            self.clause(
                "Expenses and Taxes",
                &["The {provider} bears its own expenses unless the {recipient} approves an expense in writing in advance, in which case the {recipient} will reimburse it with the next payment. Each party is responsible for its own taxes; the {recipient} will issue any tax information return the law requires, and the {provider} will give the {recipient} a completed IRS Form W-9 or other tax form the {recipient} reasonably requests."],
            ),
        ]
    }

    /// Independent-contractor terms consistent with the provider's control over the work, its tools and schedule.
    pub(crate) fn independence(&self) -> Vec<Clause> {
        vec![
            self.clause(
                "Independent Contractor",
                &["The {provider} is an independent contractor and not an employee, partner, agent or joint venturer of the {recipient}. The {provider} decides how, when and where to perform the Services, provides its own tools and equipment, sets its own working hours, and is free to provide services to others, subject only to the results and deadlines this Agreement sets."],
            ),
            self.clause(
                "Personnel and Subcontractors",
                &["The {provider} may use its own employees or subcontractors to perform the Services, as long as each is bound by confidentiality obligations at least as protective as this Agreement. The {provider} is responsible for their work and for paying them, and none of them is an employee of the {recipient}."],
            ),
            self.clause(
                "No Benefits or Withholding",
                &["The {provider} and its personnel are not eligible for the {recipient}'s employee benefit plans. The {recipient} will not withhold taxes from payments to the {provider} or provide workers' compensation or unemployment insurance for the {provider}. The {provider} will maintain any licenses, registrations and insurance its business requires."],
            ),
        ]
    }

    /// The freelance-law protection against retaliation.
    pub(crate) fn no_retaliation(&self) -> Clause {
        self.clause(
            "No Retaliation",
            &["The {recipient} will not threaten, penalize, blacklist or otherwise retaliate against the {provider} for exercising or trying to exercise any right under this Agreement or any freelance-worker protection law, including by refusing future work because of it."],
        )
    }
}

/// The freelance-protection laws of the state and the contract elements they require, for the research.
pub(crate) fn freelance_law_notes(ctx: &Ctx, notes: &mut Notes) {
    let mut local = false;
    for row in freelance::laws_for(ctx.state()) {
        local = true;
        notes.law(
            row.law,
            format!("{} requires a written freelance contract for {}", row.area, row.threshold.as_of(ctx.as_of)),
        );
    }
    if local {
        notes.adapted(format!(
            "{} has freelance-protection laws: the agreement carries every required element and payment within 30 days by default.",
            ctx.state_name()
        ));
    } else {
        notes.adapted("The agreement carries the written-contract elements that freelance-protection laws (New York, Illinois, California, Los Angeles, Seattle) require, so it also works if the freelancer or the work is there.");
    }
    for element in freelance::REQUIRED_ELEMENTS {
        notes.require(format!("Freelance contract element: {element}"));
    }
    notes.review("Fill in the itemized services, their value, the rate, the payment method, the invoice date and both mailing addresses: freelance-protection laws require them in writing, and the hiring party must keep the signed contract.");
}

/// The worker-status laws and the review point that a contractor label does not decide status.
pub(crate) fn worker_status_notes(ctx: &Ctx, notes: &mut Notes) {
    let name = ctx.state_name();
    let state_test = match worker_status::abc_test(ctx.state()) {
        Some(row) => {
            notes.law(
                row.law,
                format!("{name} presumes a worker is an employee unless the ABC test is met ({})", row.note),
            );
            format!("{name}'s ABC test ({})", row.law.citation)
        }
        None => format!("{name}'s own test"),
    };
    notes.law(federal::FLSA, "the federal economic-reality test decides employee status for wage and hour purposes");
    notes.review(format!("Worker status: calling someone an independent contractor does not decide status. Check the federal tests (IRS common-law control test and the FLSA economic-reality test) and {state_test}, and in practice leave control of the work, the tools and the schedule with the contractor, as the agreement does."));
}
