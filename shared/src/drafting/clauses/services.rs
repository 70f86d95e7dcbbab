//! Work one party does for the other: the itemized services, the payment terms that freelance-protection laws
//! require in writing (names and mailing addresses come from the opening paragraph), and independent-contractor
//! terms. Serves the Freelance Agreement and service-type custom agreements alike; the clause text is the templates
//! `drafting/clauses/services/*.j2`, with `provider` and `recipient` naming the parties.

use crate::drafting::library::{Library, Vars};
use crate::drafting::messages::{context, fixed_message, message};
use crate::drafting::model::Clause;
use crate::drafting::notes::Notes;
use crate::drafting::order::Ctx;
use crate::drafting::rules::{federal, freelance, worker_status};

/// Who does the work and who pays for it, by their defined roles ("Freelancer", "Client"), in a document whose
/// vocabulary is `base` (the order's facts: the contract value and payment dates when the order gives them).
#[derive(Clone, Copy)]
pub(crate) struct Work<'a> {
    pub provider: &'a str,
    pub recipient: &'a str,
    pub base: &'a Vars,
}

impl Work<'_> {
    /// The clause template `id` of the `services` family, with this work's roles.
    fn clause(&self, id: &str) -> Clause {
        let vars = self.base.clone().with("provider", self.provider).with("recipient", self.recipient);
        Library::embedded().clause(id, &vars)
    }

    fn clauses(&self, ids: &[&str]) -> Vec<Clause> {
        ids.iter().map(|id| self.clause(id)).collect()
    }

    /// Itemized services, schedule and acceptance.
    pub(crate) fn services(&self) -> Vec<Clause> {
        self.clauses(&["services/itemized-services", "services/schedule", "services/acceptance"])
    }

    /// The value of the services, the rate and method of pay, invoices and the payment date (30 days by default).
    pub(crate) fn compensation(&self) -> Vec<Clause> {
        self.clauses(&[
            "services/value",
            "services/rate-and-method-of-payment",
            "services/invoices",
            "services/payment-date",
            "services/expenses-and-taxes",
        ])
    }

    /// Independent-contractor terms consistent with the provider's control over the work, its tools and schedule.
    pub(crate) fn independence(&self) -> Vec<Clause> {
        self.clauses(&[
            "services/independent-contractor",
            "services/personnel-and-subcontractors",
            "services/no-benefits-or-withholding",
        ])
    }

    /// The freelance-law protection against retaliation.
    pub(crate) fn no_retaliation(&self) -> Clause {
        self.clause("services/no-retaliation")
    }
}

/// The freelance-protection laws of the state and the contract elements they require, for the research.
pub(crate) fn freelance_law_notes(ctx: &Ctx, notes: &mut Notes) {
    let mut local = false;
    for row in freelance::laws_for(ctx.state()) {
        local = true;
        notes.law(
            row.law,
            message(
                "services.requires_written_freelance_contract",
                context! { area => row.area, threshold => row.threshold.as_of(ctx.as_of) },
            ),
        );
    }
    if local {
        notes.adapted(message(
            "services.has_freelance_protection_laws_agreement",
            context! { state => ctx.state_name() },
        ));
    } else {
        notes.adapted(fixed_message("services.agreement_carries_written_contract_elements"));
    }
    for element in freelance::REQUIRED_ELEMENTS {
        notes.require(message("services.freelance_contract_element", context! { element => element }));
    }
    // The value is the order's when it gives one (the Value of the Services clause states it).
    let value = if ctx.request.details.contract_value.is_some() { "" } else { " their value," };
    notes.review(message("services.fill_itemized_services_rate_payment", context! { value => value }));
}

/// The worker-status laws and the review point that a contractor label does not decide status.
pub(crate) fn worker_status_notes(ctx: &Ctx, notes: &mut Notes) {
    let name = ctx.state_name();
    let state_test = match worker_status::abc_test(ctx.state()) {
        Some(row) => {
            notes.law(
                row.law,
                message("services.presumes_worker_employee_unless_abc", context! { name => name, note => row.note }),
            );
            format!("{name}'s ABC test ({})", row.law.citation)
        }
        None => format!("{name}'s own test"),
    };
    notes.law(federal::FLSA, fixed_message("services.federal_economic_reality_test_decides"));
    notes.review(message("services.worker_status_calling_someone_independent", context! { state_test => state_test }));
}
