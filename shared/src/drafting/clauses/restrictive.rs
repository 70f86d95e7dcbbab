//! The non-compete special clause, drafted from [`non_compete::decide`]: the lawful alternative where the law voids
//! a non-compete for the order's facts (or for everyone), the covenant with the state's required terms where it is
//! lawful, and the alternative again where a fact that decides it is missing: a covenant is drafted only when it can
//! carry every term the state requires for these facts, since some states penalise presenting one they void, and
//! the notes name the facts to give. A state's required notice that must be signed separately is a section of its
//! own at the end of the document ([`separate_notice`]).

use super::{template, template_with, Roles};
use crate::domain::{SpecialClause, UsState};
use crate::drafting::library::Vars;
use crate::drafting::model::{Clause, Section, BLANK};
use crate::drafting::notes::Notes;
use crate::drafting::order::Ctx;
use crate::drafting::research::ClausePlan;
use crate::drafting::rules::non_compete::{
    self, Alternative, Decision, Missing, Outcome, SolicitationScope, StateDecision, Status, Worker,
};
use crate::drafting::rules::{covenant_notice, Law};

const COVENANTS: &str = "Restrictive Covenants";
const ALTERNATIVE: &str = "Non-Solicitation";

fn decision(ctx: &Ctx) -> Decision {
    non_compete::decide(ctx.request, ctx.as_of)
}

fn heading_of(decision: &Decision) -> &'static str {
    match decision.outcome {
        Outcome::LeaveOut(_) | Outcome::Conditional(_) => ALTERNATIVE,
        Outcome::Include => COVENANTS,
    }
}

/// The section the covenants go under, with its clauses and the research notes.
pub(crate) fn section(ctx: &Ctx, roles: &Roles, notes: &mut Notes) -> Section {
    let decision = decision(ctx);
    Section::new(heading_of(&decision), covenants(ctx, &decision, roles, notes))
}

fn law_of(state: &StateDecision) -> Law {
    Law { name: state.position.law, citation: state.position.citation }
}

