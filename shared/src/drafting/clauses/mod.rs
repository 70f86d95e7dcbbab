//! The clause library, in the project's own words. Clause builders take the parties' roles so the same clause
//! serves an NDA, an employment agreement or a freelance agreement; state-dependent choices come from the rule
//! tables in [`super::rules`].

pub(crate) mod closing;
pub(crate) mod confidentiality;
pub(crate) mod consumer;
pub(crate) mod custom;
pub(crate) mod custom_frame;
pub(crate) mod data;
pub(crate) mod disputes;
pub(crate) mod employment;
pub(crate) mod general;
pub(crate) mod ip;
pub(crate) mod notice;
pub(crate) mod parties;
pub(crate) mod privacy;
pub(crate) mod release;
pub(crate) mod restrictive;
pub(crate) mod services;
pub(crate) mod termination;

pub(crate) use super::library::Roles;
use super::library::{Library, Vars};
use super::model::Clause;

/// The clause of the library's template `id`, with the role vocabulary.
pub(crate) fn template(id: &str, roles: &Roles) -> Clause {
    Library::embedded().clause(id, &Vars::roles(roles))
}

/// The clause of the library's template `id`, with `vars` (the role vocabulary and the values the template declares).
pub(crate) fn template_with(id: &str, vars: &Vars) -> Clause {
    Library::embedded().clause(id, vars)
}

/// Records that a selected special clause was left out because it does not fit the document type.
pub(crate) fn not_applicable(notes: &mut super::notes::Notes, clause_label: &str, document: &str, reason: &str) {
    notes.adapted(format!("{clause_label} not added to the {document}: {reason}."));
    notes.review(format!(
        "{clause_label} was selected but does not fit a {document} ({reason}); add it to the related agreement or terms instead if it is needed."
    ));
}
