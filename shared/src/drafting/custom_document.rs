//! 'Other (Beta)': a document built from the customer's own name, description and answers. When the name reads as
//! an agreement (the spec's signature rule), it is drafted from the frame outline `custom-frame/agreement` (an
//! agreement between the business and a counterparty, with signature blocks) with the custom kind the name
//! describes (see [`super::custom_kinds`]) in its slot; otherwise from `custom-frame/notice` (a notice or policy the
//! business issues). The customer's text always goes in as plain text, and every question left unanswered becomes a
//! review point.

use super::clauses::custom_frame::CustomInput;
use super::custom_kinds;
use super::drafter;
use super::library::{Library, LibraryError};
use super::model::DraftDocument;
use super::notes::Notes;
use super::order::Ctx;
use super::signature::needs_signature;

/// Drafts the order's custom document; the frames and the custom kinds come from `library`.
pub(crate) fn draft(library: &Library, ctx: &Ctx, notes: &mut Notes) -> Result<DraftDocument, LibraryError> {
    let custom = CustomInput::of(ctx);
    let answered: Vec<(&str, &str)> = custom.answered().collect();

    notes.review("Beta document type: the structure was built from the name, description and answers given; have an attorney confirm it covers what this kind of document needs in the chosen state.");
    notes.require("The customer's description and answers, included as written");
    if !custom.description.is_empty() {
        notes.adapted("The customer's description is set out as the document's purpose, word for word.");
    } else {
        notes.review("No description was given: the purpose clause is generic; describe what the document is for.");
    }
    if !answered.is_empty() {
        notes.adapted(format!("{} answered question(s) became clauses, each headed by its question.", answered.len()));
    }
    for (question, _) in custom.questions.iter().filter(|(q, a)| !q.is_empty() && a.is_empty()) {
        notes.review(format!(
            "Unanswered question: “{question}” The draft relies on its standard terms on this point; answer it and add the result before use."
        ));
    }

    // The spec's rule reads the content too: the customer's own words are the only content that could carry
    // signature wording (the engine's notice wording never does).
    let customer_words: Vec<&str> =
        std::iter::once(custom.description).chain(answered.iter().flat_map(|(q, a)| [*q, *a])).collect();
    if needs_signature(&custom.title, &customer_words.join("\n")) {
        let kind = custom_kinds::kind_of(library, &custom.title, custom.description)?;
        drafter::draft_frame(library, "custom-frame/agreement", Some(kind), &custom.title, ctx, notes)
    } else {
        drafter::draft_frame(library, "custom-frame/notice", None, &custom.title, ctx, notes)
    }
}