/// The clauses the non-compete selection becomes, with the matching research notes.
fn covenants(ctx: &Ctx, decision: &Decision, roles: &Roles, notes: &mut Notes) -> Vec<Clause> {
    let business = ctx.state();
    let governing = ctx.governing_state();
    for state in &decision.states {
        let name = state.state.name();
        let why = if state.state == governing {
            format!("the non-compete clause was selected and the document is governed by {name} law")
        } else if state.state == business {
            format!("the non-compete clause was selected and the Company is in {name}")
        } else {
            format!("the non-compete clause was selected and the Employee works in {name}")
        };
        notes.law(law_of(state), why);
        for rule in &state.professions {
            notes.law(rule.law, format!("{} limits non-competes for the Employee's profession", state.state.name()));
        }
    }
    if let [work, _] = decision.states.as_slice() {
        notes.adapted(format!(
            "Non-compete decided under the law of {}, where the Employee works, and of {}, the Company's state; the stricter rule applies.",
            work.state.name(),
            business.name()
        ));
    }
    let non_compete = matches!(decision.outcome, Outcome::Include);
    let mut clauses = match &decision.outcome {
        Outcome::LeaveOut(reason) => {
            let (clauses, described) = alternative(decision.alternative, decision.solicitation_scope(), roles);
            let first = &decision.states[0];
            if reason.void_for_everyone && decision.states.len() == 1 {
                let (name, citation) = (reason.state.name(), reason.law.citation);
                notes.adapted(format!(
                    "Non-compete not included: {name} law makes non-compete covenants void ({citation}); the document uses {described} instead."
                ));
                notes.review(format!(
                    "Non-compete requested but left out: in {name}, {} ({citation}). The lawful alternative used is {described}; confirm it fits the relationship.",
                    first.position.note.as_of(ctx.as_of)
                ));
            } else {
                let sentence = reason.sentence();
                notes.adapted(format!("Non-compete not included: {sentence} The document uses {described} instead."));
                notes.review(format!(
                    "Non-compete requested but left out: {sentence} The lawful alternative used is {described}; confirm it fits the relationship."
                ));
            }
            notes.clause(ClausePlan::left_out(
                SpecialClause::NonCompete,
                reason.sentence(),
                Some(capitalized(described)),
            ));
            clauses
        }
        Outcome::Conditional(missing) => {
            let (clauses, described) = alternative(decision.alternative, decision.solicitation_scope(), roles);
            let state = decision
                .states
                .iter()
                .find(|s| matches!(s.outcome, Outcome::Conditional(_)))
                .unwrap_or(&decision.states[0]);
            let (name, citation) = (state.state.name(), state.position.citation);
            let facts: Vec<String> = missing.iter().map(|m| m.describe()).collect();
            let facts = facts.join("; ");
            notes.adapted(format!(
                "Non-compete not included: whether the law of {} allows it turns on facts the order does not give ({facts}); the document uses {described} instead, the safe course where presenting a covenant the law voids can itself be penalised.",
                state.state.place()
            ));
            let next = match decision.worker {
                Worker::Employee => "Give them under the form's details (annual pay, exempt status, profession, where the Employee works) and draft or revise again: the covenant is then drafted with every term the state requires, or left out with the reason.",
                Worker::Contractor => "Give the contract's value and the other party's state on the form and draft or revise again; where the state's rule turns on a contractor's annual earnings, confirm them before adding a covenant.",
                Worker::Other => "A covenant with this party depends on its pay and role, which this document does not record: put it in an employment or freelance agreement that does.",
            };
            notes.review(format!(
                "Non-compete requested but left out: in {name}, {} ({citation}). The facts that decide whether it is lawful were not all given: {facts}. {next}",
                state.position.note.as_of(ctx.as_of)
            ));
            notes.clause(ClausePlan::needs_facts(
                SpecialClause::NonCompete,
                format!(
                    "Whether the law of {} allows a non-compete ({citation}) turns on facts the order does not give: {facts}.",
                    state.state.place()
                ),
                capitalized(described),
                missing.iter().filter_map(Missing::field).collect(),
            ));
            clauses
        }
        Outcome::Include => {
            for state in &decision.states {
                included_notes(ctx, state, notes);
            }
            vec![limited_non_competition(roles), non_solicitation(roles, decision.solicitation_scope())]
        }
    };
    let extras = decision.extras();
    let mut added = vec![];
    for extras in &extras {
        for id in &extras.clauses {
            let clause = extra_clause(id, extras.state, non_compete, roles);
            added.extend(clause.heading.clone());
            clauses.push(clause);
        }
        if let Some(steps) = extras.steps {
            notes.review(steps);
        }
    }
    if !added.is_empty() {
        notes.adapted(format!("Terms the law of the state requires with the covenants added: {}.", added.join(", ")));
    }
    signing_duties(decision, notes);
    for point in decision.review() {
        notes.review(point.as_str());
    }
    clauses
}

/// The signing duties of the states that decide, for the covenants the document carries, where the state's
/// non-compete row does not already give its steps: a non-compete when it is included, a non-solicitation covenant
/// when the state's duties reach it too.
fn signing_duties(decision: &Decision, notes: &mut Notes) {
    let non_compete = matches!(decision.outcome, Outcome::Include);
    let non_solicitation = decision.alternative == Alternative::NonSolicitation;
    for state in &decision.states {
        let Some(duty) = covenant_notice::signing_duty(state.state) else { continue };
        if !(non_compete || (non_solicitation && duty.non_solicitation_too)) {
            continue;
        }
        let name = duty.state.name();
        notes.law(duty.law, format!("{name} sets formalities for signing a restrictive covenant"));
        if !(non_compete && state.extras.steps.is_some()) {
            notes.review(format!("{name}, before the covenant is signed ({}): {}.", duty.law.citation, duty.note));
        }
    }
}

/// The notes of a state whose law allows the covenant for these facts.
fn included_notes(ctx: &Ctx, state: &StateDecision, notes: &mut Notes) {
    let (name, citation) = (state.state.name(), state.position.citation);
    let note = state.position.note.as_of(ctx.as_of);
    match state.position.status {
        Status::Reasonableness | Status::Void => {
            notes.adapted(format!(
                "Non-compete included as a limited 12-month restriction under {name}'s reasonableness standard ({citation})."
            ));
            notes.review(format!(
                "Non-compete in {name}: {note} ({citation}). Confirm the duration, area and scope fit the business and that the other party receives consideration for the covenant."
            ));
        }
        Status::Restricted => match basis(ctx, state) {
            Some(basis) => {
                notes.adapted(format!(
                    "Non-compete included: {name} law allows it for these facts ({basis}); 12 months, limited to direct competition where the business operates ({citation})."
                ));
                notes.review(format!(
                    "Non-compete in {name}: {note} ({citation}). It is included because {basis}; confirm these facts before signing, and that the covenant protects a legitimate business interest."
                ));
            }
            None => {
                notes.adapted(format!(
                    "Non-compete included with the terms {name} law requires ({citation}); 12 months, limited to direct competition where the business operates."
                ));
                notes.review(format!(
                    "Non-compete in {name}: {note} ({citation}). {name} law sets no pay or status condition for it; it is included with the terms that law requires. Confirm the covenant protects a legitimate business interest."
                ));
            }
        },
    }
}

