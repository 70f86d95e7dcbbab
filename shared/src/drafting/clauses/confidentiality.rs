//! Confidentiality decisions: the definition with the industry's examples, the extras the order adds (heightened
//! safeguards, the industry's clause) and the laws behind the protected-disclosures section. The fixed clauses
//! (exclusions, duties, return, whistleblower notice, …) are templates `drafting/clauses/confidentiality/*.j2` that
//! outlines name.

use super::{template, template_with, Roles};
use crate::domain::details::CounterpartyEntity;
use crate::domain::SpecialClause;
use crate::drafting::industry::IndustryProfile;
use crate::drafting::library::Vars;
// The industry profile's workforce text is plain data (no placeholders), read as marked text like a template.
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
            Recipient::Outside => "Enhanced confidentiality: heightened safeguards added (named access, encryption, storage limits, access records, 48-hour incident notice, certified destruction).",
            Recipient::Employee => "Enhanced confidentiality: heightened safeguards added (approved systems only, no personal devices or unapproved AI tools, 24-hour loss reporting, certified return).",
        });
    }
    let industry = match recipient {
        Recipient::Outside => industry_clause(roles, ctx.profile()),
        Recipient::Employee => {
            ctx.profile().and_then(|p| p.workforce).map(|text| clause("Industry Requirements", vec![paragraph(text)]))
        }
    };
    if let Some(industry) = industry {
        notes.adapted(format!(
            "{} industry clause added to the confidentiality terms: {}.",
            ctx.industry(),
            industry.heading.clone().unwrap_or_default()
        ));
        clauses.push(industry);
    }
    clauses
}

/// The laws behind the protected-disclosures section, for the research: the whistleblower immunity (`why` says
/// who the individual is), the Speak Out Act, NLRA section 7, and the state's own rule on workplace disclosures.
pub(crate) fn protected_disclosure_laws(ctx: &Ctx, why: &str, employee: bool, notes: &mut Notes) {
    notes.law(federal::DTSA, format!("{why}; the notice preserves the right to exemplary damages and attorneys' fees"));
    notes.law(federal::SPEAK_OUT_ACT, "pre-dispute non-disclosure terms cannot be enforced against disclosures of sexual assault or sexual harassment disputes");
    notes.law(
        federal::NLRA,
        if employee {
            "confidentiality terms may not restrict employees' discussion of wages and working conditions"
        } else {
            "if the other party is an employee, confidentiality terms may not chill discussion of working conditions"
        },
    );
    let states = if employee { ctx.worker_states() } else { vec![ctx.state()] };
    for state in states {
        let Some(row) = disclosure::protection(state) else { continue };
        let name = state.name();
        let citation = row.law.citation;
        notes.law(row.law, format!("{name}: {}", row.note));
        let prescribed = disclosure::required_phrases(state);
        let who = if employee { "" } else { "If the other party is an employee or job applicant, " };
        let words = if prescribed.is_empty() { vec![UNLAWFUL_ACTS_CARVE_OUT] } else { prescribed.clone() };
        notes.claim(
            format!("Protected-disclosures clause says that nothing in the agreement stops anyone discussing or disclosing unlawful acts in the workplace, as {citation} requires for employment-related agreements."),
            format!("{who}{name} law ({citation}) limits confidentiality terms about unlawful workplace conduct: {}. The protected-disclosures clause does not say what the law requires.", row.note),
            words.into_iter().map(str::to_string).collect(),
        );
        if prescribed.is_empty() {
            notes.review(format!("{who}{name} law ({citation}) limits confidentiality terms about unlawful workplace conduct; the protected-disclosures clause says that nothing in the agreement stops anyone discussing or disclosing unlawful acts in the workplace. Confirm that wording meets the statute's current text."));
        }
    }
    notes.require("Whistleblower immunity notice (18 U.S.C. § 1833(b))");
    notes.require("Protected disclosures: agencies, testimony, Speak Out Act, NLRA section 7");
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
        let listeners = notice.may_speak_with.replace("{other}", roles.other).replace("{owner}", roles.owner);
        notes.law(
            notice.law,
            format!(
                "{name} requires an employee's confidentiality terms to say whom the employee may still speak with"
            ),
        );
        notes.adapted(format!(
            "Confidentiality terms carry the notice {name} law {}: nothing stops the {} from speaking with {listeners} ({citation}).",
            if employee { "requires" } else { "requires of employers" },
            roles.other
        ));
        match signer {
            Signer::Employee => {}
            Signer::Contractor => notes.review(format!(
                "{name}'s notice ({citation}) is written for employees; it is included for the {} as the safe course.",
                roles.other
            )),
            Signer::Recipient => notes.review(format!(
                "{name}'s notice ({citation}) is required when the {} is an employee or job applicant; it is included because the order does not say the {} is a business.",
                roles.other, roles.other
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
    let mut examples = String::from(
        "business plans and strategies, financial information, pricing, customer, supplier and employee information, product and service information, technical data, know-how, designs, software, inventions and trade secrets",
    );
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
