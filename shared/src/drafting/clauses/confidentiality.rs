//! Confidentiality decisions: the definition with the industry's examples, the extras the order adds (heightened
//! safeguards, the industry's clause) and the laws behind the protected-disclosures section. The fixed clauses
//! (exclusions, duties, return, whistleblower notice, …) are templates `drafting/clauses/confidentiality/*.j2` that
//! outlines name.

use super::{template, template_with, Roles};
use crate::domain::details::CounterpartyEntity;
use crate::domain::SpecialClause;
use crate::drafting::industry::IndustryProfile;
use crate::drafting::library::{Library, Vars};
// The industry profile's workforce text is plain data (no placeholders), read as marked text like a template.
use crate::drafting::messages::{context, fixed_message, message};
use crate::drafting::model::{clause, p as paragraph, Clause};
use crate::drafting::notes::Notes;
use crate::drafting::order::Ctx;
use crate::drafting::rules::{disclosure, federal};

/// Who receives the business's confidential information.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Recipient {
    /// An outside party with its own staff and advisers (its Representatives).
    Outside,
    /// An employee, who works on the business's own systems.
    Employee,
}

/// What the order adds to the core duties: the enhanced-confidentiality safeguards when selected, and the
/// industry's own clause.
pub(crate) fn extras(ctx: &Ctx, roles: &Roles, recipient: Recipient, notes: &mut Notes) -> Vec<Clause> {
    let mut clauses = vec![];
    if ctx.has(SpecialClause::EnhancedConfidentiality) {
        clauses.push(match recipient {
            Recipient::Outside => heightened_safeguards(roles),
            Recipient::Employee => heightened_safeguards_for_employee(roles),
        });
        notes.adapted(match recipient {
            Recipient::Outside => fixed_message("confidentiality.enhanced_confidentiality_heightened_safeguards_added"),
            Recipient::Employee => {
                fixed_message("confidentiality.enhanced_confidentiality_heightened_safeguards_added_2")
            }
        });
    }
    let industry = match recipient {
        Recipient::Outside => industry_clause(roles, ctx.profile()),
        Recipient::Employee => {
            ctx.profile().and_then(|p| p.workforce).map(|text| clause("Industry Requirements", vec![paragraph(text)]))
        }
    };
    if let Some(industry) = industry {
        notes.adapted(message(
            "confidentiality.industry_clause_added_confidentiality_terms",
            context! { industry => ctx.industry().to_string(), clause_heading => industry.heading.clone().unwrap_or_default() },
        ));
        clauses.push(industry);
    }
    clauses
}

/// The laws behind the protected-disclosures section, for the research: the whistleblower immunity (`why` says
/// who the individual is), the Speak Out Act, NLRA section 7, and the state's own rule on workplace disclosures.
pub(crate) fn protected_disclosure_laws(ctx: &Ctx, why: &str, employee: bool, notes: &mut Notes) {
    notes.law(
        federal::DTSA,
        message("confidentiality.notice_preserves_right_exemplary_damages", context! { why => why }),
    );
    notes.law(federal::SPEAK_OUT_ACT, fixed_message("confidentiality.pre_dispute_non_disclosure_terms"));
    notes.law(
        federal::NLRA,
        if employee {
            fixed_message("confidentiality.confidentiality_terms_may_not_restrict")
        } else {
            fixed_message("confidentiality.if_other_party_employee_confidentiality")
        },
    );
    let states = if employee { ctx.worker_states() } else { vec![ctx.state()] };
    for state in states {
        let Some(row) = disclosure::protection(state) else { continue };
        let name = state.name();
        let citation = row.law.citation;
        notes.law(row.law, format!("{name}: {}", row.note));
        let prescribed = disclosure::required_phrases(state);
        let who = if employee { String::new() } else { fixed_message("confidentiality.if_other_party_employee_job") };
        let words = if prescribed.is_empty() { vec![UNLAWFUL_ACTS_CARVE_OUT] } else { prescribed.clone() };
        notes.claim(
            message("confidentiality.protected_disclosures_clause_says_nothing", context! { citation => citation }),
            message(
                "confidentiality.law_limits_confidentiality_terms_about",
                context! { who => &who, name => name, citation => citation, note => row.note },
            ),
            words.into_iter().map(str::to_string).collect(),
        );
        if prescribed.is_empty() {
            notes.review(message(
                "confidentiality.law_limits_confidentiality_terms_about_2",
                context! { who => &who, name => name, citation => citation },
            ));
        }
    }
    notes.require("Whistleblower immunity notice (18 U.S.C. § 1833(b))");
    notes.require(fixed_message("confidentiality.protected_disclosures_agencies_testimony_speak"));
}