/// "the Employee's annual pay of $200,000 is above the $126,858.83 threshold and the Employee is exempt from
/// overtime": what the order said that meets the state's conditions; `None` when the state sets none.
fn basis(ctx: &Ctx, state: &StateDecision) -> Option<String> {
    let details = &ctx.request.details;
    let conditions = non_compete::conditions(state.state);
    let mut parts = vec![];
    if let (Some(threshold), Some(pay)) = (conditions.min_annual_pay(ctx.as_of), details.annual_pay) {
        parts.push(format!(
            "the Employee's annual pay of {} is above the {} threshold",
            pay.display_grouped(),
            threshold.figure.display_grouped()
        ));
    }
    match conditions.employees(ctx.as_of) {
        non_compete::Employees::Any => {}
        non_compete::Employees::Exempt | non_compete::Employees::Salaried => {
            parts.push("the Employee is exempt from overtime".to_string())
        }
    }
    (!parts.is_empty()).then(|| parts.join(" and "))
}

/// A description as a sentence's start ("a 12-month ..." → "A 12-month ...").
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|first| first.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// The alternative's clauses and how the notes describe them.
fn alternative(alternative: Alternative, scope: SolicitationScope, roles: &Roles) -> (Vec<Clause>, &'static str) {
    match alternative {
        Alternative::TradeSecretNonSolicitation => (
            vec![trade_secret_non_solicitation(roles), freedom_to_work(roles)],
            "a clause barring the use of confidential information and trade secrets to solicit customers or staff",
        ),
        Alternative::NonSolicitation => (
            vec![non_solicitation(roles, scope), freedom_to_work(roles)],
            "a 12-month customer and employee non-solicitation clause",
        ),
    }
}

/// A state's required clause, rendered for the state, knowing whether the non-compete is in the document.
fn extra_clause(id: &str, state: UsState, non_compete: bool, roles: &Roles) -> Clause {
    let vars = Vars::roles(roles).state(state).with("non_compete", non_compete).with("blank", BLANK);
    template_with(id, &vars)
}

/// The state's notice that must be given and signed separately (Colorado's), as the document's last section, when
/// the covenants it concerns are in the document.
pub(crate) fn separate_notice(ctx: &Ctx, roles: &Roles, title: &str, notes: &mut Notes) -> Option<Section> {
    let decision = decision(ctx);
    let non_compete = matches!(decision.outcome, Outcome::Include);
    let extras = decision.extras();
    let (state, id) = extras.iter().find_map(|e| e.separate_notice.map(|id| (e.state, id)))?;
    let vars = Vars::roles(roles)
        .state(state)
        .with("non_compete", non_compete)
        .with("section", heading_of(&decision))
        .with("title", title.to_string())
        .customer("business", ctx.business())
        .with("blank", BLANK);
    let mut clause = template_with(id, &vars);
    let heading = clause.heading.take().unwrap_or_else(|| format!("{} Notice", state.name()));
    notes.adapted(format!(
        "{heading}: the notice {} requires, as the document's last section, to be given and signed separately.",
        state.name()
    ));
    Some(Section::new(heading, vec![clause]))
}

fn limited_non_competition(roles: &Roles) -> Clause {
    template("restrictive/limited-non-competition", roles)
}

fn non_solicitation(roles: &Roles, scope: SolicitationScope) -> Clause {
    let vars = Vars::roles(roles)
        .with("direct_only", scope.direct_only)
        .with("personal_contact_only", scope.personal_contact_only);
    template_with("restrictive/non-solicitation", &vars)
}

fn trade_secret_non_solicitation(roles: &Roles) -> Clause {
    template("restrictive/trade-secret-non-solicitation", roles)
}

fn freedom_to_work(roles: &Roles) -> Clause {
    template("restrictive/freedom-to-work", roles)
}
