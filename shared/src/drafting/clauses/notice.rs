//! Pieces shared by the documents a business publishes to the people it deals with, rather than negotiates with one
//! counterparty: the Terms of Service, the Privacy Policy and a custom notice or policy.

use super::not_applicable;
use crate::domain::SpecialClause;
use crate::drafting::model::{p, Clause, Section, BLANK};
use crate::drafting::notes::Notes;
use crate::drafting::order::Ctx;
use crate::drafting::rules::federal;

/// Records each selected special clause that does not fit a published `document`, with the reason.
pub(crate) fn skip_unfit(ctx: &Ctx, notes: &mut Notes, document: &str, unfit: &[(SpecialClause, &str)]) {
    for (clause, reason) in unfit {
        if ctx.has(*clause) {
            not_applicable(notes, clause.label(), document, reason);
        }
    }
}

/// "Contact Us": an introduction, then one line to fill in per channel ("Email: ____").
pub(crate) fn contact_section(heading: &str, intro: &str, channels: &[&str]) -> Section {
    let mut paragraphs = vec![p(intro)];
    paragraphs.extend(channels.iter().map(|channel| p(&format!("{channel}: {BLANK}"))));
    Section::new(heading, vec![Clause::new(None, paragraphs)])
}

/// The governing-law section of a published document: the chosen state's law and courts, with `qualifier`
/// (the reader's home-state protections, for example) added after it.
pub(crate) fn governing_law(ctx: &Ctx, subject: &str, qualifier: &str, notes: &mut Notes) -> Section {
    let name = ctx.state_name();
    let mut text = format!(
        "{subject} is governed by the laws of the State of {name}, without regard to its conflict-of-laws rules"
    );
    text.push_str(qualifier);
    text.push_str(&format!(". Any dispute about it that is not resolved informally, and that no other agreement sends elsewhere, will be heard in the state or federal courts located in the State of {name}."));
    notes.adapted(format!("Governing law and venue: State of {name}."));
    notes.require(format!("Governing law and venue of the State of {name}"));
    Section::new("Governing Law", vec![Clause::new(None, vec![p(&text)])])
}

/// What every published document answers to: its statements must be true.
pub(crate) fn published_notes(notes: &mut Notes, document: &str) {
    notes.law(
        federal::FTC_ACT,
        format!("statements in a published {document} must be truthful; a business that does not do what its {document} says may be acting deceptively"),
    );
    notes.review(format!("Read the {document} against what the business actually does and keep it current; publishing terms the business does not follow is itself a risk under federal and state consumer-protection law."));
}
