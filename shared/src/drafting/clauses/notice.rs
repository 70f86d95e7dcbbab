//! Pieces shared by the documents a business publishes to the people it deals with, rather than negotiates with one
//! counterparty: the Terms of Service, the Privacy Policy and a custom notice or policy. Their text is the templates
//! `drafting/clauses/notice/*.j2`.

use super::not_applicable;
use crate::domain::SpecialClause;
use crate::drafting::library::{Library, Vars};
use crate::drafting::model::{Section, BLANK};
use crate::drafting::notes::Notes;
use crate::drafting::order::Ctx;
use crate::drafting::research::ClausePlan;
use crate::drafting::rules::federal;

/// Records each selected special clause that does not fit a published `document`, with the reason.
pub(crate) fn skip_unfit(ctx: &Ctx, notes: &mut Notes, document: &str, unfit: &[(SpecialClause, &str)]) {
    for (clause, reason) in unfit {
        if ctx.has(*clause) {
            not_applicable(notes, clause.label(), document, reason);
            notes.clause(ClausePlan::left_out(*clause, format!("It does not fit a {document}: {reason}."), None));
        }
    }
}

/// "Contact Us": an introduction, then one line to fill in per channel ("Email: ____").
pub(crate) fn contact_section(heading: &str, intro: &str, channels: &[&str]) -> Section {
    let vars = Vars::default()
        .with("intro", intro)
        .with("channels", channels.iter().map(|c| c.to_string()).collect::<Vec<_>>())
        .with("blank", BLANK);
    Section::new(heading, vec![Library::embedded().clause("notice/contact", &vars)])
}

/// The governing-law section of a published document: the chosen state's law and courts, with `qualifier`
/// (the reader's home-state protections, for example) added after it.
pub(crate) fn governing_law(ctx: &Ctx, subject: &str, qualifier: &str, notes: &mut Notes) -> Section {
    let vars = Vars::default().with("subject", subject).with("qualifier", qualifier).state(ctx.state());
    let clause = Library::embedded().clause("notice/governing-law", &vars);
    let jurisdiction = ctx.state().jurisdiction();
    notes.adapted(format!("Governing law and venue: {jurisdiction}."));
    notes.require(format!("Governing law and venue of the {jurisdiction}"));
    Section::new("Governing Law", vec![clause])
}

/// What every published document answers to: its statements must be true.
pub(crate) fn published_notes(notes: &mut Notes, document: &str) {
    notes.law(
        federal::FTC_ACT,
        format!("statements in a published {document} must be truthful; a business that does not do what its {document} says may be acting deceptively"),
    );
    notes.review(format!("Read the {document} against what the business actually does and keep it current; publishing terms the business does not follow is itself a risk under federal and state consumer-protection law."));
}