/// What the protected-disclosures clause (`confidentiality/protected-disclosures.j2`) says of unlawful workplace acts,
/// which the notes check the document for where a state's law asks for it without prescribing words.
const UNLAWFUL_ACTS_CARVE_OUT: &str = "discussing or disclosing information about unlawful acts in the workplace";

/// Who signs the confidentiality terms a state's required notice is written for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Signer {
    Employee,
    Contractor,
    /// An NDA's other party: it may be an employee or a job applicant unless the order says it is a business.
    Recipient,
}

/// The notices a state requires a worker's confidentiality terms to carry (New York's: whom the worker may still
/// speak with), from the disclosure table: for an employee, the business's state and the state where the employee
/// works; for a contractor, the business's state; for an NDA's recipient that may be a person (the order does not
/// say it is a business), the business's state and the state the person lives in, as the safe course: the notice
/// costs nothing if the person is not an employee, and without it the terms are void against one who is.
pub(crate) fn state_required_notices(ctx: &Ctx, roles: &Roles, signer: Signer, notes: &mut Notes) -> Vec<Clause> {
    let counterparty = &ctx.request.details.counterparty;
    let employee = signer == Signer::Employee;
    let states = match signer {
        Signer::Employee => ctx.worker_states(),
        Signer::Contractor => vec![ctx.state()],
        Signer::Recipient => match counterparty.entity {
            Some(CounterpartyEntity::Business(_)) => vec![],
            _ => {
                let mut states = vec![ctx.state()];
                states.extend(counterparty.state.filter(|state| *state != ctx.state()));
                states
            }
        },
    };
    let mut clauses = vec![];
    for notice in states.into_iter().filter_map(disclosure::required_notice) {
        let name = notice.state.name();
        let citation = notice.law.citation;
        let listeners = Library::embedded()
            .render_note(notice.may_speak_with, &Vars::roles(roles))
            .unwrap_or_else(|e| panic!("{name}'s may_speak_with in disclosure.toml failed to render: {e:#}"));
        notes.law(
            notice.law,
            message("confidentiality.requires_employee_s_confidentiality_terms", context! { name => name }),
        );
        notes.adapted(message("confidentiality.confidentiality_terms_carry_notice_law", context! { name => name, employee => employee, other => roles.other, listeners => &listeners, citation => citation }));
        match signer {
            Signer::Employee => {}
            Signer::Contractor => notes.review(message(
                "confidentiality.s_notice_written_employees_included",
                context! { name => name, citation => citation, other => roles.other },
            )),
            Signer::Recipient => notes.review(message(
                "confidentiality.s_notice_required_when_employee",
                context! { name => name, citation => citation, other => roles.other },
            )),
        }
        let vars = Vars::roles(roles)
            .with("may_speak_with", listeners)
            .with("citation", citation)
            .with("law_state", name)
            .with("required", employee);
        clauses.push(template_with("confidentiality/state-required-notice", &vars));
    }
    clauses
}

/// Defines **Confidential Information**, with the industry's typical examples.
pub(crate) fn definition(roles: &Roles, profile: Option<&IndustryProfile>) -> Clause {
    let mut examples = fixed_message("confidentiality.business_plans_strategies_financial_information");
    if let Some(extra) = profile.map(|p| p.examples).filter(|e| !e.is_empty()) {
        examples.push_str(", as well as ");
        examples.push_str(extra);
    }
    template_with("confidentiality/definition", &Vars::roles(roles).with("examples", examples))
}

/// The enhanced-confidentiality special clause: heightened safeguards.
fn heightened_safeguards(roles: &Roles) -> Clause {
    template("confidentiality/heightened-safeguards", roles)
}

/// The enhanced-confidentiality special clause for an employee, who works on the owner's systems.
fn heightened_safeguards_for_employee(roles: &Roles) -> Clause {
    template("confidentiality/heightened-safeguards-employee", roles)
}

/// The industry's clause for agreements with an outside party, if it has one.
fn industry_clause(roles: &Roles, profile: Option<&IndustryProfile>) -> Option<Clause> {
    profile?.counterparty_clause.map(|id| template(id, roles))
}
