//! The state's own rule for an employee's release of claims (rule table `release.toml`), for the state where the
//! employee works: an express waiver of a statute that keeps a general release from reaching unknown claims, or the
//! state's longer period to rescind the release of its own claims. The clause text is the templates
//! `drafting/clauses/custom/separation/unknown-claims-waiver.j2` and `state-rescission.j2`.

use super::template_with;
use crate::drafting::library::Vars;
use crate::drafting::model::Clause;
use crate::drafting::notes::Notes;
use crate::drafting::order::Ctx;
use crate::drafting::rules::release::{self, ReleaseRule};

pub(crate) fn state_terms(ctx: &Ctx, notes: &mut Notes) -> Vec<Clause> {
    let state = ctx.request.details.work_state_or(ctx.state());
    let Some(row) = release::rule(state) else { return vec![] };
    let name = state.name();
    notes.law(row.law, format!("{name}: {}", row.note));
    let vars = Vars::default().with("state_name", name).with("citation", row.law.citation);
    match row.rule {
        ReleaseRule::UnknownClaims => {
            notes.adapted(format!(
                "The release expressly waives {} so that it also reaches unknown claims, as {name} law requires.",
                row.law.citation
            ));
            vec![template_with("custom/separation/unknown-claims-waiver", &vars)]
        }
        ReleaseRule::Rescission { period, claims } => {
            notes.adapted(format!(
                "The Employee is told of the {period} to rescind the release of {claims} ({}).",
                row.law.citation
            ));
            vec![template_with(
                "custom/separation/state-rescission",
                &vars.with("period", period).with("claims", claims),
            )]
        }
    }
}
