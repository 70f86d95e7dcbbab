//! The non-compete special clause, decided by the state's row in the non-compete table: the lawful alternative
//! where non-competes are void, a narrow conditional covenant where they are restricted, and a limited 12-month
//! covenant elsewhere.

use super::{template, template_with, Roles};
use crate::domain::UsState;
use crate::drafting::library::Vars;
use crate::drafting::model::Clause;
use crate::drafting::notes::Notes;
use crate::drafting::rules::non_compete::{self, Alternative, Status};
use crate::drafting::rules::Law;
use time::Date;

/// The section heading the covenants go under.
pub(crate) fn heading(state: UsState) -> &'static str {
    match non_compete::position(state).status {
        Status::Void => "Non-Solicitation",
        Status::Restricted | Status::Reasonableness => "Restrictive Covenants",
    }
}

/// The clauses the non-compete selection becomes in `state`, with the matching research notes.
pub(crate) fn covenants(state: UsState, as_of: Date, roles: &Roles, notes: &mut Notes) -> Vec<Clause> {
    let position = non_compete::position(state);
    let name = state.name();
    let citation = position.citation;
    notes.law(
        Law { name: position.law, citation },
        format!("the non-compete clause was selected and the document is governed by {name} law"),
    );
    match position.status {
        Status::Void => {
            let (clauses, described) = match position.alternative {
                Alternative::TradeSecretNonSolicitation => (
                    vec![trade_secret_non_solicitation(roles), freedom_to_work(roles)],
                    "a clause barring the use of confidential information and trade secrets to solicit customers or staff",
                ),
                Alternative::NonSolicitation => {
                    (vec![non_solicitation(roles), freedom_to_work(roles)], "a 12-month customer and employee non-solicitation clause")
                }
            };
            notes.adapted(format!(
                "Non-compete not included: {name} law makes non-compete covenants void ({citation}); the document uses {described} instead."
            ));
            notes.review(format!(
                "Non-compete requested but left out: in {name}, {} ({citation}). The lawful alternative used is {described}; confirm it fits the relationship.",
                position.note.as_of(as_of)
            ));
            clauses
        }
        Status::Restricted => {
            notes.adapted(format!(
                "Non-compete narrowed for {name}: 12 months, limited to direct competition where the business operates, and effective only if {name}'s conditions are met ({citation}); a non-solicitation clause backs it up, and a notice, advice-of-counsel and 14-day review clause records the steps those laws require."
            ));
            notes.review(format!(
                "Non-compete in {name}: {} ({citation}). Confirm the other party's pay against the current thresholds and that every notice, review-period and consideration requirement was met before signing; if not, delete the non-competition clause and keep the non-solicitation clause only where allowed.",
                position.note.as_of(as_of)
            ));
            vec![limited_non_competition(roles, state, true), non_solicitation(roles), notice_and_review(roles)]
        }
        Status::Reasonableness => {
            notes.adapted(format!(
                "Non-compete included as a limited 12-month restriction under {name}'s reasonableness standard ({citation})."
            ));
            notes.review(format!(
                "Non-compete in {name}: {} ({citation}). Confirm the duration, area and scope fit the business and that the other party receives consideration for the covenant.",
                position.note.as_of(as_of)
            ));
            vec![limited_non_competition(roles, state, false), non_solicitation(roles)]
        }
    }
}

fn limited_non_competition(roles: &Roles, state: UsState, conditional: bool) -> Clause {
    let vars = Vars::roles(roles).with("conditional", conditional).state(state);
    template_with("restrictive/limited-non-competition", &vars)
}

/// The notice, advice-of-counsel and review-period statement the restricted states ask for before a covenant binds.
fn notice_and_review(roles: &Roles) -> Clause {
    template("restrictive/notice-and-review", roles)
}

fn non_solicitation(roles: &Roles) -> Clause {
    template("restrictive/non-solicitation", roles)
}

fn trade_secret_non_solicitation(roles: &Roles) -> Clause {
    template("restrictive/trade-secret-non-solicitation", roles)
}

fn freedom_to_work(roles: &Roles) -> Clause {
    template("restrictive/freedom-to-work", roles)
}
